/**
 * The one refusal type of the shop (decision 064). Every server function that can say no
 * answers `Outcome<T>`: done (with a value), or a `Refusal` — the HTTP status the request gets,
 * the Thai message a person reads, and the field(s) it concerns. Route modules hand a refusal
 * to the one HTTP mapping (`server/platform/http/refusal-answer.ts`): returned to a form or a JSON
 * client, or thrown as `pageRefusal(…)` where no form can show it (the error boundary does).
 */

export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export type Refusal<Detail = unknown> = {
  ok: false;
  status: RefusalStatus;
  message: string;
  /** The field the message is about (focus goes there); none: the whole form or request. */
  field?: string;
  /** Every field's own problem, shown beside each field; `field` is the first of them. */
  fieldErrors?: Readonly<Record<string, string>>;
  /** Values the form shows again instead of what was sent: what the server now knows better (the stock a sale left meanwhile). */
  shown?: Readonly<Record<string, string>>;
  /** 429/503: when asking again can work (the Retry-After header). */
  retryAfterSeconds?: number;
  /** A heading above the message, where a screen shows one (sign-in: "เข้าสู่ระบบไม่สำเร็จ"). */
  title?: string;
  /** Every form-wide problem, when a form lists them (checkout: one per sold-out product); `message` is the first. */
  formErrors?: readonly string[];
  /** What one form needs besides the texts to show the refusal (checkout: the cart priced again), typed by that form. */
  detail?: Detail;
};

export type RefusalDetails<Detail = unknown> = Pick<
  Refusal<Detail>,
  "field" | "fieldErrors" | "shown" | "retryAfterSeconds" | "title" | "formErrors" | "detail"
>;

/** Done, with a value when `T` is not `undefined`; or refused (with a `Detail` of the refusing form's own). */
export type Outcome<T = undefined, Detail = unknown> = (T extends undefined ? { ok: true } : { ok: true; value: T }) | Refusal<Detail>;

export function refused<Detail = unknown>(
  status: RefusalStatus,
  message: string,
  field?: string,
  details: Omit<RefusalDetails<Detail>, "field"> = {},
): Refusal<Detail> {
  const refusal: Refusal<Detail> = { ok: false, status, message };
  if (field) refusal.field = field;
  if (details.fieldErrors && Object.keys(details.fieldErrors).length > 0) refusal.fieldErrors = details.fieldErrors;
  if (details.shown) refusal.shown = details.shown;
  if (details.retryAfterSeconds !== undefined) refusal.retryAfterSeconds = Math.max(1, Math.ceil(details.retryAfterSeconds));
  if (details.title) refusal.title = details.title;
  if (details.formErrors && details.formErrors.length > 0) refusal.formErrors = details.formErrors;
  if (details.detail !== undefined) refusal.detail = details.detail;
  return refusal;
}

const REFUSAL_STATUSES: readonly number[] = [400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 429, 500, 502, 503];

/** A status another library answered (Better Auth's), as a refusal status: itself when it is one, else 400 or 500. */
export function refusalStatus(status: number): RefusalStatus {
  if (REFUSAL_STATUSES.includes(status)) return status as RefusalStatus;
  return status >= 400 && status < 500 ? 400 : 500;
}

export function isRefusal(value: unknown): value is Refusal {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { ok?: unknown }).ok === false &&
    typeof (value as { status?: unknown }).status === "number" &&
    typeof (value as { message?: unknown }).message === "string"
  );
}
