import type { Refusal } from "../../../domain/shared/refusal";

/** A PostgreSQL unique violation (23505), also when Drizzle wraps it; optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || name === constraint;
  }
  return false;
}

/** What `write` answers, or `taken` when it breaks the unique `constraint` (a value another row already has): nothing written, refused beside its field. */
export async function refusingTaken<T>(constraint: string, taken: Refusal, write: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) return taken;
    throw error;
  }
}
