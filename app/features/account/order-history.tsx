import type { OrderSummary } from "../../../domain/orders/viewed-order";
import { CreditCard, Package } from "lucide-react";
import { Link } from "react-router";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import { accountTexts } from "../../../domain/members/account-texts";
import { cartTexts } from "../../../domain/orders/cart-texts";
import { orderTexts } from "../../../domain/orders/order-texts";
import { formatBaht } from "../../../domain/shared/money";
import { ResponsiveImage } from "../../ui/responsive-image";
import { OrderStatusBadge, PaymentStatusBadge } from "../../ui/status-badges";
import { EmptyState } from "../../ui/empty-state";

/** The member's orders, newest first, as the loader returned them. */
export function OrderHistory({ orders }: { orders: readonly OrderSummary[] }) {
  if (orders.length === 0) {
    return <EmptyState icon={Package} message={orderTexts.noOrders} action={{ to: "/products", label: cartTexts.startShopping }} />;
  }
  return (
    <ul className="space-y-3" aria-label={orderTexts.history}>
      {orders.map((order) => (
        <li
          key={order.id}
          data-testid="order-row"
          className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:grid sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
        >
          <div className="min-w-0">
            <OrderThumbnails order={order} />
            <p className="text-xs text-gray-600">{orderTexts.orderNumber}</p>
            <p className="font-mono text-sm font-semibold tracking-wide">
              <Link to={`/orders/${encodeURIComponent(order.orderNumber)}`} className="text-brand-700 underline-offset-2 hover:underline">
                {order.orderNumber}
                <span className="ml-2 font-sans text-xs font-normal tracking-normal">{orderTexts.viewOrder} ›</span>
              </Link>
            </p>
            <p className="mt-1 text-sm text-gray-600">
              <span className="sr-only">{accountTexts.orderDate} </span>
              <time dateTime={new Date(order.createdAt).toISOString()}>{formatThaiDateTime(order.createdAt)}</time>
              <span aria-hidden> · </span>
              {accountTexts.orderItems(order.itemCount)}
            </p>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-2 sm:mt-0 sm:flex-col sm:items-end">
            <p className="text-lg font-bold text-brand-700">
              <span className="sr-only">{accountTexts.orderTotal} </span>
              {formatBaht(order.totalAmount)}
            </p>
            <div className="flex flex-wrap gap-1.5">
              <OrderStatusBadge status={order.status} />
              <PaymentStatusBadge status={order.paymentStatus} />
            </div>
            {order.awaitsPayment ? (
              <Link
                to={`/payment-confirmation?order=${encodeURIComponent(order.orderNumber)}`}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white shadow hover:bg-brand-700"
              >
                <CreditCard className="size-4" aria-hidden />
                {accountTexts.payOrder}
                <span className="sr-only"> {accountTexts.payWhichOrder(order.orderNumber)}</span>
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The first lines' pictures (the snapshot the order was placed with), and how many more lines there are. */
function OrderThumbnails({ order }: { order: OrderSummary }) {
  if (order.thumbnails.length === 0) return null;
  const more = order.lineCount - order.thumbnails.length;
  return (
    <div className="mb-2 flex items-center gap-2" data-testid="order-thumbnails">
      {order.thumbnails.map((picture, index) => (
        <span key={`${picture.imageUrl}-${index}`} className="size-14 shrink-0 overflow-hidden rounded-lg bg-brand-50">
          <ResponsiveImage src={picture.imageUrl} alt={picture.name} width={56} height={56} sizes="56px" className="size-full object-cover" />
        </span>
      ))}
      {more > 0 ? <span className="text-xs text-gray-600">{accountTexts.moreLines(more)}</span> : null}
    </div>
  );
}
