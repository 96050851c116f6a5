// The one rule for reading a count of things from outside: a cart line's quantity (the cart's
// localStorage, the checkout cookie, the checkout form), a stock count in the back-office, the
// points a shopper redeems. Decision 055. No schema library here: the browser's cart reads
// every page with it (decision 014); `quantity-schema.ts` wraps it for zod forms.

/** ASCII digits and nothing else; 15 of them already exceed every bound the shop uses. */
const DIGITS = /^[0-9]{1,15}$/;

export type QuantityBounds = { min: number; max: number };

/**
 * The whole number `value` names when it lies within `bounds`, else null.
 *
 * Text (every form field, cookie and query) must be ASCII digits only: `Number()` would
 * also read `1e1`, `0x10`, `10.0`, ` 10`, `+10` and `１０` as numbers, so none of those is a
 * quantity here. Thai digits (๐–๙) are refused too: the shop's forms send quantities from
 * number inputs, steppers and hidden fields, which browsers always submit in ASCII digits.
 * A JavaScript number (JSON, code) must be a safe integer: there the spelling is already gone.
 */
export function readQuantity(value: unknown, { min, max }: QuantityBounds): number | null {
  let quantity: number;
  if (typeof value === "number") quantity = value;
  else if (typeof value === "string" && DIGITS.test(value)) quantity = Number(value);
  else return null;
  return Number.isSafeInteger(quantity) && quantity >= min && quantity <= max ? quantity : null;
}

/** Digits only (any number of them), but above `max`: a form can say "too large" rather than "not a number". */
export function isQuantityAbove(value: unknown, max: number): boolean {
  if (typeof value === "string") return /^[0-9]+$/.test(value) && Number(value) > max;
  return typeof value === "number" && Number.isInteger(value) && value > max;
}
