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

/** An optional text field kept as null when left out or empty, so "not given" has one spelling. */
export function optionalTextOrNull(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : null));
}

/** An e-mail address as typed: trimmed, lower-cased, required, at most `max` characters, then checked as an address. */
export function emailText(max: number, messages: { required: string; tooLong: string; invalid: string }) {
  return z.string({ error: messages.required }).trim().toLowerCase().min(1, messages.required).max(max, messages.tooLong).pipe(z.email(messages.invalid));
}

/** A choice from `values`, `fallback` when left out or empty; anything else is refused with `invalid`. */
export function choiceOr<const Values extends readonly [string, ...string[]]>(values: Values, fallback: Values[number], invalid: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value ? value : fallback))
    .pipe(z.enum(values, { error: invalid }));
}
