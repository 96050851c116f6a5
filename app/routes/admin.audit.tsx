import { SHOP_TIME_ZONE } from "../../domain/dates";
import { adminAuditTexts } from "../../domain/admin-audit-texts";
import { listParams } from "../../server/admin/admin-route";
import { listAuditLog } from "../../server/admin/audit-log";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { DataTable, ListSearch, type Column } from "../features/admin/kit/data-table";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.audit";

const m = adminAuditTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { list: await listAuditLog(database(), listParams(request)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(m.title, matches);
}

const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: SHOP_TIME_ZONE });

/** `{"role":"admin"}` → `role: admin`, one pair a line. */
function Values({ values }: { values: unknown }) {
  if (!values || typeof values !== "object") return <span className="text-gray-400">—</span>;
  return (
    <dl className="space-y-0.5 text-xs">
      {Object.entries(values as Record<string, unknown>).map(([key, value]) => (
        <div key={key} className="flex gap-1">
          <dt className="text-gray-500">{key}:</dt>
          <dd className="break-all font-mono">{value === null ? "—" : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  type Row = (typeof list.rows)[number];
  const columns: Column<Row>[] = [
    { header: "When", className: "whitespace-nowrap", cell: (row) => WHEN.format(new Date(row.createdAt)) },
    { header: "Admin", cell: (row) => <span className="break-all">{row.actorEmail}</span> },
    { header: "Action", cell: (row) => <span className="font-mono text-xs font-semibold">{row.action}</span> },
    { header: "Record", cell: (row) => <span className="break-all font-mono text-xs">{row.entityId}</span> },
    { header: "Before", cell: (row) => <Values values={row.before} /> },
    { header: "After", cell: (row) => <Values values={row.after} /> },
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
