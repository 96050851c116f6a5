import { CarrierField } from "../features/admin/orders/carrier-field";
import { Download } from "lucide-react";
import { Link } from "react-router";
import { BULK_ORDER_DIALOGS, bulkProcessingSchema, bulkShipSchema, seenOrders, selectedOrderIds, type BulkResult } from "../../domain/admin/admin-bulk-orders";
import { isPrepaidUnpaid, orderCancelSchema, orderMoveSchema, type AdminOrderMove } from "../../domain/admin/admin-orders";
import { listHref } from "../../domain/admin/admin-list";
import { formatThaiDateTime } from "../../domain/shared/dates";
import { adminOrderTexts } from "../../domain/admin/admin-order-texts";
import { formatBaht } from "../../domain/shared/money";
import { refused } from "../../domain/shared/refusal";
import { isPaymentMethod, ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_METHOD_LABELS } from "../../domain/orders/order-status";
import { adminAction, dialogRow, dialogWrite, listParams, type AdminIntent } from "../../server/shop/admin/admin-route";
import { loadSelectedOrders, moveSelectedToProcessing, shipSelected } from "../../server/shop/admin/bulk-orders";
import { cancelOrderAsAdmin, moveOrder } from "../../server/shop/admin/order-moves";
import { listOrders, loadOrderRow, ORDER_LIST_FILTERS } from "../../server/shop/admin/orders";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { formShownAgain } from "../../server/platform/http/refusal-answer";
import { OrderStatusBadge, PaymentStatusBadge } from "../ui/status-badges";
import { DialogField, FormDialog } from "../features/admin/kit/admin-dialog";
import { ADMIN_BUTTON, AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { DataTable, ListSearch, StatusFilter, type Column } from "../features/admin/kit/data-table";
import { useListLinks } from "../features/admin/kit/list-screen";
import { BulkProcessingDialog, BulkResultPanel, BulkSelectBox, BulkShipDialog, BulkToolbar } from "../features/admin/orders/bulk-orders";
import { OrderRowActions } from "../features/admin/orders/order-row-actions";
import { UnpaidConfirmation } from "../features/admin/orders/unpaid-confirmation";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-orders";
import type { ReactNode } from "react";
import type { FormReply } from "../../domain/shared/form-contract";
import { PersonCell } from "../features/admin/kit/person-cell";

const m = adminOrderTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const processId = dialogRow(request, "process");
  const shipId = dialogRow(request, "ship");
  const cancelId = dialogRow(request, "cancel");
  const search = new URL(request.url).searchParams;
  const bulk = BULK_ORDER_DIALOGS.find((dialog) => dialog === search.get("bulk")) ?? null;
  const [list, processing, shipping, cancelling, selected] = await Promise.all([
    listOrders(db, listParams(request, ORDER_LIST_FILTERS)),
    processId ? loadOrderRow(db, processId) : null,
    shipId ? loadOrderRow(db, shipId) : null,
    cancelId ? loadOrderRow(db, cancelId) : null,
    bulk ? loadSelectedOrders(db, selectedOrderIds(search.getAll("order"))) : [],
  ]);
  return {
    list,
    processing,
    shipping,
    cancelling,
    dialogMissing: Boolean((processId && !processing) || (shipId && !shipping) || (cancelId && !cancelling)),
    bulk: bulk && selected.length > 0 ? { dialog: bulk, orders: selected } : null,
    bulkNoneSelected: Boolean(bulk && selected.length === 0),
    selectAll: search.get("select") === "all",
  };
}

/**
 * A bulk dialog's orders (`order` with the status it showed, `seen`), each moved by the
 * single-order `moveOrder` (decision 078); the answer is the count done and each refusal.
 */
type IntentAnswer = Awaited<ReturnType<AdminIntent>>;
function bulkIntent(write: (context: Parameters<AdminIntent>[0]) => Promise<IntentAnswer | BulkResult>): AdminIntent {
  return async (context) => {
    const result = await write(context);
    return isBulkResult(result) ? formShownAgain(context.intent, result, context.form) : result;
  };
}

const isBulkResult = (answer: IntentAnswer | BulkResult): answer is BulkResult => !(answer instanceof Response) && "done" in answer;

const selectedIn = (form: FormData) => seenOrders(form.getAll("order"), form.getAll("seen"));

/** A bulk dialog's unpaid confirmation (decision 102): sent only when the selection held an unpaid prepaid order. */
const unpaidConfirmationIn = (form: FormData) => ({
  confirmUnpaid: form.get("confirmUnpaid") ?? undefined,
  unpaidReason: form.get("unpaidReason") ?? undefined,
});

