import type { ChangePasswordInput } from "../../../domain/auth/auth-forms";
import { accessTexts } from "../../../domain/auth/access-texts";
import { accountTexts } from "../../../domain/members/account-texts";
import { authTexts } from "../../../domain/auth/auth-texts";
import { passwordTexts } from "../../../domain/auth/password-texts";
import { refused, refusalStatus, type Outcome } from "../../../domain/shared/refusal";
import { asAuthError } from "../../platform/auth/auth-errors";
import { shopAuth } from "../../platform/auth/auth-instance";
import { PASSWORD_CHECK_RATE_LIMITED_CODE } from "../../platform/auth/password-attempt-limits";
import { changingSessions } from "../../platform/auth/session-cache";
import { database } from "../../platform/db/database";
import { clientAddressOf } from "../../platform/http/client-address";
import { errorFields, logger } from "../../platform/logger";
import { recordSecurityEvent } from "../../platform/security/security-log";

/** Changed (this device's new session cookie in `headers`), or refused, naming the field at fault. */
export type PasswordChange = Outcome<{ headers: Headers }>;

/**
 * Changes the signed-in member's password through Better Auth, which checks the current
 * one. Every other session is revoked (a stolen session dies with the old password); this
 * device gets a fresh session, whose cookie travels back in `headers`.
 */
export async function changeMemberPassword(request: Request, userId: string, input: ChangePasswordInput): Promise<PasswordChange> {
  try {
    const { headers } = await changingSessions(() =>
      shopAuth().api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
        headers: request.headers,
        returnHeaders: true,
      }),
    );
    await recordSecurityEvent(database(), {
      event: "password_changed",
      userId,
      clientAddress: clientAddressOf(request.headers),
      userAgent: request.headers.get("user-agent"),
    });
    return { ok: true, value: { headers } };
  } catch (error) {
    const authError = asAuthError(error);
    if (!authError) {
      logger.error("Password change failed", { userId, ...errorFields(error) });
      return refused(500, accountTexts.passwordChangeFailed);
    }
    switch (authError.code) {
      case PASSWORD_CHECK_RATE_LIMITED_CODE:
        return refused(429, authTexts.passwordCheckRateLimited, "currentPassword");
      case "INVALID_PASSWORD":
        return refused(400, accountTexts.currentPasswordWrong, "currentPassword");
      case "CREDENTIAL_ACCOUNT_NOT_FOUND":
        return refused(400, accountTexts.noPasswordToChange);
      case "PASSWORD_TOO_SHORT":
        return refused(400, passwordTexts.tooShort, "newPassword");
      case "PASSWORD_TOO_LONG":
        return refused(400, passwordTexts.tooLong, "newPassword");
      case "UNAUTHORIZED":
        return refused(401, accessTexts.signInRequired);
      default:
        logger.warn("Unexpected password change error", { userId, code: authError.code, status: authError.statusCode });
        return refused(refusalStatus(authError.statusCode), accountTexts.passwordChangeFailed);
    }
  }
}
