import { useLocation } from "react-router";
import { memberEditSchema } from "../../domain/admin-forms";
import { listHref } from "../../domain/admin-list";
import { adminMemberTexts } from "../../domain/admin-member-texts";
import { adminScreenTexts } from "../../domain/admin-screen-texts";
import { MEMBERSHIP_TIERS } from "../../domain/order-status";
import { adminAction, dialogRow, dialogWrite, listParams, rowWrite } from "../../server/admin/admin-route";
import { deleteMember, listMembers, loadMemberDetail, updateMember } from "../../server/admin/members";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { settings } from "../../server/env";
import { DeleteDialog, DialogField, fieldValue, FormDialog } from "../features/admin/kit/admin-dialog";
import { AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { DataTable, ListSearch, type Column } from "../features/admin/kit/data-table";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-members";
import { EditDeleteLinks } from "../features/admin/kit/row-links";

const m = adminMemberTexts;
const s = adminScreenTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const params = listParams(request);
  const editId = dialogRow(request, "edit");
  const deleteId = dialogRow(request, "delete");
  const [list, editing, deleting] = await Promise.all([
    listMembers(db, params),
    editId ? loadMemberDetail(db, editId) : null,
    deleteId ? loadMemberDetail(db, deleteId) : null,
  ]);
  return {
    list,
    editing,
    deleting: deleting ? { id: deleting.id, email: deleting.email } : null,
    // A dialog asked for a member who is gone (deleted meanwhile, or a stale link).
    dialogMissing: Boolean((editId && !editing) || (deleteId && !deleting)),
  };
}

export const action = adminAction({
  update: dialogWrite(memberEditSchema, "member-updated", ({ db, admin, rowId }, member) => updateMember(db, admin, rowId(), member)),
  delete: rowWrite("member-deleted", ({ db, admin }, id) => deleteMember(db, admin, id, settings().uploadsDir)),
});

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(m.title, matches);
}

const TIER_LABELS = Object.fromEntries(MEMBERSHIP_TIERS.map((tier) => [tier, tier])) as Record<string, string>;
const ROLE_LABELS = { user: "member", admin: "admin" } as const;

export default function AdminMembers({ loaderData, actionData }: Route.ComponentProps) {
  const { list, editing, deleting, dialogMissing } = loaderData;
  const { pathname } = useLocation();
  const here = { q: list.q, page: list.page };
  const closeHref = listHref(pathname, here);
  type Row = (typeof list.rows)[number];
  const columns: Column<Row>[] = [
    { header: "Email", cell: (row) => <span className="break-all font-medium">{row.email}</span> },
    { header: "Name", cell: (row) => row.name },
    { header: "Phone", cell: (row) => row.phone ?? "—" },
    {
      header: "Tier",
      cell: (row) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.membershipTier === "vip" ? "bg-amber-100 text-amber-800" : "bg-gray-100 text-gray-700"}`}
        >
          {row.membershipTier}
        </span>
      ),
    },
    { header: "Role", cell: (row) => ROLE_LABELS[row.role] },
    {
      header: s.actions,
      className: "text-right whitespace-nowrap",
      cell: (row) => (
        <EditDeleteLinks
          editTo={listHref(pathname, here, { edit: row.id })}
          deleteTo={listHref(pathname, here, { delete: row.id })}
          name={row.email}
        />
      ),
    },
  ];
  return (
    <AdminScreen title={m.title}>
      <ListSearch q={list.q} label={m.searchPlaceholder} placeholder={m.searchPlaceholder} />
      {dialogMissing ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {m.fetchDetailFailed}
        </p>
      ) : null}
      <DataTable caption={m.title} columns={columns} list={list} rowKey={(row) => row.id} empty={m.noneFound} />
      {editing ? (
        <FormDialog title={`${s.edit}: ${editing.email}`} closeHref={closeHref} intent="update" id={editing.id} reply={actionData}>
          <DialogField
            name="email"
            type="email"
            label="Email"
            reply={actionData}
            defaultValue={fieldValue(actionData, "email", editing.email)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <DialogField
              name="firstName"
              label="First name"
              reply={actionData}
              defaultValue={fieldValue(actionData, "firstName", editing.firstName)}
            />
            <DialogField
              name="lastName"
              label="Last name"
              reply={actionData}
              defaultValue={fieldValue(actionData, "lastName", editing.lastName)}
            />
          </div>
          <DialogField
            name="address"
            label="Address"
            reply={actionData}
            defaultValue={fieldValue(actionData, "address", editing.address)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <DialogField name="city" label="City" reply={actionData} defaultValue={fieldValue(actionData, "city", editing.city)} />
            <DialogField
              name="district"
              label="District"
              reply={actionData}
              defaultValue={fieldValue(actionData, "district", editing.district)}
            />
            <DialogField
              name="province"
              label="Province"
              reply={actionData}
              defaultValue={fieldValue(actionData, "province", editing.province)}
            />
            <DialogField
              name="postalCode"
              label="Postal code"
              reply={actionData}
              defaultValue={fieldValue(actionData, "postalCode", editing.postalCode)}
            />
          </div>
          <DialogField
            name="phone"
            type="tel"
            label="Phone"
            reply={actionData}
            defaultValue={fieldValue(actionData, "phone", editing.phone)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <DialogField
              name="membershipTier"
              label="Membership tier"
              reply={actionData}
              options={TIER_LABELS}
              defaultValue={fieldValue(actionData, "membershipTier", editing.membershipTier)}
            />
            <DialogField
              name="role"
              label="Role"
              reply={actionData}
              options={ROLE_LABELS}
              defaultValue={fieldValue(actionData, "role", editing.role)}
            />
          </div>
        </FormDialog>
      ) : null}
      {deleting ? (
        <DeleteDialog
          name={deleting.email}
          message={m.confirmDelete(deleting.email)}
          closeHref={closeHref}
          id={deleting.id}
          reply={actionData}
        />
      ) : null}
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.fetchFailed} />;
}
