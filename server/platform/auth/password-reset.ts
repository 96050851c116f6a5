import { RESET_LINK_FIELD, type ForgotPasswordInput, type ResetPasswordInput } from "../../../domain/auth/auth-forms";
import { authTexts } from "../../../domain/auth/auth-texts";
import { commonTexts } from "../../../domain/shared/common-texts";
import { passwordTexts } from "../../../domain/auth/password-texts";
import { refused, refusalStatus, type Outcome } from "../../../domain/shared/refusal";
import { errorFields, logger } from "../logger";
import { asAuthError } from "./auth-errors";
import { shopAuth } from "./auth-instance";
import { signInWithPassword } from "./password-sign-in";
import { changingSessions } from "./session-cache";

const m = authTexts;

/**
 * Asks Better Auth for a reset link (mailed by the shop's sendResetPassword). The answer is
 * the same whether or not the address has an account.
 */
export async function requestPasswordReset(request: Request, input: ForgotPasswordInput): Promise<Outcome> {
  try {
    await shopAuth().api.requestPasswordReset({ body: { email: input.email }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    const authError = asAuthError(error);
    if (authError?.statusCode === 429) return refused(429, authError.message || m.resetRateLimited);
    logger.error("Password reset request failed", authError ? { code: authError.code } : errorFields(error));
    return refused(refusalStatus(authError?.statusCode ?? 500), commonTexts.tryAgain);
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

/** A bad, used or expired link: the refusal names the link's `token`, so the page offers a new link. */
export const INVALID_RESET_LINK = refused(400, m.invalidResetLink, RESET_LINK_FIELD);

/** The password is set (and `headers` sign its owner in, when that worked), or refused. */
export type PasswordReset = Outcome<{ headers: Headers | null }>;

/**
 * Sets the new password (Better Auth consumes the token, so a link works once, and ends
 * every session of the account), then signs the owner in with it.
 */
export async function resetPasswordAndSignIn(request: Request, token: string | null, input: ResetPasswordInput): Promise<PasswordReset> {
  const user = await resetTokenOwner(token);
  if (!user || !token) return INVALID_RESET_LINK;
  try {
    await changingSessions(() => shopAuth().api.resetPassword({ body: { newPassword: input.password, token }, headers: request.headers }));
  } catch (error) {
    const authError = asAuthError(error);
    if (authError?.code === "INVALID_TOKEN") return INVALID_RESET_LINK;
    const title = m.resetFailedTitle;
    if (authError?.code === "PASSWORD_TOO_SHORT") return refused(400, passwordTexts.tooShort, "password", { title });
    if (authError?.code === "PASSWORD_TOO_LONG") return refused(400, passwordTexts.tooLong, "password", { title });
    logger.error("Password reset failed", authError ? { code: authError.code } : errorFields(error));
    // The spec shows reset failures with their raw message.
    return refused(refusalStatus(authError?.statusCode ?? 500), authError?.message || commonTexts.tryAgain, undefined, { title });
  }
  const signedIn = await signInWithPassword(request, { email: user.email, password: input.password });
  // The password is set either way; a blocked account, say, then signs in on /auth as usual.
  return { ok: true, value: { headers: signedIn.ok ? signedIn.value.headers : null } };
}
