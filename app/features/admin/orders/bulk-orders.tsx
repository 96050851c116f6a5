import { useState } from "react";
import { CarrierField } from "./carrier-field";
import { CheckSquare, Download, Loader, Square, Tag, Truck } from "lucide-react";
import { Link } from "react-router";
import type { BulkResult } from "../../../../domain/admin/admin-bulk-orders";
import { canMoveOrder, isPrepaidUnpaid, needsUnpaidConfirmation } from "../../../../domain/admin/admin-orders";
import { adminOrderTexts } from "../../../../domain/admin/admin-order-texts";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { type OrderPaymentStatus, type OrderStatus } from "../../../../domain/orders/order-status";
import { OrderStatusBadge } from "../../../ui/status-badges";
import { DialogField, FormDialog } from "../kit/admin-dialog";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { UnpaidConfirmation } from "./unpaid-confirmation";

const m = adminOrderTexts;
const b = m.bulk;

/** The form the list's checkboxes belong to (`form=` on each), so the table itself stays the kit's. */
export const BULK_FORM_ID = "orders-bulk";

/**
 * The toolbar over the list (decision 078): a plain GET form — it works the same without
 * scripts. Its buttons open the confirming dialog on this page (`?bulk=processing|ship`),
 * or go to the labels page or the CSV with the ticked orders (`?order=<id>&…`).
 * `keep`: the list's search, page and filter, so the dialog closes back onto the same list.
 */
export function BulkToolbar({ keep, selectAllHref, allSelected }: { keep: Record<string, string>; selectAllHref: string; allSelected: boolean }) {
  return (
    <form
      id={BULK_FORM_ID}
      method="get"
      action="/admin-orders"
      noValidate
      aria-label={b.toolbar}
      className="mt-4 rounded-xl border border-gray-200 bg-gray-50 px-4 py-3"
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Tells the CSV that this is a selection (an empty one is empty, not the whole list). */}
      <input type="hidden" name="selection" value="1" />
      <p className="mb-2 text-sm text-gray-600">{b.toolbarHint}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={selectAllHref} preventScrollReset className={ADMIN_BUTTON.secondary}>
          {allSelected ? <Square className="size-4" aria-hidden /> : <CheckSquare className="size-4" aria-hidden />}
          {allSelected ? b.selectNone : b.selectAll}
        </Link>
        <button type="submit" name="bulk" value="processing" className={ADMIN_BUTTON.secondary}>
          <Loader className="size-4" aria-hidden />
          {b.toProcessing}
        </button>
        <button type="submit" name="bulk" value="ship" className={ADMIN_BUTTON.secondary}>
          <Truck className="size-4" aria-hidden />
          {b.ship}
        </button>
        <button type="submit" formAction="/admin-orders/labels" className={ADMIN_BUTTON.secondary}>
          <Tag className="size-4" aria-hidden />
          {b.printLabels}
        </button>
        <button type="submit" formAction="/admin-orders/export" className={ADMIN_BUTTON.secondary}>
          <Download className="size-4" aria-hidden />
          {b.exportCsv}
        </button>
      </div>
    </form>
  );
}

/** One row's checkbox, in the toolbar's form; `checked`: ticked from the start ("เลือกทั้งหมดในหน้านี้"). */
export function BulkSelectBox({ order, checked }: { order: { id: string; orderNumber: string }; checked: boolean }) {
  return (
    <input
      // A new key when "select all" flips, so the box takes the new starting state after a client navigation too.
      key={checked ? "all" : "one"}
      type="checkbox"
      name="order"
      value={order.id}
      form={BULK_FORM_ID}
      defaultChecked={checked}
      aria-label={b.selectOrder(order.orderNumber)}
      className="size-5 accent-brand-600"
    />
  );
}

type SelectedOrder = {
  id: string;
  orderNumber: string;
  firstName: string;
  lastName: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: string;
};

