import { memberEditSchema } from "../../domain/admin/admin-forms";
import { adminMemberTexts } from "../../domain/admin/admin-member-texts";
import { MEMBERSHIP_TIER_LABELS, USER_ROLE_LABELS } from "../../domain/orders/order-status";
import { adminAction, dialogWrite, rowWrite, loadListScreen } from "../../server/shop/admin/admin-route";
import { deleteMember, listMembers, loadMemberDetail, updateMember, type MemberDetail } from "../../server/shop/admin/members";
import { settings } from "../../server/platform/env";
import { AdminScreenError } from "../features/admin/kit/admin-screen";
import { type Column } from "../features/admin/kit/data-table";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-members";
import { ListScreen } from "../features/admin/kit/list-screen";
import { dialogFields } from "../features/admin/kit/admin-dialog";
import { EmailText } from "../ui/email-text";

const m = adminMemberTexts;

export function loader({ request }: Route.LoaderArgs) {
  return loadListScreen(request, { list: listMembers, load: loadMemberDetail });
}

export const action = adminAction({
  update: dialogWrite(memberEditSchema, "member-updated", ({ db, admin, rowId }, member) => updateMember(db, admin, rowId(), member)),
  delete: rowWrite("member-deleted", ({ db, admin }, id) => deleteMember(db, admin, id, settings().uploadsDir)),
});

export const meta = privateMeta(m.title);

export default function AdminMembers({ loaderData, actionData }: Route.ComponentProps) {
  type Row = (typeof loaderData.list.rows)[number];
  const columns: Column<Row>[] = [
    { header: m.email, cell: (row) => <EmailText email={row.email} className="font-medium" /> },
    { header: m.name, cell: (row) => row.name },
    { header: m.phone, cell: (row) => row.phone ?? "—" },
    {
      header: m.tier,
      cell: (row) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${row.membershipTier === "vip" ? "bg-amber-100 text-amber-800" : "bg-gray-100 text-gray-700"}`}
        >
          {MEMBERSHIP_TIER_LABELS[row.membershipTier]}
        </span>
      ),
    },
    { header: m.role, cell: (row) => USER_ROLE_LABELS[row.role] },
  ];
  const memberFields = (editing: MemberDetail) => {
    const field = dialogFields(actionData, editing);
    return (
      <>
        {field("email", m.email, { type: "email" })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstName", m.firstName)}
          {field("lastName", m.lastName)}
        </div>
        {field("address", m.address)}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("city", m.city)}
          {field("district", m.district)}
          {field("province", m.province)}
          {field("postalCode", m.postalCode)}
        </div>
        {field("phone", m.phone, { type: "tel" })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("membershipTier", m.tier, { options: MEMBERSHIP_TIER_LABELS })}
          {field("role", m.role, { options: USER_ROLE_LABELS })}
        </div>
      </>
    );
  };
  return (
    <ListScreen
      title={m.title}
      texts={{ searchPlaceholder: m.searchPlaceholder, notFound: m.fetchDetailFailed, noneFound: m.noneFound }}
      screen={loaderData}
      columns={columns}
      rowName={(row) => row.email}
      reply={actionData}
      form={{ fields: (editing) => (editing ? memberFields(editing) : null), name: (member) => member.email }}
      deleteMessage={(member) => m.confirmDelete(member.email)}
    />
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.fetchFailed} />;
}
