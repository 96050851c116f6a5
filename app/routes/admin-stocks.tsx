import { Download, History, PackagePlus, Upload } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { stockSheetSchema, stockUpdateSchema } from "../../domain/admin/admin-forms";
import { STOCK_SHEET_MAX_BYTES } from "../../domain/stock/stock-sheet";
import { listHref } from "../../domain/admin/admin-list";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";
import { adminStockTexts, stockRowName } from "../../domain/admin/admin-stock-texts";
import { adminAction, dialogRow, dialogWrite, listParams } from "../../server/shop/admin/admin-route";
import { applyUploadedStockSheet, listStocks, loadStock, updateStock, type StockRow } from "../../server/shop/admin/stocks";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { DialogField, fieldValue, FormDialog } from "../features/admin/kit/admin-dialog";
import { AdminScreen, AdminScreenError, ScreenAlert } from "../features/admin/kit/admin-screen";
import { DataTable, ListSearch, type Column } from "../features/admin/kit/data-table";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-stocks";
import { RowLink } from "../features/admin/kit/row-links";
import { ColourFill } from "../ui/colour-fill";
import { Link } from "react-router";
import { ADMIN_BUTTON } from "../features/admin/kit/admin-screen";

const m = adminStockTexts;
const s = adminScreenTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const updateId = dialogRow(request, "update");
  const [list, updating] = await Promise.all([listStocks(db, listParams(request)), updateId ? loadStock(db, updateId) : null]);
  const uploading = new URL(request.url).searchParams.get("sheet") === "1";
  return { list, updating, uploading, dialogMissing: Boolean(updateId && !updating) };
}

export const action = adminAction(
  {
    update: dialogWrite(stockUpdateSchema, "stock-updated", ({ db, admin, rowId }, update) => updateStock(db, admin, rowId(), update)),
    // The count sheet (decision 114): the CSV streamed to a temporary file, read and applied by the server.
    sheet: dialogWrite(stockSheetSchema, "stock-sheet-updated", ({ db, admin, files }, { reason }) =>
      applyUploadedStockSheet(db, admin, files.get("sheet"), reason),
    ),
  },
  { uploads: { sheet: STOCK_SHEET_MAX_BYTES } },
);

export const meta = privateMeta(m.title);

export default function AdminStocks({ loaderData, actionData }: Route.ComponentProps) {
  const { list, updating, uploading, dialogMissing } = loaderData;
  const { pathname } = useLocation();
  const here = { q: list.q, page: list.page };
  const closeHref = listHref(pathname, here);
  type Row = (typeof list.rows)[number];
  const columns: Column<Row>[] = [
    {
      header: m.product,
      cell: (row) => (
        <>
          <span className="block font-medium">{row.name}</span>
          <span className="block text-gray-600">{row.nameThai}</span>
        </>
      ),
    },
    {
      header: m.shade,
      cell: (row) =>
        row.shadeNameThai ? (
          <span className="inline-flex items-center gap-2">
            <span className="size-4 shrink-0 overflow-hidden rounded-full border border-gray-300" aria-hidden>
              <ColourFill colour={row.hex ?? "transparent"} />
            </span>
            {row.shadeNameThai}
            {row.sku ? <span className="font-mono text-xs text-gray-500">{`${m.sku} ${row.sku}`}</span> : null}
          </span>
        ) : (
          <span className="text-gray-500">{m.noShades}</span>
        ),
    },
    {
      header: m.quantity,
      className: "text-right tabular-nums",
      cell: (row) => <span className={row.quantity === 0 ? "font-semibold text-red-700" : undefined}>{row.quantity.toLocaleString("th-TH")}</span>,
    },
    {
      header: s.actions,
      actions: true,
      className: "text-right whitespace-nowrap",
      cell: (row) => (
        <>
          <RowLink
            to={listHref(pathname, here, { update: row.stockId })}
            icon={PackagePlus}
            text={m.updateStock}
            label={`${m.updateStock}: ${stockRowName(row)}`}
            keepScroll
          />
          <RowLink to={`${pathname}/${row.productId}`} icon={History} text={m.history} label={`${m.history}: ${stockRowName(row)}`} />
        </>
      ),
    },
  ];
  return (
    <AdminScreen
      title={m.title}
      actions={
        <>
          <a href={listHref(`${pathname}/export`, { q: list.q, page: 1 })} download className={ADMIN_BUTTON.secondary}>
            <Download className="size-4" aria-hidden />
            {m.download}
          </a>
          <Link to={listHref(pathname, here, { sheet: "1" })} preventScrollReset className={ADMIN_BUTTON.secondary}>
            <Upload className="size-4" aria-hidden />
            {m.upload}
          </Link>
        </>
      }
    >
      <ListSearch q={list.q} label={m.searchPlaceholder} placeholder={m.searchPlaceholder} />
      <ScreenAlert message={dialogMissing && m.productNotFound} />
      <DataTable caption={m.title} columns={columns} list={list} rowKey={(row) => row.stockId} empty={m.noneFound} />
      {updating ? <UpdateStockDialog key={updating.stockId} updating={updating} closeHref={closeHref} reply={actionData} /> : null}
      {uploading ? (
        <FormDialog title={m.uploadTitle} closeHref={closeHref} intent="sheet" reply={actionData} encType="multipart/form-data" submitLabel={m.upload}>
          <p className="text-sm text-gray-700">{m.uploadHint}</p>
          <DialogField name="sheet" type="file" label={m.uploadFile} accept=".csv,text/csv,text/tab-separated-values" reply={actionData} defaultValue="" />
          <DialogField name="reason" type="textarea" label={m.reason} placeholder={m.reasonPlaceholder} reply={actionData} />
        </FormDialog>
      ) : null}
    </AdminScreen>
  );
}

/**
 * One stock row's dialog. It keeps the figure it opened with while the list behind it is refreshed
 * live (decision 040): a sale or another admin's change meanwhile must refuse the save with the
 * current figure (decision 032), not slip silently into the hidden field. After a refusal it shows
 * what the server now knows (the stock a sale left).
 */
function UpdateStockDialog({ updating, closeHref, reply }: { updating: StockRow; closeHref: string; reply: Route.ComponentProps["actionData"] }) {
  const [opened] = useState(String(updating.quantity));
  const expected = fieldValue(reply, "expectedQuantity", opened);
  return (
    <FormDialog title={`${m.updateStock}: ${stockRowName(updating)}`} closeHref={closeHref} intent="update" id={updating.stockId} reply={reply}>
      <input type="hidden" name="expectedQuantity" value={expected} />
      <p className="text-sm text-gray-700">
        {m.currentQuantity}: <strong className="tabular-nums">{Number(expected).toLocaleString("th-TH")}</strong>
      </p>
      <DialogField name="quantity" type="number" label={m.newQuantity} reply={reply} defaultValue={fieldValue(reply, "quantity", opened)} />
      <DialogField name="reason" type="textarea" label={m.reason} placeholder={m.reasonPlaceholder} reply={reply} />
    </FormDialog>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.fetchFailed} />;
}