/** The warning over a dialog moving this order to `to`, when it is an unpaid prepaid one. */
function unpaidWarning(order: { paymentMethod: string; paymentStatus: string }, to: "processing" | "shipped"): string | null {
  if (!isPrepaidUnpaid(order)) return null;
  return m.unpaidWarning(isPaymentMethod(order.paymentMethod) ? PAYMENT_METHOD_LABELS[order.paymentMethod] : order.paymentMethod, to);
}

/**
 * What each form may move an order to: the row buttons to processing or delivered, the processing
 * dialog (an unpaid prepaid order's, with its confirmation) to processing, and only the shipping
 * dialog, which asks for a carrier, to shipped.
 */
const MOVES_OF: Readonly<Record<"row" | "processing" | "shipping", readonly AdminOrderMove[]>> = {
  row: ["processing", "delivered"],
  processing: ["processing"],
  shipping: ["shipped"],
};

function moveOrderWith(dialog: keyof typeof MOVES_OF): AdminIntent {
  return async ({ db, admin, rowId, parse, answer, refuse }) => {
    const parsed = parse(orderMoveSchema);
    if (!parsed.ok) return parsed.reply;
    if (!MOVES_OF[dialog].includes(parsed.value.to)) return refuse(refused(400, m.staleForm));
    return answer(await moveOrder(db, admin, rowId(), parsed.value), "order-status-updated");
  };
}

export const action = adminAction(
  {
    cancel: dialogWrite(orderCancelSchema, "order-cancelled", ({ db, admin, rowId }, cancel) => cancelOrderAsAdmin(db, admin, rowId(), cancel)),
    move: moveOrderWith("row"),
    process: moveOrderWith("processing"),
    ship: moveOrderWith("shipping"),
    "bulk-processing": bulkIntent(async ({ db, admin, form, parse }) => {
      const parsed = parse(bulkProcessingSchema, { orders: selectedIn(form), ...unpaidConfirmationIn(form) });
      return parsed.ok ? moveSelectedToProcessing(db, admin, parsed.value) : parsed.reply;
    }),
    "bulk-ship": bulkIntent(async ({ db, admin, form, parse, refuse }) => {
      const parsed = parse(bulkShipSchema, {
        orders: selectedIn(form),
        carrier: form.get("carrier"),
        trackingNumbers: form.get("trackingNumbers"),
        ...unpaidConfirmationIn(form),
      });
      if (!parsed.ok) return parsed.reply;
      const shipped = await shipSelected(db, admin, parsed.value);
      return shipped.ok ? shipped.value : refuse(shipped);
    }),
  },
  { listFilters: ORDER_LIST_FILTERS },
);

export const meta = privateMeta(m.title);

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => [status, ORDER_STATUS_LABELS[status]] as const);

/** The two move dialogs: the status each moves an order to, its title and its button. */
const MOVE_DIALOGS = {
  process: { to: "processing", title: m.processTitle, submitLabel: m.processSubmit },
  ship: { to: "shipped", title: m.shipTitle, submitLabel: m.shipSubmit },
} as const;

/**
 * One order's move dialog (to processing, or shipped with its parcel): the status it was seen in
 * goes along, so a move made meanwhile is refused, and an unpaid prepaid order asks to be confirmed.
 */