/** The orders a bulk dialog acts on, numbered (the pasted tracking numbers follow this order), each with the status it will be checked against. */
function SelectedOrders({ orders }: { orders: readonly SelectedOrder[] }) {
  // What staff decided on is the status each order had when the dialog opened: a live refresh
  // may show an order's new status meanwhile, and the server then refuses it as moved meanwhile.
  const [seenAtOpen] = useState(() => new Map(orders.map((order) => [order.id, order.status])));
  return (
    <section aria-label={b.selected}>
      <h3 className="mb-1 text-sm font-medium text-gray-700">{b.selected}</h3>
      <ol className="max-h-60 list-decimal space-y-1 overflow-y-auto rounded-xl border border-gray-200 py-2 pr-3 pl-9 text-sm">
        {orders.map((order) => (
          <li key={order.id}>
            <input type="hidden" name="order" value={order.id} />
            <input type="hidden" name="seen" value={seenAtOpen.get(order.id) ?? order.status} />
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-medium whitespace-nowrap">{order.orderNumber}</span>
              <span>
                {order.firstName} {order.lastName}
              </span>
              <OrderStatusBadge status={order.status} />
              {isPrepaidUnpaid(order) ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{m.unpaidTag}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * How many of the selection are unpaid prepaid orders this move would take forward, and the one
 * confirmation (box and reason) for them all; the server skips each unpaid one without it (decision 102).
 */
function UnpaidInSelection({ orders, to, reply }: { orders: readonly SelectedOrder[]; to: "processing" | "shipped"; reply: FormReply | undefined }) {
  // Counted from what the dialog opened with; the server judges each order again from its locked row.
  const [unpaid] = useState(() => orders.filter((order) => canMoveOrder(order.status, to) && needsUnpaidConfirmation(order, to)).length);
  if (unpaid === 0) return null;
  return <UnpaidConfirmation warning={b.unpaidCount(unpaid, orders.length)} boxLabel={b.confirmUnpaid(unpaid)} reply={reply} />;
}

/** "ย้ายไปกำลังเตรียมสินค้า" for the ticked orders, confirmed. */
export function BulkProcessingDialog({ orders, closeHref, reply }: { orders: readonly SelectedOrder[]; closeHref: string; reply: FormReply | undefined }) {
  return (
    <FormDialog title={b.processingTitle(orders.length)} closeHref={closeHref} intent="bulk-processing" reply={reply} submitLabel={b.processingSubmit}>
      <SelectedOrders orders={orders} />
      <UnpaidInSelection orders={orders} to="processing" reply={reply} />
    </FormDialog>
  );
}

/** Ships the ticked orders: the carrier chosen once, a pasted column of tracking numbers matched line by line. */
export function BulkShipDialog({ orders, closeHref, reply }: { orders: readonly SelectedOrder[]; closeHref: string; reply: FormReply | undefined }) {
  return (
    <FormDialog title={b.shipTitle(orders.length)} closeHref={closeHref} intent="bulk-ship" reply={reply} submitLabel={b.shipSubmit}>
      <SelectedOrders orders={orders} />
      <UnpaidInSelection orders={orders} to="shipped" reply={reply} />
      <CarrierField reply={reply} />
      <DialogField name="trackingNumbers" type="textarea" label={b.trackingNumbers} hint={b.trackingHint} reply={reply} />
    </FormDialog>
  );
}

/** What a bulk change did: "8 ของ 10 สำเร็จ", and each refused order with its reason. */
export function BulkResultPanel({ result }: { result: BulkResult }) {
  const allDone = result.failures.length === 0;
  return (
    <section
      role={allDone ? "status" : "alert"}
      className={`mt-4 rounded-xl px-4 py-3 text-sm ${allDone ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}
    >
      <p className="font-semibold">{b.summary(result.done, result.total)}</p>
      {allDone ? null : (
        <>
          <p className="mt-2">{b.failed}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {result.failures.map((failure) => (
              <li key={failure.orderNumber}>{b.failure(failure.orderNumber, failure.reason)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
