import { z } from "zod";
import { orderTrackingTexts } from "./order-tracking-texts";
import { ORDER_PAYMENT_STATUS_LABELS, type OrderPaymentStatus, type OrderStatus, type PaymentMethod, type PaymentStatus } from "./order-status";

/**
 * The order page's status timeline (decision 071): สั่งซื้อ → ชำระแล้ว → กำลังแพ็ค → จัดส่ง → ได้รับ,
 * each step with the time the order reached it. Derived from the order's own status and the
 * times the shop keeps (orders.created_at, the verified payment, processing_at, shipped_at,
 * delivered_at); a step the order passed without a time of its own (shipped without packing
 * first, or moved before the time was kept) is done with no time rather than a guessed one.
 * The paid step is ticked only by the money itself: an unpaid prepaid order that staff moved on
 * anyway (decision 102) shows it as outstanding, in the payment badge's own words (issue 40).
 */

export const TIMELINE_STEPS = ["ordered", "paid", "packing", "shipped", "delivered"] as const;
export type TimelineStepKey = (typeof TIMELINE_STEPS)[number];

/**
 * done: passed; current: where the order is now (the last step reached, done too); upcoming: not yet;
 * outstanding: the order went past it without it (the money of a prepaid order sent before it was paid).
 */
export type TimelineStepState = "done" | "current" | "upcoming" | "outstanding";

export type TimelineStep = { key: TimelineStepKey; label: string; state: TimelineStepState; at: Date | null };

export type OrderTimeline = { kind: "cancelled" } | { kind: "steps"; steps: TimelineStep[] };

export type TimelineOrder = {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: PaymentMethod;
  createdAt: Date | string;
  /** When the shop accepted the money (the verified payment); null while unpaid. */
  paidAt: Date | string | null;
  processingAt: Date | string | null;
  shippedAt: Date | string | null;
  deliveredAt: Date | string | null;
};

/** How far along each status is, counted in steps (ordered = 0). */
const STATUS_STEP: Readonly<Record<Exclude<OrderStatus, "cancelled">, number>> = {
  pending: 0,
  confirmed: 0,
  processing: 2,
  shipped: 3,
  delivered: 4,
};

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export function orderTimeline(order: TimelineOrder): OrderTimeline {
  // A cancelled or expired order is shown as such, never as a timeline that looks under way.
  if (order.status === "cancelled") return { kind: "cancelled" };
  const cod = order.paymentMethod === "cod";
  const paid = order.paymentStatus === "paid" || order.paymentStatus === "refunded";
  // Cash on delivery is paid with the parcel: its "paid" step is the last one, not the second.
  const reached = Math.max(STATUS_STEP[order.status], !cod && paid ? 1 : 0);
  const times: Readonly<Record<TimelineStepKey, Date | null>> = {
    ordered: asDate(order.createdAt),
    paid: asDate(order.paidAt),
    packing: asDate(order.processingAt),
    shipped: asDate(order.shippedAt),
    delivered: asDate(order.deliveredAt),
  };
  const m = orderTrackingTexts;
  const keys = cod ? TIMELINE_STEPS.filter((key) => key !== "paid") : TIMELINE_STEPS;
  const steps = keys.map((key): TimelineStep => {
    const index = TIMELINE_STEPS.indexOf(key);
    const passed: TimelineStepState = key === "paid" && !paid ? "outstanding" : "done";
    const state: TimelineStepState = index < reached ? passed : index === reached ? "current" : "upcoming";
    const label = key === "delivered" && cod ? m.deliveredCod : state === "outstanding" ? ORDER_PAYMENT_STATUS_LABELS[order.paymentStatus] : m.steps[key];
    return { key, label, state, at: state === "upcoming" || state === "outstanding" ? null : times[key] };
  });
  return { kind: "steps", steps };
}

/** Whether the parcel has left the shop: the call to pay no longer says "so the shop can send it". */
export function parcelHasLeft(status: OrderStatus): boolean {
  return status === "shipped" || status === "delivered";
}

/** Whether the member may press "ได้รับสินค้าแล้ว": the parcel has left and has not been confirmed. */
export function canConfirmDelivery(status: OrderStatus): boolean {
  return status === "shipped";
}

/** The order page's one form: the member confirms the parcel arrived. */
export const CONFIRM_DELIVERY = "confirm-delivery";
export const confirmDeliverySchema = z.object({
  intent: z.literal(CONFIRM_DELIVERY, { error: orderTrackingTexts.staleForm }),
});

/**
 * Whether the order still waits for the shopper's money: a transfer method, not cancelled,
 * and no proof under review or accepted. A proof the shop rejected asks for a new one. The
 * order page's call to pay and the order history's "ชำระเงิน" both ask here.
 */
export function awaitsPayment(order: {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: PaymentMethod;
  latestPayment: { status: PaymentStatus } | null;
}): boolean {
  if (order.status === "cancelled" || order.paymentMethod === "cod") return false;
  if (order.paymentStatus !== "unpaid") return false;
  return order.latestPayment === null || order.latestPayment.status === "rejected";
}
