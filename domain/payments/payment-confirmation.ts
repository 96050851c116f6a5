import type { OrderPromotionLine } from "../orders/viewed-order";
// What the /payment-confirmation page is given (server/shop/payments builds it; the page draws it).
import type { Satang } from "../shared/money";
import type { PaymentMethod } from "../orders/order-status";
import type { BankAccountSetting, PromptPaySetting } from "./payment-proof";

export type PaymentInstructions =
  | { kind: "promptpay"; amount: Satang; qrSvg: string; payload: string; promptPay: PromptPaySetting }
  | { kind: "bankTransfer"; amount: Satang; bankAccount: BankAccountSetting }
  | { kind: "cod"; amount: Satang }
  | { kind: "creditCard"; amount: Satang }
  /** The shop's settings lack what this method needs (no valid PromptPay id or account). */
  | { kind: "unconfigured"; amount: Satang };

/**
 * `awaiting-proof`: the upload form; `no-proof`: COD or card, nothing to upload;
 * `proof-pending`, `paid`, `cancelled`: said instead of offering the upload.
 */
export type PaymentStage = "awaiting-proof" | "no-proof" | "proof-pending" | "paid" | "cancelled";

export type PaymentConfirmationItem = { productName: string; colorName: string; unitPrice: Satang; quantity: number };

export type PaymentConfirmation = {
  orderNumber: string;
  paymentMethod: PaymentMethod;
  items: PaymentConfirmationItem[];
  subtotal: Satang;
  shippingFee: Satang;
  discount: Satang;
  /** The promotions the order carries; the rest of `discount` is the points'. */
  promotions: readonly OrderPromotionLine[];
  totalAmount: Satang;
  /** Null once paying is over (proof sent, paid, cancelled). */
  instructions: PaymentInstructions | null;
  stage: PaymentStage;
  /** An admin looking at a customer's order sees it, but the upload is the customer's. */
  viewerIsOwner: boolean;
  /** The latest proof's address (/payment-proofs/<id>), when one was sent. */
  proofUrl: string | null;
  /** When the order must be paid by (ISO), while the shopper still has to pay; null otherwise. */
  paymentDeadline: string | null;
  /** The server's time the page was built at (ISO): the countdown's first reading. */
  renderedAt: string;
};
