// What the order page and the staff's queue show of after-sale requests (decision 104): wire types both sides share.
import type { Satang } from "../shared/money";
import type { AfterSaleChoices } from "./after-sale-policy";
import type { RefundMethod, RequestAddress, RequestKind, RequestReason, RequestStatus, RequestStep, ReturnWanted } from "./after-sale-requests";

export type RequestStepView = { step: RequestStep; actor: "member" | "staff"; note: string; at: string };
export type RequestLineView = { itemId: string; name: string; colorName: string; quantity: number; newColorName: string | null; unitPrice: Satang };
export type RequestView = {
  id: string;
  kind: RequestKind;
  status: RequestStatus;
  reason: RequestReason;
  wanted: ReturnWanted | null;
  details: string;
  lines: RequestLineView[];
  address: RequestAddress | null;
  /** Links to the photos (private: the member's own and staff only). */
  photoUrls: string[];
  staffNote: string | null;
  createdAt: string;
  steps: RequestStepView[];
};
export type RefundView = { id: string; amount: Satang; method: RefundMethod; reference: string; createdAt: string; slipUrl: string | null };
/** A line the member may return (how many are still theirs) or change the shade of (the product's shades). */
export type AfterSaleLine = { itemId: string; name: string; colorName: string; quantity: number; returnable: number; shades: string[] };

export type OrderAfterSale = {
  choices: Omit<AfterSaleChoices, "returnUntil"> & { returnUntil: string | null };
  lines: AfterSaleLine[];
  requests: RequestView[];
  refunds: RefundView[];
  refundedAmount: Satang;
  /** Credit notes correcting the order's full tax invoice (decision 103), each with its printable page. */
  creditNotes: CreditNoteView[];
};
export type CreditNoteView = { creditNoteNumber: string; issuedAt: string; amount: Satang; url: string };

/** One row of the staff's queue. */
export type RequestQueueRow = {
  id: string;
  orderId: string;
  orderNumber: string;
  customerName: string;
  kind: RequestKind;
  status: RequestStatus;
  reason: RequestReason;
  wanted: ReturnWanted | null;
  createdAt: Date;
  photoCount: number;
};

/** The queue's detail of one request: the request, its order's money and the shopper's history with the shop. */
export type RequestDetail = {
  request: RequestView;
  order: {
    id: string;
    orderNumber: string;
    status: string;
    paymentStatus: string;
    totalAmount: Satang;
    paid: Satang;
    refundedAmount: Satang;
    customerName: string;
    email: string;
  };
  refunds: RefundView[];
  /** A suggested refund: the returned units' value (their share of the discount off), or what is left to refund for a cancellation. */
  suggestedRefund: Satang;
  history: { orders: number; delivered: number; spent: Satang; requests: number; refusedOrWithdrawn: number };
};
