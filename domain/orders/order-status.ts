// Tuples rather than enums: they give union types, runtime lists for zod/Drizzle
// (z.enum(ORDER_STATUSES), pgEnum(..., ORDER_STATUSES)) and survive type stripping.

export const ORDER_STATUSES = ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_PAYMENT_STATUSES = ["unpaid", "pending", "paid", "refunded"] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const PAYMENT_STATUSES = ["pending", "verified", "rejected"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What reading a proof's slip mini-QR found: `found` (bank and reference stored), `none` (an
 * image without a QR), `other-qr` (a QR that is no slip, e.g. the shop's payment QR),
 * `not-an-image` (a PDF), `unread` (the decoder failed or took too long).
 */
export const SLIP_QR_STATUSES = ["found", "none", "other-qr", "not-an-image", "unread"] as const;
export type SlipQrStatus = (typeof SLIP_QR_STATUSES)[number];

export const PAYMENT_METHODS = ["creditCard", "promptpay", "bankTransfer", "cod"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "creditCard";

/** Who carries a shipped parcel (issue 10); the tracking number is the carrier's. */
export const SHIPPING_CARRIERS = ["thailand-post", "kerry", "flash", "jt", "other"] as const;
export type ShippingCarrier = (typeof SHIPPING_CARRIERS)[number];

export const SHIPPING_CARRIER_LABELS: Readonly<Record<ShippingCarrier, string>> = {
  "thailand-post": "ไปรษณีย์ไทย (Thailand Post)",
  kerry: "Kerry Express",
  flash: "Flash Express",
  jt: "J&T Express",
  other: "อื่น ๆ",
};

/**
 * Each carrier's own public tracking page, with `{n}` where the tracking number goes (decision
 * 071). "other" has none: the member gets the number alone.
 */
const CARRIER_TRACKING_PAGES: Readonly<Record<ShippingCarrier, string | null>> = {
  "thailand-post": "https://track.thailandpost.co.th/?trackNumber={n}",
  kerry: "https://th.kerryexpress.com/th/track/?track={n}",
  flash: "https://www.flashexpress.co.th/fle/tracking?se={n}",
  jt: "https://www.jtexpress.co.th/service/track?billcode={n}",
  other: null,
};

/** The carrier's tracking page for this parcel, the number URL-encoded; null when the carrier has none here. */
export function carrierTrackingUrl(carrier: ShippingCarrier, trackingNumber: string): string | null {
  const page = CARRIER_TRACKING_PAGES[carrier];
  return page ? page.replace("{n}", encodeURIComponent(trackingNumber)) : null;
}

import { MEMBERSHIP_TIERS, type MembershipTier } from "../shared/membership-tiers";

export { MEMBERSHIP_TIERS, type MembershipTier };

export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: "รอดำเนินการ",
  confirmed: "ยืนยันแล้ว",
  processing: "กำลังดำเนินการ",
  shipped: "จัดส่งแล้ว",
  delivered: "ได้รับสินค้าแล้ว",
  cancelled: "ยกเลิกแล้ว",
};

export const ORDER_PAYMENT_STATUS_LABELS: Readonly<Record<OrderPaymentStatus, string>> = {
  unpaid: "ยังไม่ชำระเงิน",
  pending: "รอตรวจสอบการชำระเงิน",
  paid: "ชำระเงินแล้ว",
  refunded: "คืนเงินแล้ว",
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: "รอตรวจสอบ",
  verified: "ยืนยันแล้ว",
  rejected: "ถูกปฏิเสธ",
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  creditCard: "บัตรเครดิต/เดบิต",
  promptpay: "พร้อมเพย์",
  bankTransfer: "โอนผ่านธนาคาร",
  cod: "เก็บเงินปลายทาง",
};

export const MEMBERSHIP_TIER_LABELS: Readonly<Record<MembershipTier, string>> = {
  standard: "สมาชิกทั่วไป",
  vip: "สมาชิก VIP",
};

export const USER_ROLE_LABELS: Readonly<Record<UserRole, string>> = {
  user: "สมาชิก",
  admin: "ผู้ดูแลระบบ",
};

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === "string" && (values as readonly string[]).includes(value);

export const isOrderStatus = isOneOf(ORDER_STATUSES);
export const isOrderPaymentStatus = isOneOf(ORDER_PAYMENT_STATUSES);
export const isPaymentStatus = isOneOf(PAYMENT_STATUSES);
export const isPaymentMethod = isOneOf(PAYMENT_METHODS);
export const isShippingCarrier = isOneOf(SHIPPING_CARRIERS);
export const isMembershipTier = isOneOf(MEMBERSHIP_TIERS);
export const isUserRole = isOneOf(USER_ROLES);

/** Whether the spec's buttons are enabled: verify unless verified; reject unless rejected (or verified — decision 034). */
export const canVerify = (status: PaymentStatus) => status !== "verified";
export const canReject = (status: PaymentStatus) => status === "pending";
