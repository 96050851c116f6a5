import { Printer, Tag } from "lucide-react";
import { data, Link } from "react-router";
import { listHref } from "../../domain/admin/admin-list";
import { canMoveOrder, isPrepaidUnpaid } from "../../domain/admin/admin-orders";
import { formatThaiDateTime } from "../../domain/shared/dates";
import { orderPageTexts } from "../features/orders/texts";
import { adminOrderTexts } from "../../domain/admin/admin-order-texts";
import { formatBaht } from "../../domain/shared/money";
import { isPaymentMethod, isPaymentStatus, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, SHIPPING_CARRIER_LABELS } from "../../domain/orders/order-status";
import { loadOrderDetail } from "../../server/shop/admin/orders";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { OrderStatusBadge, PaymentStatusBadge } from "../ui/status-badges";
import { ADMIN_BUTTON, AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { OrderRowActions } from "../features/admin/orders/order-row-actions";
import { OrderAmountsList, OrderLinesTable } from "../features/orders/order-lines";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-orders.$orderNumber";
import { BackArrow } from "../features/admin/kit/back-arrow";
import { TitledSection } from "../ui/titled-section";
import { OrderAfterSaleSection } from "../features/admin/after-sale/order-after-sale";

const m = adminOrderTexts;

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const detail = await loadOrderDetail(database(), admin.id, params.orderNumber);
  if (!detail) return data({ detail: null }, { status: 404 });
  return { detail };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const detail = loaded?.detail;
  return privatePageMeta(detail ? m.detailTitle(detail.order.orderNumber) : m.notFound, matches);
}

const SECTION = "rounded-2xl border border-gray-200 bg-white p-5 text-sm";

/** One order for staff: states and buttons, items, address, payments, shipment and the timeline of changes. */
export default function AdminOrderDetail({ loaderData }: Route.ComponentProps) {
  const { detail } = loaderData;
  if (!detail) {
    return (
      <AdminScreen title={m.notFound}>
        <Link to="/admin-orders" className={ADMIN_BUTTON.secondary}>
          {m.backToList}
        </Link>
      </AdminScreen>
    );
  }
  const { order, payments, timeline, accountEmail } = detail;
  // The buttons act through the list, searched down to this order (where its dialogs live).
  const listOfOne = { q: order.orderNumber, page: 1 };
  // Its processing and shipping dialogs ask for the confirmation; the page says why before staff press (decision 102).
  const unpaidWarning =
    isPrepaidUnpaid(order) && canMoveOrder(order.status, "shipped") ? m.unpaidWarning(PAYMENT_METHOD_LABELS[order.paymentMethod], "shipped") : null;
  return (
    <AdminScreen
      title={m.detailTitle(order.orderNumber)}
      actions={
        <>
          <Link to={`/admin-orders/${order.orderNumber}/packing-slip`} className={ADMIN_BUTTON.secondary}>
            <Printer className="size-4" aria-hidden />
            {m.printPackingSlip}
          </Link>
          <Link to={`/admin-orders/labels?order=${order.id}`} className={ADMIN_BUTTON.secondary}>
            <Tag className="size-4" aria-hidden />
            {m.printLabel}
          </Link>
        </>
      }
    >
      <Link to="/admin-orders" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <BackArrow />
        {m.backToList}
      </Link>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <TitledSection id="order-state" title={m.orderStatus} className={SECTION} headingClassName="sr-only">
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.paymentStatus} />
            <span className="text-gray-600">{formatThaiDateTime(order.createdAt)}</span>
          </div>
          {unpaidWarning ? <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 font-medium text-amber-900">{unpaidWarning}</p> : null}
          <div className="mt-3">
            <OrderRowActions
              order={order}
              formAction={listHref("/admin-orders", listOfOne)}
              dialogHref={(dialog) => listHref("/admin-orders", listOfOne, { [dialog]: order.id })}
            />
          </div>
          {order.shipment ? (
            <p className="mt-3">
              <span className="font-medium">{m.shipment}: </span>
              {SHIPPING_CARRIER_LABELS[order.shipment.carrier]} · <span className="font-mono">{order.shipment.trackingNumber}</span>
            </p>
          ) : null}
        </TitledSection>

        <TitledSection id="order-address" title={m.shippingAddress} className={SECTION}>
          <p className="font-medium">
            {order.shipping.firstName} {order.shipping.lastName}
          </p>
          <p>{order.shipping.address}</p>
          <p>
            {order.shipping.city} {order.shipping.postalCode}
          </p>
          <p className="mt-1 text-gray-600">{orderPageTexts.phone(order.shipping.phone)}</p>
          <p className="text-gray-600">{orderPageTexts.email(order.shipping.email)}</p>
          {accountEmail && accountEmail !== order.shipping.email ? <p className="text-gray-500">({accountEmail})</p> : null}
        </TitledSection>
      </div>

      <section aria-labelledby="order-items" className={`${SECTION} mt-4`}>
        <h2 id="order-items" className="mb-2 font-semibold">
          {m.items}
        </h2>
        <OrderLinesTable items={order.items} />
        <div className="mt-4 sm:ml-auto sm:max-w-xs">
          <OrderAmountsList amounts={order} />
        </div>
      </section>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <TitledSection id="order-payment" title={m.payment} className={SECTION}>
          <p>
            {m.paymentMethod}: {PAYMENT_METHOD_LABELS[order.paymentMethod]}
          </p>
          {payments.length === 0 ? <p className="mt-2 text-gray-600">{m.noPayment}</p> : null}
          <ul className="mt-2 space-y-2">
            {payments.map((payment) => (
              <li key={payment.id} className="rounded-xl bg-gray-50 p-3">
                <p className="font-medium">
                  {formatBaht(payment.amount)} · {isPaymentMethod(payment.paymentMethod) ? PAYMENT_METHOD_LABELS[payment.paymentMethod] : payment.paymentMethod}{" "}
                  · {isPaymentStatus(payment.status) ? PAYMENT_STATUS_LABELS[payment.status] : payment.status}
                </p>
                <p className="text-gray-600">
                  {formatThaiDateTime(payment.createdAt)}
                  {payment.bankName ? ` · ${payment.bankName}` : ""}
                  {payment.reference ? ` · ${payment.reference}` : ""}
                </p>
                {payment.adminNotes ? <p className="text-gray-600">{payment.adminNotes}</p> : null}
                <Link
                  to={listHref("/admin-payments", { q: order.orderNumber, page: 1 }, { details: payment.id })}
                  className="mt-1 inline-block font-medium text-brand-700 underline"
                >
                  {m.reviewPayment}
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="order-timeline" title={m.timeline} className={SECTION}>
          <ol className="space-y-2 border-l-2 border-brand-100 pl-4">
            {timeline.map((entry, index) => (
              <li key={index}>
                <time dateTime={new Date(entry.at).toISOString()} className="block text-xs text-gray-500">
                  {formatThaiDateTime(entry.at)}
                </time>
                <span>{entry.text}</span>
                {entry.by ? <span className="block text-xs text-gray-500">{entry.by}</span> : null}
              </li>
            ))}
          </ol>
        </TitledSection>
      </div>

      {detail.afterSale ? <OrderAfterSaleSection afterSale={detail.afterSale} className={`${SECTION} mt-4`} /> : null}
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.loadFailed} />;
}