function MoveDialog({
  intent,
  order,
  closeHref,
  reply,
  children,
}: {
  intent: keyof typeof MOVE_DIALOGS;
  order: { id: string; orderNumber: string; status: string; paymentMethod: string; paymentStatus: string };
  closeHref: string;
  reply: FormReply | undefined;
  children?: ReactNode;
}) {
  const { to, title, submitLabel } = MOVE_DIALOGS[intent];
  const warning = unpaidWarning(order, to);
  return (
    <FormDialog title={title(order.orderNumber)} closeHref={closeHref} intent={intent} id={order.id} reply={reply} submitLabel={submitLabel}>
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="expectedStatus" value={order.status} />
      {warning ? <UnpaidConfirmation warning={warning} reply={reply} /> : null}
      {children}
    </FormDialog>
  );
}

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { list, processing, shipping, cancelling, dialogMissing, bulk, bulkNoneSelected, selectAll } = loaderData;
  const links = useListLinks(list);
  const { closeHref } = links;
  const status = list.filters?.status ?? "";
  // A row button's refusal (the order moved meanwhile) has no dialog to sit in: it heads the list.
  const rowRefusal = actionData && actionData.intent === "move" ? actionData.message : null;
  // A bulk change answers with what it did; the list shows it, and its dialog is done.
  const bulkResult = actionData?.ok && actionData.intent.startsWith("bulk-") ? (actionData.detail as BulkResult | undefined) : undefined;
  const keep: Record<string, string> = {
    ...(list.q ? { q: list.q } : {}),
    ...(list.page > 1 ? { page: String(list.page) } : {}),
    ...(status ? { status } : {}),
  };
  type Row = (typeof list.rows)[number];
  const columns: Column<Row>[] = [
    { header: m.bulk.select, cell: (row) => <BulkSelectBox order={row} checked={selectAll} /> },
    {
      header: m.orderNumber,
      cell: (row) => (
        <Link to={`/admin-orders/${row.orderNumber}`} className="font-mono font-medium whitespace-nowrap text-brand-700 hover:underline">
          {row.orderNumber}
        </Link>
      ),
    },
    { header: m.customer, cell: (row) => <PersonCell name={`${row.firstName} ${row.lastName}`} email={row.email} /> },
    { header: m.total, className: "text-right whitespace-nowrap", cell: (row) => formatBaht(row.totalAmount) },
    { header: m.orderStatus, cell: (row) => <OrderStatusBadge status={row.status} /> },
    { header: m.paymentStatus, cell: (row) => <PaymentStatusBadge status={row.paymentStatus} /> },
    {
      header: m.date,
      className: "whitespace-nowrap",
      cell: (row) => <time dateTime={new Date(row.createdAt).toISOString()}>{formatThaiDateTime(row.createdAt)}</time>,
    },
    {
      header: m.actions,
      actions: true,
      className: "text-right",
      cell: (row) => <OrderRowActions order={row} dialogHref={(dialog) => links.to({ [dialog]: row.id })} />,
    },
  ];
  const exportHref = listHref("/admin-orders/export", { q: list.q, page: 1, ...(list.filters ? { filters: list.filters } : {}) });
  return (
    <AdminScreen
      title={m.title}
      actions={
        <a href={exportHref} download className={ADMIN_BUTTON.secondary}>
          <Download className="size-4" aria-hidden />
          {m.exportCsv}
        </a>
      }
    >
      <ListSearch q={list.q} label={m.searchPlaceholder} placeholder={m.searchPlaceholder}>
        <StatusFilter id="order-status-filter" label={m.statusFilter} value={status} options={[["", m.allStatuses], ...STATUS_OPTIONS]} />
      </ListSearch>
      <BulkToolbar keep={keep} allSelected={selectAll} selectAllHref={links.to({ select: selectAll ? undefined : "all" })} />
      {dialogMissing || rowRefusal || bulkNoneSelected ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {rowRefusal ?? (bulkNoneSelected ? m.bulk.noneSelected : m.notFound)}
        </p>
      ) : null}
      {bulkResult ? <BulkResultPanel result={bulkResult} /> : null}
      <DataTable caption={m.title} columns={columns} list={list} rowKey={(row) => row.id} empty={m.noneFound} />
      {shipping ? (
        <MoveDialog intent="ship" order={shipping} closeHref={closeHref} reply={actionData}>
          <CarrierField reply={actionData} />
          <DialogField name="trackingNumber" label={m.trackingNumber} reply={actionData} />
        </MoveDialog>
      ) : null}
      {processing ? <MoveDialog intent="process" order={processing} closeHref={closeHref} reply={actionData} /> : null}
      {bulk && !bulkResult && bulk.dialog === "processing" ? <BulkProcessingDialog orders={bulk.orders} closeHref={closeHref} reply={actionData} /> : null}
      {bulk && !bulkResult && bulk.dialog === "ship" ? <BulkShipDialog orders={bulk.orders} closeHref={closeHref} reply={actionData} /> : null}
      {cancelling ? (
        <FormDialog
          title={m.cancelTitle(cancelling.orderNumber)}
          closeHref={closeHref}
          intent="cancel"
          id={cancelling.id}
          reply={actionData}
          submitLabel={m.cancelConfirm}
        >
          <p className="text-sm text-gray-700">{m.cancelIntro}</p>
          <input type="hidden" name="expectedStatus" value={cancelling.status} />
          <DialogField name="reason" type="textarea" label={m.cancelReason} reply={actionData} />
        </FormDialog>
      ) : null}
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.loadFailed} />;
}
