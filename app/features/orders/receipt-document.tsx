import { ArrowLeft, FileText } from "lucide-react";
import { taxInvoiceTexts } from "../../../domain/orders/tax-invoice-texts";
import { Link } from "react-router";
import { formatThaiDate } from "../../../domain/shared/dates";
import { orderPageTexts } from "./texts";
import { ORDER_PAYMENT_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "../../../domain/orders/order-status";
import { OrderAmountsList, OrderLinesTable } from "./order-lines";
import type { OrderView, ReceiptKind } from "./order-view";
import { DocumentFacts, PrintedDocument } from "./printed-document";
import { TitledSection } from "../../ui/titled-section";

const m = orderPageTexts;

export type ReceiptDocumentProps = {
  order: OrderView;
  receiptKind: ReceiptKind;
  totalInWords: string;
  paidAt: Date | null;
  shop: { name: string; address: string; phone: string; email: string };
  /** The order's issued full tax invoice, offered beside the receipt (decision 079). */
  taxInvoiceNumber?: string | null;
};

/**
 * The printable receipt (ใบเสร็จรับเงิน) of a paid order, or the statement (ใบแจ้งยอด) of one
 * not paid yet (decision 027). A4-friendly: the site's header and footer and this page's
 * buttons are hidden when printed.
 */
export function ReceiptDocument({ order, receiptKind, totalInWords, paidAt, shop, taxInvoiceNumber = null }: ReceiptDocumentProps) {
  const isReceipt = receiptKind === "receipt";
  const { shipping } = order;
  const note =
    order.status === "cancelled" && !isReceipt
      ? m.cancelledStatementNote
      : order.paymentStatus === "refunded"
        ? m.refundedNote
        : isReceipt
          ? null
          : order.paymentMethod === "cod"
            ? m.codStatementNote
            : m.statementNote;
  return (
    <PrintedDocument
      back={{ href: `/orders/${encodeURIComponent(order.orderNumber)}`, label: m.backToOrder, arrow: <ArrowLeft className="size-4" aria-hidden /> }}
      actions={
        taxInvoiceNumber ? (
          <Link
            to={`/orders/${encodeURIComponent(order.orderNumber)}/tax-invoice`}
            className="inline-flex items-center gap-2 rounded-full border border-brand-300 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <FileText className="size-4" aria-hidden />
            {taxInvoiceTexts.viewInvoice}
          </Link>
        ) : null
      }
    >
      <header className="flex flex-col gap-4 border-b border-gray-300 pb-4 sm:flex-row sm:justify-between print:flex-row print:justify-between">
        <div>
          <p className="text-lg font-bold">{shop.name}</p>
          {shop.address ? <p className="whitespace-pre-line text-gray-700">{shop.address}</p> : null}
          {shop.phone ? <p className="text-gray-700">{m.phone(shop.phone)}</p> : null}
          {shop.email ? <p className="text-gray-700">{m.email(shop.email)}</p> : null}
        </div>
        <div className="sm:text-right print:text-right">
          <h1 className="text-2xl font-bold">{isReceipt ? m.receipt : m.statement}</h1>
          <DocumentFacts
            className="mt-2 space-y-0.5"
            facts={[
              [isReceipt ? m.receiptNumber : m.statementNumber, order.orderNumber, "whitespace-nowrap font-mono font-semibold"],
              [m.orderedOn, formatThaiDate(order.createdAt)],
              paidAt ? [m.paidOn, formatThaiDate(paidAt)] : null,
            ]}
          />
        </div>
      </header>

      {note ? (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 print:bg-transparent">
          {note}
        </p>
      ) : null}

      <TitledSection id="receipt-customer" title={m.customer} headingClassName="font-semibold">
        <p>
          {shipping.firstName} {shipping.lastName}
        </p>
        <p>
          {shipping.address} {shipping.city} {shipping.postalCode}
        </p>
        <p className="text-gray-700">{m.phone(shipping.phone)}</p>
      </TitledSection>

      <OrderLinesTable items={order.items} />

      <div className="grid gap-4 sm:grid-cols-[1fr_16rem] print:grid-cols-[1fr_16rem]">
        <dl className="space-y-2">
          <div>
            <dt className="text-gray-500">{m.totalInWords}</dt>
            <dd className="font-semibold" data-testid="total-in-words">
              ({totalInWords})
            </dd>
          </div>
          <div>
            <dt className="inline text-gray-500">{m.paymentMethod} </dt>
            <dd className="inline">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
          </div>
          <div>
            <dt className="inline text-gray-500">{m.paymentStatus} </dt>
            <dd className="inline">{ORDER_PAYMENT_STATUS_LABELS[order.paymentStatus]}</dd>
          </div>
        </dl>
        <OrderAmountsList amounts={order} />
      </div>

      {isReceipt ? <p className="border-t border-gray-300 pt-4 text-center text-gray-600">{m.thanks}</p> : null}
    </PrintedDocument>
  );
}
