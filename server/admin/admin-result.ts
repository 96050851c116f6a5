/** What a back-office write answers: done, or refused with a status, a message and the field it concerns. */
export type AdminResult<T = undefined> =
  | (T extends undefined ? { ok: true } : { ok: true; value: T })
  | Refusal;

/**
 * A refused write. `shown` replaces some of the dialog's values when it is shown again: what
 * the server now knows better than the form (the stock a sale left meanwhile).
 */
export type Refusal = { ok: false; status: 400 | 404 | 409; message: string; field?: string; shown?: Record<string, string> };

export function refused(status: 400 | 404 | 409, message: string, field?: string, shown?: Record<string, string>): Refusal {
  return { ok: false, status, message, ...(field ? { field } : {}), ...(shown ? { shown } : {}) };
}

/** A PostgreSQL unique violation (23505), also when Drizzle wraps it; optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || name === constraint;
  }
  return false;
}
