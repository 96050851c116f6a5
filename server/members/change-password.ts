import type { ChangePasswordInput } from "../../domain/auth-forms";
import { messages } from "../../domain/messages";
import { asAuthError } from "../auth/auth-errors";
import { shopAuth } from "../auth/auth-instance";
import { PASSWORD_CHECK_RATE_LIMITED_CODE } from "../auth/password-attempt-limits";
import { database } from "../db/database";
import { clientAddressOf } from "../http/client-address";
import { errorFields, logger } from "../logger";
import { recordSecurityEvent } from "../security/security-log";

export type ChangePasswordResult =
  | { ok: true; headers: Headers }
  | { ok: false; status: number; message: string; field?: keyof ChangePasswordInput };

/**
 * Changes the signed-in member's password through Better Auth, which checks the current
 * one. Every other session is revoked (a stolen session dies with the old password); this
 * device gets a fresh session, whose cookie travels back in `headers`.
 */
export async function changeMemberPassword(
  request: Request,
  userId: string,
  input: ChangePasswordInput,
): Promise<ChangePasswordResult> {
  try {
    const { headers } = await shopAuth().api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await recordSecurityEvent(database(), {
      event: "password_changed",
      userId,
      clientAddress: clientAddressOf(request.headers),
      userAgent: request.headers.get("user-agent"),
    });
    return { ok: true, headers };
  } catch (error) {
    const authError = asAuthError(error);
    if (!authError) {
      logger.error("Password change failed", { userId, ...errorFields(error) });
      return { ok: false, status: 500, message: messages.account.passwordChangeFailed };
    }
    switch (authError.code) {
      case PASSWORD_CHECK_RATE_LIMITED_CODE:
        return { ok: false, status: 429, message: messages.auth.passwordCheckRateLimited, field: "currentPassword" };
      case "INVALID_PASSWORD":
        return { ok: false, status: 400, message: messages.account.currentPasswordWrong, field: "currentPassword" };
      case "CREDENTIAL_ACCOUNT_NOT_FOUND":
        return { ok: false, status: 400, message: messages.account.noPasswordToChange };
      case "PASSWORD_TOO_SHORT":
        return { ok: false, status: 400, message: messages.password.tooShort, field: "newPassword" };
      case "PASSWORD_TOO_LONG":
        return { ok: false, status: 400, message: messages.password.tooLong, field: "newPassword" };
      case "UNAUTHORIZED":
        return { ok: false, status: 401, message: messages.access.signInRequired };
      default:
        logger.warn("Unexpected password change error", { userId, code: authError.code, status: authError.statusCode });
        return { ok: false, status: authError.statusCode, message: messages.account.passwordChangeFailed };
    }
  }
}
