import { z } from "zod";

/** An optional text field: trimmed, at most `max` characters (else `tooLong`), "" when left out. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value ?? "");
}

/** A choice from `values`, `fallback` when left out or empty; anything else is refused with `invalid`. */
export function choiceOr<const Values extends readonly [string, ...string[]]>(values: Values, fallback: Values[number], invalid: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value ? value : fallback))
    .pipe(z.enum(values, { error: invalid }));
}
