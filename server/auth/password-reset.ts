import type { ForgotPasswordInput, ResetPasswordInput } from "../../domain/auth-forms";
import { messages } from "../../domain/messages";
import { errorFields, logger } from "../logger";
import { asAuthError } from "./auth-errors";
import { shopAuth } from "./auth-instance";
import { signInWithPassword } from "./password-sign-in";

const m = messages.auth;

export type ResetRequestResult = { ok: true } | { ok: false; status: number; message: string };

/**
 * Asks Better Auth for a reset link (mailed by the shop's sendResetPassword). The answer is
 * the same whether or not the address has an account.
 */
export async function requestPasswordReset(request: Request, input: ForgotPasswordInput): Promise<ResetRequestResult> {
  try {
    await shopAuth().api.requestPasswordReset({ body: { email: input.email }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    const authError = asAuthError(error);
    if (authError?.statusCode === 429) return { ok: false, status: 429, message: authError.message || m.resetRateLimited };
    logger.error("Password reset request failed", authError ? { code: authError.code } : errorFields(error));
    return { ok: false, status: authError?.statusCode ?? 500, message: messages.common.tryAgain };
  }
}

// Better Auth's tokens are 24 letters and digits; anything else is not worth a lookup.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** Whether a reset link's token still works: it exists, is unused and has not expired. */
export async function isResetTokenUsable(token: string | null): Promise<boolean> {
  return (await resetTokenOwner(token)) !== null;
}

async function resetTokenOwner(token: string | null) {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const context = await shopAuth().$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt.getTime() <= Date.now()) return null;
  return context.internalAdapter.findUserById(verification.value);
}

export type ResetResult =
  | { ok: true; headers: Headers | null }
  | { ok: false; reason: "invalid-link" }
  | { ok: false; reason: "failed"; status: number; message: string };

/**
 * Sets the new password (Better Auth consumes the token, so a link works once, and ends
 * every session of the account), then signs the owner in with it.
 */
export async function resetPasswordAndSignIn(request: Request, token: string | null, input: ResetPasswordInput): Promise<ResetResult> {
  const user = await resetTokenOwner(token);
  if (!user || !token) return { ok: false, reason: "invalid-link" };
  try {
    await shopAuth().api.resetPassword({ body: { newPassword: input.password, token }, headers: request.headers });
  } catch (error) {
    const authError = asAuthError(error);
    if (authError?.code === "INVALID_TOKEN") return { ok: false, reason: "invalid-link" };
    if (authError?.code === "PASSWORD_TOO_SHORT") return { ok: false, reason: "failed", status: 400, message: messages.password.tooShort };
    if (authError?.code === "PASSWORD_TOO_LONG") return { ok: false, reason: "failed", status: 400, message: messages.password.tooLong };
    logger.error("Password reset failed", authError ? { code: authError.code } : errorFields(error));
    // The spec shows reset failures with their raw message.
    return { ok: false, reason: "failed", status: authError?.statusCode ?? 500, message: authError?.message || messages.common.tryAgain };
  }
  const signedIn = await signInWithPassword(request, { email: user.email, password: input.password });
  // The password is set either way; a blocked account, say, then signs in on /auth as usual.
  return { ok: true, headers: signedIn.ok ? signedIn.headers : null };
}
