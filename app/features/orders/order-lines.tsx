import { LinesTable, type LinesTableKind } from "../../ui/table-headings";
import { orderPageTexts } from "./texts";
import { formatBaht, type Satang } from "../../../domain/shared/money";
import type { OrderPromotionLine } from "../../../domain/orders/viewed-order";

const m = orderPageTexts;

export type OrderLine = { productName: string; colorName: string; unitPrice: Satang; quantity: number };

export type OrderAmounts = {
  subtotal: Satang;
  shippingFee: Satang;
  discount: Satang;
  totalAmount: Satang;
  /** The promotions the order carries (decision 101); the rest of `discount` is the points'. */
  promotions?: readonly OrderPromotionLine[];
};

/** A line's key: its product and shade, with its place (the same shade can stand twice). */
export function orderLineKey(item: { productName: string; colorName: string }, index: number): string {
  return `${item.productName}-${item.colorName}-${index}`;
}

/** The order's snapshot lines: what was bought, at the price it was bought for. */
const ORDER_LINES: LinesTableKind<OrderLine> = {
  caption: m.items,
  className: "w-full text-sm",
  headClassName: "border-b border-brand-100 text-left text-xs text-gray-500",
  rowClassName: "border-b border-brand-50 align-top",
  rowTestId: "order-line",
  lineKey: orderLineKey,
  columns: [
    [m.product, "py-2 pr-2 font-medium", "py-2 pr-2", (item) => <ProductCell item={item} />],
    [
      m.unitPrice,
      "hidden py-2 pr-2 text-right font-medium sm:table-cell print:table-cell",
      "hidden py-2 pr-2 text-right sm:table-cell print:table-cell",
      (item) => formatBaht(item.unitPrice),
    ],
    [m.quantity, "py-2 pr-2 text-right font-medium", "py-2 pr-2 text-right", (item) => item.quantity.toLocaleString("th-TH")],
    [m.lineTotal, "py-2 text-right font-medium", "py-2 text-right font-medium", (item) => formatBaht(item.unitPrice * item.quantity)],
  ],
};

/** The product, its shade, and on a narrow screen (where its column is hidden) the unit price. */
function ProductCell({ item }: { item: OrderLine }) {
  return (
    <>
      <p className="font-medium">{item.productName}</p>
      {item.colorName ? (
        <p className="text-xs text-gray-600">
          {m.shade} {item.colorName}
        </p>
      ) : null}
      <p className="text-xs text-gray-500 sm:hidden print:hidden">{formatBaht(item.unitPrice)}</p>
    </>
  );
}

/** The order's snapshot lines as a table: what was bought, at the price it was bought for. */
export function OrderLinesTable({ items }: { items: readonly OrderLine[] }) {
  return <LinesTable kind={ORDER_LINES} lines={items} />;
}

/** Subtotal, each promotion's discount, shipping, points discount and the total, as the order was priced. */
export function OrderAmountsList({ amounts }: { amounts: OrderAmounts }) {
  const promotions = amounts.promotions ?? [];
  const pointsDiscount = amounts.discount - promotions.reduce((sum, promotion) => sum + promotion.discount, 0);
  return (
    <dl className="space-y-1.5 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-gray-600">{m.subtotal}</dt>
        <dd>{formatBaht(amounts.subtotal)}</dd>
      </div>
      {promotions
        .filter((promotion) => promotion.discount > 0)
        .map((promotion) => (
          <div key={promotion.title} className="flex justify-between gap-4 text-emerald-700" data-testid="order-promotion">
            <dt>{promotion.code ? `${promotion.title} (${promotion.code})` : promotion.title}</dt>
            <dd className="shrink-0">−{formatBaht(promotion.discount)}</dd>
          </div>
        ))}
      <div className="flex justify-between gap-4">
        <dt className="text-gray-600">{m.shipping}</dt>
        <dd>{amounts.shippingFee === 0 ? m.freeShipping : formatBaht(amounts.shippingFee)}</dd>
      </div>
      {pointsDiscount > 0 ? (
        <div className="flex justify-between gap-4 text-emerald-700">
          <dt>{m.pointsDiscount}</dt>
          <dd>−{formatBaht(pointsDiscount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-brand-100 pt-2 text-base font-bold">
        <dt>{m.total}</dt>
        <dd className="text-brand-700" data-testid="order-total">
          {formatBaht(amounts.totalAmount)}
        </dd>
      </div>
    </dl>
  );
}
