// What the checkout form may send, and how an order's amounts follow from the prices the
// server read. Nothing here trusts a price from the browser: lines carry only which
// product, which shade and how many.
import { z } from "zod";
import { emailSchema } from "../auth/auth-forms";
import { MAX_CART_LINES } from "./cart";
import { POINTS_PER_REDEMPTION, REDEMPTION_VALUE } from "../loyalty/loyalty";
import { checkoutTexts } from "./checkout-texts";
import { type Satang } from "../shared/money";
import { PAYMENT_METHODS } from "./order-status";
import type { QuantityBounds } from "../shared/quantity";
import { wholeQuantity } from "../shared/quantity-schema";
import { normaliseThaiMobile, ADDRESS_LINE_MAX_LENGTH, NAME_MAX_LENGTH } from "../shared/thai-contact";

const m = checkoutTexts;

/** No lipstick order needs more than this of one shade; more is a typo or a tampered form. */
export const MAX_ORDER_LINE_QUANTITY = 99;
/** An order line's quantity, read by the one quantity rule (decision 055) wherever checkout reads one. */
export const ORDER_LINE_QUANTITY: QuantityBounds = { min: 1, max: MAX_ORDER_LINE_QUANTITY };
/** Far above any member's balance; keeps a tampered number from reaching the database. */
const MAX_REDEEM_POINTS = 10_000_000;
/** The form's idempotency key: a UUID or similar random token. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;
/** The default shade of a product with no colour rows (spec §3). */
export const DEFAULT_COLOR_NAME = "ปกติ";

const requiredText = (max: number) => z.string({ error: m.requiredFields }).trim().min(1, m.requiredFields).max(max, m.fieldTooLong);

const orderLineSchema = z.object(
  {
    productId: z.uuid({ error: m.invalidLine }),
    colorId: z.uuid({ error: m.invalidLine }).nullish(),
    colorName: z.string({ error: m.invalidLine }).trim().max(NAME_MAX_LENGTH, m.invalidLine).nullish(),
    quantity: wholeQuantity(ORDER_LINE_QUANTITY, { invalid: m.quantityInvalid(MAX_ORDER_LINE_QUANTITY) }),
  },
  { error: m.invalidLine },
);

/**
 * The checkout's rules for who receives a parcel and where: the order's form and the member's
 * saved addresses (domain/members/saved-addresses.ts) judge these fields with the same rules.
 */
export const shippingAddressFields = {
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  phone: z
    .string({ error: m.requiredFields })
    .trim()
    .min(1, m.requiredFields)
    .transform((value, ctx) => {
      const phone = normaliseThaiMobile(value);
      if (!phone) ctx.addIssue({ code: "custom", message: m.phoneInvalid });
      return phone ?? value;
    }),
  address: requiredText(ADDRESS_LINE_MAX_LENGTH),
  /** The province (the address picker posts it as `city`). */
  city: requiredText(NAME_MAX_LENGTH),
  postalCode: z
    .string({ error: m.requiredFields })
    .trim()
    .regex(/^[0-9]{5}$/, m.postalCodeInvalid),
};

/** The order's one address line: the house, street and soi, then the picker's sub-district and district. */
export function shippingAddressLine(parts: { address?: string | null; subDistrict?: string | null; district?: string | null }): string {
  return [parts.address, parts.subDistrict, parts.district]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}

export const checkoutSchema = z.object(
  {
    firstName: shippingAddressFields.firstName,
    lastName: shippingAddressFields.lastName,
    email: emailSchema(m.requiredFields),
    phone: shippingAddressFields.phone,
    address: shippingAddressFields.address,
    city: shippingAddressFields.city,
    postalCode: shippingAddressFields.postalCode,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: m.paymentMethodInvalid }),
    redeemPoints: wholeQuantity({ min: 0, max: MAX_REDEEM_POINTS }, { invalid: m.pointsInvalid }, { empty: 0 })
      .refine((points) => points % POINTS_PER_REDEMPTION === 0, m.pointsInvalid)
      .default(0),
    idempotencyKey: z.string({ error: m.invalidRequest }).regex(IDEMPOTENCY_KEY, m.invalidRequest),
    /** A promotion code the shopper typed (read and judged by the server's pricing, decision 101). */
    promoCode: z.string({ error: m.invalidRequest }).max(100, m.invalidRequest).optional(),
    /** The total the shopper was shown, in satang; a different computed total asks them to confirm again. */
    expectedTotal: wholeQuantity({ min: 0, max: Number.MAX_SAFE_INTEGER }, { invalid: m.invalidRequest }).optional(),
    lines: z.array(orderLineSchema, { error: m.emptyOrder }).min(1, m.emptyOrder).max(MAX_CART_LINES, m.tooManyLines),
  },
  { error: m.invalidRequest },
);

export type CheckoutInput = z.output<typeof checkoutSchema>;
export type CheckoutLineInput = CheckoutInput["lines"][number];

export type OrderAmounts = { subtotal: Satang; shippingFee: Satang; discount: Satang; total: Satang };

export type RedemptionProblem = "not-enough-points" | "over-subtotal";

/** What redeeming `points` takes off this subtotal, or why it cannot (100 points = ฿10, never more than the subtotal). */
export function redemptionDiscount(points: number, subtotal: Satang, balance: number): { discount: Satang } | { problem: RedemptionProblem } {
  if (points > balance) return { problem: "not-enough-points" };
  const discount = Math.floor(points / POINTS_PER_REDEMPTION) * REDEMPTION_VALUE;
  if (discount > subtotal) return { problem: "over-subtotal" };
  return { discount };
}
