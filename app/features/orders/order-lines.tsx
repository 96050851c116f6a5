import { TableHeadings } from "../../ui/table-headings";
import { orderPageTexts } from "./texts";
import { formatBaht, type Satang } from "../../../domain/money";

const m = orderPageTexts;

export type OrderLine = { productName: string; colorName: string; unitPrice: Satang; quantity: number };

export type OrderAmounts = { subtotal: Satang; shippingFee: Satang; discount: Satang; totalAmount: Satang };

/** The order's snapshot lines as a table: what was bought, at the price it was bought for. */
export function OrderLinesTable({ items }: { items: readonly OrderLine[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{m.items}</caption>
      <TableHeadings
        className="border-b border-brand-100 text-left text-xs text-gray-500"
        columns={[
          [m.product, "py-2 pr-2 font-medium"],
          [m.unitPrice, "hidden py-2 pr-2 text-right font-medium sm:table-cell print:table-cell"],
          [m.quantity, "py-2 pr-2 text-right font-medium"],
          [m.lineTotal, "py-2 text-right font-medium"],
        ]}
      />
      <tbody>
        {items.map((item, index) => (
          <tr key={`${item.productName}-${item.colorName}-${index}`} className="border-b border-brand-50 align-top" data-testid="order-line">
            <td className="py-2 pr-2">
              <p className="font-medium">{item.productName}</p>
              {item.colorName ? (
                <p className="text-xs text-gray-600">
                  {m.shade} {item.colorName}
                </p>
              ) : null}
              <p className="text-xs text-gray-500 sm:hidden print:hidden">{formatBaht(item.unitPrice)}</p>
            </td>
            <td className="hidden py-2 pr-2 text-right sm:table-cell print:table-cell">{formatBaht(item.unitPrice)}</td>
            <td className="py-2 pr-2 text-right">{item.quantity.toLocaleString("th-TH")}</td>
            <td className="py-2 text-right font-medium">{formatBaht(item.unitPrice * item.quantity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Subtotal, shipping, points discount and the total, as the order was priced. */
export function OrderAmountsList({ amounts }: { amounts: OrderAmounts }) {
  return (
    <dl className="space-y-1.5 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-gray-600">{m.subtotal}</dt>
        <dd>{formatBaht(amounts.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-gray-600">{m.shipping}</dt>
        <dd>{amounts.shippingFee === 0 ? m.freeShipping : formatBaht(amounts.shippingFee)}</dd>
      </div>
      {amounts.discount > 0 ? (
        <div className="flex justify-between gap-4 text-emerald-700">
          <dt>{m.pointsDiscount}</dt>
          <dd>−{formatBaht(amounts.discount)}</dd>
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
