import { APIError, createAuthMiddleware, getOAuthState } from "better-auth/api";
import { requestTexts } from "../../../domain/shared/request-texts";
import { refuseAdminPluginOverHttp } from "./auth-boundary";
import { isReservedEmail } from "../../../domain/auth/reserved-email";
import { SIGN_UP_RATE_LIMIT } from "../../../domain/auth/auth-limits";
import { authTexts } from "../../../domain/auth/auth-texts";
import { passwordProblem } from "../../../domain/auth/password";
import type { ShopDatabase } from "../db/database";
import { clientAddressOf } from "../http/client-address";
import { consumeRateLimit } from "../security/rate-limit";
import { recordSecurityEvent, type SecurityEvent } from "../security/security-log";
import { asAuthError } from "./auth-errors";
import { enforceFieldRules } from "./auth-field-rules";
import {
  carriesDeviceCookie,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_PATHS,
  deviceCookieName,
  forgetDeviceCookies,
  isDeviceCookieKept,
  keepDeviceCookie,
  newDeviceCookie,
  trustedDeviceNonce,
} from "./device-cookies";
import {
  clearSignInLimits,
  countPasswordCheck,
  countSignInAttempt,
  isWrongCurrentPassword,
  PASSWORD_CHECK_RATE_LIMITED_CODE,
  settlePasswordAttempt,
  SIGN_IN_RATE_LIMITED_CODE,
} from "./password-attempt-limits";
import { countResetRequest } from "./reset-links";

/** Better Auth's error codes surfaced to the shop's own pages. */
export const AUTH_ERROR_CODES = {
  signInRateLimited: SIGN_IN_RATE_LIMITED_CODE,
  passwordCheckRateLimited: PASSWORD_CHECK_RATE_LIMITED_CODE,
  signUpRateLimited: "SIGN_UP_RATE_LIMITED",
  resetRateLimited: "PASSWORD_RESET_RATE_LIMITED",
  weakPassword: "WEAK_PASSWORD",
  invalidEmail: "INVALID_EMAIL",
} as const;

// Carries a fact from the before hook to the after hook. The before hook always sets it, so a
// value sent by the client under the same name never survives.
const RESET_USER_HEADER = "x-shop-reset-user";

/**
 * The shop's rules around Better Auth's endpoints, for HTTP calls and server-side
 * `auth.api.*` calls alike: limits (in PostgreSQL, keyed the shop's way), the password
 * strength rule, reserved addresses, and a security-log entry for every event the server
 * sees itself — so a client can neither skip nor hide them.
 */
