// The quantity rule (`readQuantity`, decision 055) as a zod field for the forms' schemas.
// Kept apart from `quantity.ts` so the browser's cart never pulls zod in with the rule.
import { z } from "zod";
import { isQuantityAbove, readQuantity, type QuantityBounds } from "./quantity";

export type QuantityMessages = {
  /** Anything that is not a whole number within the bounds. */
  invalid: string;
  /** A missing or empty field, when it differs from `invalid`. */
  required?: string;
  /** Digits above the bound, when it differs from `invalid`. */
  tooLarge?: string;
};

/**
 * A form field holding a whole number of items within `bounds` (see `readQuantity`: ASCII
 * digits only, or a safe integer). `empty`, when given, is the value of a missing or empty field.
 */
export function wholeQuantity(bounds: QuantityBounds, messages: QuantityMessages, options: { empty?: number } = {}) {
  // `.optional()` first: zod then hands a missing field to the transform (as undefined) instead
  // of refusing it with its own English message.
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if ((value === undefined || value === "") && options.empty !== undefined) return options.empty;
      const quantity = readQuantity(value, bounds);
      if (quantity !== null) return quantity;
      const missing = value === undefined || value === null || value === "";
      const message = (missing && messages.required) || (isQuantityAbove(value, bounds.max) && messages.tooLarge) || messages.invalid;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}
