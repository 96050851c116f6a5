import { adminAuditTexts } from "../../domain/admin/admin-audit-texts";
import { formatThaiDateTime } from "../../domain/shared/dates";
import { listParams } from "../../server/shop/admin/admin-route";
import { listAuditLog } from "../../server/shop/admin/audit-log";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { DataTable, ListSearch, type Column } from "../features/admin/kit/data-table";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.audit";
import { EmailText } from "../ui/email-text";

const m = adminAuditTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { list: await listAuditLog(database(), listParams(request)) };
}

export const meta = privateMeta(m.title);

/** Each change as one Thai sentence (domain/admin/admin-audit.ts): who, what, which order or product, before → after. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  type Row = (typeof list.rows)[number];
  const columns: Column<Row>[] = [
    { header: m.when, className: "whitespace-nowrap", cell: (row) => formatThaiDateTime(row.createdAt) },
    { header: m.what, cell: (row) => <span className="break-words">{row.sentence}</span> },
    { header: m.adminEmail, cell: (row) => <EmailText email={row.actorEmail} className="text-xs text-gray-600" /> },
  ];
  return (
    <AdminScreen title={m.title}>
      <ListSearch q={list.q} label={m.searchPlaceholder} placeholder={m.searchPlaceholder} />
      <DataTable caption={m.title} columns={columns} list={list} rowKey={(row) => row.id} empty={m.noneFound} />
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.fetchFailed} />;
}