export function createAuthHooks(db: ShopDatabase) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      refuseAdminPluginOverHttp(ctx);
      // LINE is linked only through LINE Login's redirect, started by the shop for the signed-in member
      // (decision 115); an ID token handed in by a client is never enough to join a LINE account to one.
      if (ctx.path === "/link-social" && ctx.body?.idToken !== undefined) throw new APIError("FORBIDDEN", { message: requestTexts.forbidden });
      enforceFieldRules(ctx.path, ctx.body);
      const clientAddress = ctx.headers ? clientAddressOf(ctx.headers) : "unknown";
      const userAgent = ctx.headers?.get("user-agent") ?? null;
      if (ctx.path === "/sign-in/email") {
        const email = normalisedEmail(ctx.body?.email);
        const headers = await countSignInAttempt(db, email, { clientAddress, userAgent }, await trustedDevice(db, ctx, email));
        return { context: { headers } };
      }
      const passwordCheck = await countPasswordCheck(db, ctx, { clientAddress, userAgent });
      if (passwordCheck) return { context: { headers: passwordCheck } };
      if (ctx.path === "/sign-up/email") {
        const verdict = await consumeRateLimit(db, `sign-up:${clientAddress}`, SIGN_UP_RATE_LIMIT);
        if (!verdict.allowed) {
          await recordSecurityEvent(db, { event: "signup_rate_limit_exceeded", clientAddress, userAgent });
          throw new APIError(
            "TOO_MANY_REQUESTS",
            {
              message: authTexts.signUpRateLimited,
              code: AUTH_ERROR_CODES.signUpRateLimited,
            },
            { "Retry-After": String(verdict.retryAfterSeconds) },
          );
        }
        if (isReservedEmail(normalisedEmail(ctx.body?.email))) {
          throw new APIError("BAD_REQUEST", { message: authTexts.invalidEmail, code: AUTH_ERROR_CODES.invalidEmail });
        }
        const problem = passwordProblem(String(ctx.body?.password ?? ""));
        if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: AUTH_ERROR_CODES.weakPassword });
      }
      if (ctx.path === "/request-password-reset") {
        const email = normalisedEmail(ctx.body?.email);
        const verdict = await countResetRequest(db, email, clientAddress);
        if (!verdict.allowed) {
          await recordSecurityEvent(db, {
            event: "rate_limit_exceeded",
            email,
            clientAddress,
            userAgent,
            details: { action: "password-reset", limit: verdict.limit },
          });
          if (verdict.limit === "address") {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              {
                message: authTexts.resetRateLimited,
                code: AUTH_ERROR_CODES.resetRateLimited,
              },
              { "Retry-After": String(verdict.retryAfterSeconds) },
            );
          }
          // Enough mail went to this address lately: answered as sent, nothing mailed or revoked.
          return ctx.json({ status: true, message: RESET_REQUEST_ANSWER });
        }
      }
      if (ctx.path === "/reset-password") {
        // Whose password this token resets, for the log and the sign-in limit (the endpoint
        // consumes the token, so afterwards nobody can tell).
        const token = String(ctx.body?.token ?? ctx.query?.token ?? "");
        const verification = token ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
        return { context: { headers: new Headers({ [RESET_USER_HEADER]: verification?.value ?? "" }) } };
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      const clientAddress = ctx.headers ? clientAddressOf(ctx.headers) : "unknown";
      const userAgent = ctx.headers?.get("user-agent") ?? null;
      const failed = asAuthError(ctx.context.returned) !== null;
      const base = { clientAddress, userAgent };
      // A password sign-in or sign-up: logged under the address typed, with the account it opened if any.
      const recordEmailAttempt = (event: SecurityEvent["event"]) =>
        recordSecurityEvent(db, { ...base, event, email: normalisedEmail(ctx.body?.email), userId: ctx.context.newSession?.user.id ?? null });
      switch (ctx.path) {
        case "/sign-in/email": {
          await settlePasswordAttempt(db, ctx.headers, failed);
          const signedIn = ctx.context.newSession?.user.id;
          if (signedIn) await issueDeviceCookie(db, ctx, signedIn);
          await recordEmailAttempt(failed ? "failed_login" : "successful_login");
          return;
        }
        case "/sign-up/email":
          await recordEmailAttempt(failed ? "failed_signup" : "successful_signup");
          return;
        case "/callback/:id": {
          // A signed-in member linking LINE ("เชื่อมบัญชี LINE", decision 115) comes back here too, without
          // a new session: logged as the link it was, for the member the link was started for.
          const link = (await getOAuthState())?.link;
          if (link) {
            const error = redirectError(ctx.context.returned);
            await recordSecurityEvent(db, {
              ...base,
              event: error ? "failed_account_link" : "account_linked",
              email: link.email,
              userId: link.userId,
              details: { method: String(ctx.params?.id ?? "oauth"), ...(error ? { error } : {}) },
            });
            return;
          }
          // Success and failure both end in a redirect; only success creates a session.
          const session = ctx.context.newSession;
          await recordSecurityEvent(db, {
            ...base,
            event: session ? "successful_login" : "failed_login",
            email: session?.user.email ?? null,
            userId: session?.user.id ?? null,
            details: { method: String(ctx.params?.id ?? "oauth") },
          });
          return;
        }
        case "/request-password-reset":
          // Logged whether or not the address has an account; the response never tells.
          await recordSecurityEvent(db, { ...base, event: "password_reset_requested", email: normalisedEmail(ctx.body?.email) });
          return;
        case "/change-password":
        case "/verify-password":
          await settlePasswordAttempt(db, ctx.headers, isWrongCurrentPassword(ctx.path, asAuthError(ctx.context.returned)?.code));
          // A new password: no browser is the account's device until it signs in with it (decision 113).
          if (ctx.path === "/change-password" && !failed && ctx.context.session) await forgetDeviceCookies(db, ctx.context.session.user.id);
          return;
        case "/revoke-sessions": {
          // Signing out everywhere ends every other browser's device cookie, not this one's (decision 113).
          const userId = !failed ? ctx.context.session?.user.id : undefined;
          if (userId) await forgetDeviceCookies(db, userId, carriedDeviceNonce(ctx, userId));
          return;
        }
        case "/reset-password": {
          const userId = (!failed && ctx.headers?.get(RESET_USER_HEADER)) || null;
          const user = userId ? await ctx.context.internalAdapter.findUserById(userId) : null;
          // Failed sign-ins against the old password say nothing about the new one: the
          // owner of the mailbox may sign in straight away.
          if (user) {
            await clearSignInLimits(db, user.email);
            await forgetDeviceCookies(db, user.id);
          }
          await recordSecurityEvent(db, {
            ...base,
            event: failed ? "failed_password_reset" : "password_reset",
            userId: user?.id ?? null,
            email: user?.email ?? null,
          });
          return;
        }
      }
    }),
  };
}

