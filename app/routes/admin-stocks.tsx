import { History, PackagePlus } from "lucide-react";
import { useLocation } from "react-router";
import { stockUpdateSchema } from "../../domain/admin/admin-forms";
import { listHref } from "../../domain/admin/admin-list";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";
import { adminStockTexts } from "../../domain/admin/admin-stock-texts";
import { adminAction, dialogRow, dialogWrite, listParams } from "../../server/shop/admin/admin-route";
import { listStocks, loadStock, updateStock } from "../../server/shop/admin/stocks";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { DialogField, fieldValue, FormDialog } from "../features/admin/kit/admin-dialog";
import { AdminScreen, AdminScreenError, ScreenAlert } from "../features/admin/kit/admin-screen";
import { DataTable, ListSearch, type Column } from "../features/admin/kit/data-table";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-stocks";
import { RowLink } from "../features/admin/kit/row-links";

const m = adminStockTexts;
const s = adminScreenTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const updateId = dialogRow(request, "update");
  const [list, updating] = await Promise.all([listStocks(db, listParams(request)), updateId ? loadStock(db, updateId) : null]);
  return { list, updating, dialogMissing: Boolean(updateId && !updating) };
}

export const action = adminAction({
  update: dialogWrite(stockUpdateSchema, "stock-updated", ({ db, admin, rowId }, update) => updateStock(db, admin, rowId(), update)),
});

export const meta = privateMeta(m.title);

export default function AdminStocks({ loaderData, actionData }: Route.ComponentProps) {
  const { list, updating, dialogMissing } = loaderData;
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
            to={listHref(pathname, here, { update: row.productId })}
            icon={PackagePlus}
            text={m.updateStock}
            label={`${m.updateStock}: ${row.name}`}
            keepScroll
          />
          <RowLink to={`${pathname}/${row.productId}`} icon={History} text={m.history} label={`${m.history}: ${row.name}`} />
        </>
      ),
    },
  ];
  // After a refusal the dialog shows what the server now knows (the stock a sale left).
  const expected = updating ? fieldValue(actionData, "expectedQuantity", String(updating.quantity)) : "";
  return (
    <AdminScreen title={m.title}>
      <ListSearch q={list.q} label={m.searchPlaceholder} placeholder={m.searchPlaceholder} />
      <ScreenAlert message={dialogMissing && m.productNotFound} />
      <DataTable caption={m.title} columns={columns} list={list} rowKey={(row) => row.productId} empty={m.noneFound} />
      {updating ? (
        <FormDialog title={`${m.updateStock}: ${updating.name}`} closeHref={closeHref} intent="update" id={updating.productId} reply={actionData}>
          <input type="hidden" name="expectedQuantity" value={expected} />
          <p className="text-sm text-gray-700">
            {m.currentQuantity}: <strong className="tabular-nums">{Number(expected).toLocaleString("th-TH")}</strong>
          </p>
          <DialogField
            name="quantity"
            type="number"
            label={m.newQuantity}
            reply={actionData}
            defaultValue={fieldValue(actionData, "quantity", String(updating.quantity))}
          />
          <DialogField name="reason" type="textarea" label={m.reason} placeholder={m.reasonPlaceholder} reply={actionData} />
        </FormDialog>
      ) : null}
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.fetchFailed} />;
}
