import type { OrderAfterSale } from "../../../domain/after-sale/after-sale-view";
import { awaitsPayment } from "../../../domain/orders/order-tracking";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { type OrderViewer, type ViewedOrder } from "../orders/order-access";
import { orderPage, receiptKindOf, shopperPaymentDeadline, type OrderPageAnswer, type ReceiptKind } from "../orders/order-pages";
import { orderTaxInvoice, type OrderTaxInvoice } from "../orders/tax-invoices";
import { paymentInstructionsFor, type PaymentInstructions } from "../payments/payment-providers";
import { reviewableProducts, type ReviewableProduct } from "../product-reviews/product-reviews";
import { orderAfterSale } from "../after-sale/request-views";

// The member's order page puts together what four features own: the order (orders), how to pay
// for it (payments), what of it may be reviewed (product-reviews) and what may still be asked after
// the sale (after-sale). It sits above all of them so none imports another's page (issue 34: no
// import cycle between features).

export type MemberOrderPage = {
  order: ViewedOrder;
  receiptKind: ReceiptKind;
  awaitsPayment: boolean;
  /** The QR or account to pay to, while the order waits for the shopper's money. */
  paymentInstructions: PaymentInstructions | null;
  /** A delivered order's products its owner may review (decision 072); none for anyone else. */
  reviewable: ReviewableProduct[];
  /** When it must be paid by (ISO), while that is the shopper's to do (`shopperPaymentDeadline`). */
  paymentDeadline: string | null;
  /** The server's time the page was built at (ISO): the countdown's first reading, in the HTML and at hydration. */
  renderedAt: string;
  /** The full tax invoice: offered, requested, issued (decision 079). */
  taxInvoice: OrderTaxInvoice;
  /** What the owner may cancel, change or return, their requests and the refunds (decision 104); null for an admin viewing another's order. */
  afterSale: OrderAfterSale | null;
};

/** `/orders/{number}`: the order with its lines, amounts, states and what to do next. */
export function memberOrderPage(db: DatabaseOrTransaction, viewer: OrderViewer | null, orderNumber: string): Promise<OrderPageAnswer<MemberOrderPage>> {
  return orderPage(db, viewer, orderNumber, async (order, viewer) => {
    const waiting = awaitsPayment(order);
    const owner = order.userId === viewer.id;
    const [paymentInstructions, reviewable, taxInvoice, afterSale] = await Promise.all([
      waiting ? paymentInstructionsFor(db, order.paymentMethod, order.totalAmount) : null,
      order.status === "delivered" && owner ? reviewableProducts(db, viewer.id, order.orderNumber) : [],
      orderTaxInvoice(db, order.id),
      owner ? orderAfterSale(db, order) : null,
    ]);
    return {
      order,
      receiptKind: receiptKindOf(order.paymentStatus),
      awaitsPayment: waiting,
      paymentInstructions,
      reviewable,
      paymentDeadline: shopperPaymentDeadline(order),
      renderedAt: new Date().toISOString(),
      taxInvoice,
      afterSale,
    };
  });
}