// Better Auth's own answer to every reset request, account or not.
const RESET_REQUEST_ANSWER = "If this email exists in our system, check your email for the reset link";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The nonce of the request's valid device cookie for the account of `email`, if it carries one
 * that is still kept (decisions 054, 105): signed for this account, and not replaced or revoked since.
 */
async function trustedDevice(db: ShopDatabase, ctx: HookContext, email: string): Promise<string | null> {
  if (!carriesDeviceCookie(ctx.headers?.get("cookie"))) return null;
  const found = await ctx.context.internalAdapter.findUserByEmail(email);
  if (!found) return null;
  const nonce = carriedDeviceNonce(ctx, found.user.id);
  return nonce && (await isDeviceCookieKept(db, found.user.id, nonce)) ? nonce : null;
}

/** The nonce of the account's device cookie this request carries, if its signature holds (kept or not). */
function carriedDeviceNonce(ctx: HookContext, userId: string): string | null {
  const { secret } = ctx.context;
  return trustedDeviceNonce(secret, userId, ctx.getCookie(deviceCookieName(secret, userId)));
}

/**
 * After a sign-in with the right password: this browser is the account's from now on, under a
 * fresh nonce; the cookie it carried, if any, is replaced and stops counting (decision 113).
 */
async function issueDeviceCookie(db: ShopDatabase, ctx: HookContext, userId: string) {
  const cookie = newDeviceCookie(ctx.context.secret, userId);
  await keepDeviceCookie(db, userId, cookie.nonce, carriedDeviceNonce(ctx, userId));
  const secure = ctx.context.authCookies.sessionToken.attributes.secure ?? false;
  for (const path of DEVICE_COOKIE_PATHS) {
    ctx.setCookie(cookie.name, cookie.value, { path, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS, httpOnly: true, secure, sameSite: "strict" });
  }
}

/** The `error` of the redirect an OAuth callback answered with (Better Auth puts every failure there), if any. */
function redirectError(returned: unknown): string | null {
  const location = (returned as { headers?: Headers } | null)?.headers?.get?.("location");
  if (!location) return null;
  return new URL(location, "http://callback.invalid").searchParams.get("error");
}

function normalisedEmail(value: unknown) {
  return String(value ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 255);
}
