import { pageRefusal } from "../../server/platform/http/refusal-answer";
import { refused } from "../../domain/shared/refusal";
import { PackagePlus } from "lucide-react";
import { Link } from "react-router";
import { rowIdSchema } from "../../domain/admin/admin-forms";
import { listHref } from "../../domain/admin/admin-list";
import { formatThaiDateTime } from "../../domain/shared/dates";
import { adminStockTexts } from "../../domain/admin/admin-stock-texts";
import { formatStockChange, STOCK_MOVEMENT_LABELS } from "../../domain/stock/stock-movements";
import { listParams } from "../../server/shop/admin/admin-route";
import { loadProductStock } from "../../server/shop/admin/stocks";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { listStockMovements } from "../../server/shop/stock/stock-movements";
import { ADMIN_BUTTON, AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { DataTable, type Column } from "../features/admin/kit/data-table";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-stocks.$productId";
import { BackArrow } from "../features/admin/kit/back-arrow";
import { EmailText } from "../ui/email-text";

const m = adminStockTexts;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const productId = params.productId;
  const stock = rowIdSchema.safeParse(productId).success ? await loadProductStock(db, productId) : null;
  if (!stock) throw pageRefusal(refused(404, m.productNotFound));
  const list = listParams(request, [SHADE]);
  // One shade's history; a shade this product does not have reads as the whole product's.
  const shade = stock.shades.find((candidate) => candidate.id === list.filters?.[SHADE]) ?? null;
  return { stock, shade, list: await listStockMovements(db, stock.productId, shade ? list : { ...list, filters: {} }, shade?.id ?? null) };
}

/** The history's shade (`?shade=<id>`). */
const SHADE = "shade";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? m.historyTitle(loaderData.stock.name) : m.title, matches);
}

/** One product's stock history (issue 10): every change, newest first, a page of 20. */
export default function AdminStockHistory({ loaderData }: Route.ComponentProps) {
  const { stock, shade, list } = loaderData;
  const historyHref = (shadeId: string | null) =>
    listHref(`/admin-stocks/${stock.productId}`, { q: "", page: 1, filters: shadeId ? { [SHADE]: shadeId } : {} });
  type Row = (typeof list.rows)[number];
  const columns: Column<Row>[] = [
    { header: m.when, className: "whitespace-nowrap", cell: (row) => formatThaiDateTime(row.createdAt) },
    {
      header: m.kind,
      cell: (row) => <span className="font-medium">{STOCK_MOVEMENT_LABELS[row.kind]}</span>,
    },
    { header: m.shade, cell: (row) => row.shadeNameThai ?? <span className="text-gray-400">—</span> },
    {
      header: m.change,
      className: "text-right tabular-nums whitespace-nowrap",
      cell: (row) => <span className={row.change < 0 ? "text-red-700" : row.change > 0 ? "text-green-700" : undefined}>{formatStockChange(row.change)}</span>,
    },
    { header: m.stockAfter, className: "text-right tabular-nums", cell: (row) => row.quantityAfter.toLocaleString("th-TH") },
    {
      header: m.orderOrAdmin,
      cell: (row) =>
        row.orderNumber ? (
          <Link to={`/orders/${row.orderNumber}`} className="font-mono text-xs font-semibold whitespace-nowrap text-brand-700 underline">
            {row.orderNumber}
          </Link>
        ) : row.actorEmail ? (
          <EmailText email={row.actorEmail} />
        ) : (
          <span className="text-gray-400">—</span>
        ),
    },
    {
      header: m.reasonColumn,
      cell: (row) => (row.reason ? <span className="break-words">{row.reason}</span> : <span className="text-gray-400">—</span>),
    },
  ];
  return (
    <AdminScreen
      title={m.historyTitle(stock.name)}
      actions={
        <>
          <Link to="/admin-stocks" className={ADMIN_BUTTON.secondary}>
            <BackArrow />
            {m.allStock}
          </Link>
          <Link to={listHref("/admin-stocks", { q: stock.name, page: 1 })} className={ADMIN_BUTTON.primary}>
            <PackagePlus className="size-4" aria-hidden />
            {m.updateStock}
          </Link>
        </>
      }
    >
      <p className="text-gray-700">
        {stock.nameThai} · {m.currentQuantity} ({shade ? shade.nameThai : m.wholeProduct}):{" "}
        <strong className="tabular-nums">{(shade ? shade.quantity : stock.quantity).toLocaleString("th-TH")}</strong>
      </p>
      {stock.shades.length > 0 ? (
        <nav aria-label={m.historyOfShade} className="flex flex-wrap gap-2">
          {[{ id: null, label: m.allShades }, ...stock.shades.map((each) => ({ id: each.id, label: m.shadeChip(each.nameThai, each.quantity) }))].map(
            (chip) => {
              const current = (shade?.id ?? null) === chip.id;
              return (
                <Link
                  key={chip.id ?? "all"}
                  to={historyHref(chip.id)}
                  aria-current={current ? "page" : undefined}
                  className={`rounded-full border px-3 py-1 text-sm ${current ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 text-gray-800 hover:bg-gray-50"}`}
                >
                  {chip.label}
                </Link>
              );
            },
          )}
        </nav>
      ) : null}
      <DataTable caption={m.historyTitle(stock.name)} columns={columns} list={list} rowKey={(row) => row.id} empty={m.historyEmpty} />
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.fetchFailed} />;
}
