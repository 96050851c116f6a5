/** The parts of a Better Auth (better-call) APIError the shop reads, checked by shape
 * because endpoint errors can come from either package's copy of the class. */
export type AuthError = { statusCode: number; code: string | undefined; message: string };

export function asAuthError(error: unknown): AuthError | null {
  if (!error || typeof error !== "object") return null;
  const candidate = error as { statusCode?: unknown; body?: { code?: unknown; message?: unknown }; message?: unknown };
  if (typeof candidate.statusCode !== "number") return null;
  return {
    statusCode: candidate.statusCode,
    code: typeof candidate.body?.code === "string" ? candidate.body.code : undefined,
    message: String(candidate.body?.message ?? candidate.message ?? ""),
  };
}
