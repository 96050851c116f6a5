// What /payment-confirmation shows for one order: its summary, how to pay it, and whether a
// proof upload is what comes next.
import { desc, eq } from "drizzle-orm";
import type { PaymentConfirmation, PaymentStage } from "../../../domain/payments/payment-confirmation";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { payments } from "../../platform/db/schema";
import { orderForViewer, type OrderViewer } from "../orders/order-access";
import { shopperPaymentDeadline } from "../orders/order-pages";
import { paymentInstructionsFor, paymentProvider } from "./payment-providers";

/** Null for an order the viewer may not see, exactly as for one that does not exist. */
export async function loadPaymentConfirmation(db: DatabaseOrTransaction, viewer: OrderViewer, orderNumber: string): Promise<PaymentConfirmation | null> {
  const order = await orderForViewer(db, viewer, orderNumber);
  if (!order) return null;
  const provider = paymentProvider(order.paymentMethod);
  const [latestProof] = await db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const stage: PaymentStage =
    order.status === "cancelled"
      ? "cancelled"
      : order.paymentStatus === "paid" || order.paymentStatus === "refunded"
        ? "paid"
        : order.paymentStatus === "pending" && latestProof?.status !== "rejected"
          ? "proof-pending"
          : !provider.expectsProof
            ? "no-proof"
            : "awaiting-proof";
  // The QR is drawn only while it can still be used.
  const instructions = stage === "awaiting-proof" || stage === "no-proof" ? await paymentInstructionsFor(db, order.paymentMethod, order.totalAmount) : null;
  return {
    orderNumber: order.orderNumber,
    paymentMethod: order.paymentMethod,
    items: order.items.map(({ productName, colorName, unitPrice, quantity }) => ({ productName, colorName, unitPrice, quantity })),
    subtotal: order.subtotal,
    shippingFee: order.shippingFee,
    discount: order.discount,
    promotions: order.promotions,
    totalAmount: order.totalAmount,
    instructions,
    stage,
    viewerIsOwner: order.userId === viewer.id,
    proofUrl: latestProof ? `/payment-proofs/${latestProof.id}` : null,
    paymentDeadline: stage === "awaiting-proof" ? shopperPaymentDeadline(order) : null,
    renderedAt: new Date().toISOString(),
  };
}
