import { APIError, getSessionFromCtx } from "better-auth/api";
import {
  PASSWORD_CHECK_RATE_LIMIT,
  SIGN_IN_ADDRESS_CEILING,
  SIGN_IN_DEVICE_LIMIT,
  SIGN_IN_EMAIL_CEILING,
  SIGN_IN_RATE_LIMIT,
} from "../../../domain/auth/auth-limits";
import { type RateLimit } from "../../../domain/shared/limits";
import { authTexts } from "../../../domain/auth/auth-texts";
import type { ShopDatabase } from "../db/database";
import { clearRateLimitsStartingWith, consumeRateLimits, releaseRateLimitHit } from "../security/rate-limit";
import { recordSecurityEvent } from "../security/security-log";

/**
 * Limits on guessing passwords (decisions 018 and 054). Only wrong passwords count: the before
 * hook takes a slot in every bucket, the after hook gives the slots back when the password was
 * right. A refused attempt takes no slot at all. A browser with a valid device cookie for the
 * account is counted in its own bucket only; every other client falls under the three
 * buckets of unknown devices, which strangers can fill.
 */

type Client = { clientAddress: string; userAgent: string | null };

export const SIGN_IN_RATE_LIMITED_CODE = "SIGN_IN_RATE_LIMITED";
export const PASSWORD_CHECK_RATE_LIMITED_CODE = "PASSWORD_CHECK_RATE_LIMITED";

// Carries the counted slots from the before hook to the after hook. The before hook always
// sets it on the paths that read it, so a value sent by the client never survives.
export const ATTEMPT_HITS_HEADER = "x-shop-attempt-hits";

/** Better Auth endpoints that check the signed-in member's current password. */
const PASSWORD_CHECK_PATHS = new Set(["/change-password", "/verify-password"]);

// JSON keeps e-mail and address apart whatever characters a client puts in the e-mail, and
// makes `sign-in:["a@b.co"` a prefix of that e-mail's keys only (never of "a@b.com"'s).
const emailKey = (email: string) => `sign-in:${JSON.stringify([email])}`;
const emailAndAddressKey = (email: string, clientAddress: string) => `sign-in:${JSON.stringify([email, clientAddress])}`;
const emailKeysPrefix = (email: string) => `sign-in:${JSON.stringify([email]).slice(0, -1)}`;

type Bucket = { key: string; rule: RateLimit; name: string; message: string };

function signInBuckets(email: string, clientAddress: string): Bucket[] {
  const m = authTexts;
  return [
    { key: emailAndAddressKey(email, clientAddress), rule: SIGN_IN_RATE_LIMIT, name: "email-and-address", message: m.signInRateLimited },
    { key: emailKey(email), rule: SIGN_IN_EMAIL_CEILING, name: "email", message: m.signInAccountCeiling },
    { key: `sign-in-address:${clientAddress}`, rule: SIGN_IN_ADDRESS_CEILING, name: "address", message: m.signInNetworkCeiling },
  ];
}

/** A browser that signed in to this account before: its failures are its own (decision 054). */
function trustedDeviceBuckets(deviceNonce: string): Bucket[] {
  return [{ key: `sign-in-device:${deviceNonce}`, rule: SIGN_IN_DEVICE_LIMIT, name: "device", message: authTexts.signInRateLimited }];
}

/**
 * Counts a sign-in attempt, or refuses it (HTTP 429, logged). `deviceNonce` is the nonce of a
 * valid device cookie for the account, if the request carried one. Returns the header carrying the slots.
 */
export async function countSignInAttempt(db: ShopDatabase, email: string, client: Client, deviceNonce: string | null): Promise<Headers> {
  const buckets = deviceNonce ? trustedDeviceBuckets(deviceNonce) : signInBuckets(email, client.clientAddress);
  const verdict = await consumeRateLimits(db, buckets);
  if (!verdict.allowed) {
    const bucket = buckets[verdict.refusedAt]!;
    await recordSecurityEvent(db, { event: "rate_limit_exceeded", email, ...client, details: { action: "sign-in", limit: bucket.name } });
    throw new APIError("TOO_MANY_REQUESTS", { message: bucket.message, code: SIGN_IN_RATE_LIMITED_CODE }, { "Retry-After": String(verdict.retryAfterSeconds) });
  }
  return new Headers({ [ATTEMPT_HITS_HEADER]: verdict.hitIds.join(",") });
}

/** Counts a current-password check by the signed-in member, or refuses it (HTTP 429, logged). */
export async function countPasswordCheck(db: ShopDatabase, ctx: Parameters<typeof getSessionFromCtx>[0], client: Client): Promise<Headers | undefined> {
  if (!PASSWORD_CHECK_PATHS.has(ctx.path)) return undefined;
  const session = await getSessionFromCtx(ctx, { disableRefresh: true });
  // Without a session the endpoint answers 401 itself; there is no member to count for.
  if (!session) return new Headers({ [ATTEMPT_HITS_HEADER]: "" });
  const verdict = await consumeRateLimits(db, [{ key: `password-check:${session.user.id}`, rule: PASSWORD_CHECK_RATE_LIMIT }]);
  if (!verdict.allowed) {
    await recordSecurityEvent(db, {
      event: "rate_limit_exceeded",
      userId: session.user.id,
      email: session.user.email,
      ...client,
      details: { action: "password-check", path: ctx.path },
    });
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { message: authTexts.passwordCheckRateLimited, code: PASSWORD_CHECK_RATE_LIMITED_CODE },
      { "Retry-After": String(verdict.retryAfterSeconds) },
    );
  }
  return new Headers({ [ATTEMPT_HITS_HEADER]: verdict.hitIds.join(",") });
}

/**
 * After the endpoint: gives the slots back unless the password was wrong. `wrongPassword` is
 * the endpoint's own verdict (a weak new password, say, is no guess at the old one).
 */
export async function settlePasswordAttempt(db: ShopDatabase, headers: Headers | undefined, wrongPassword: boolean) {
  if (wrongPassword) return;
  const hitIds = headers?.get(ATTEMPT_HITS_HEADER)?.split(",").filter(Boolean) ?? [];
  for (const hitId of hitIds) await releaseRateLimitHit(db, hitId);
}

/** Whether the after hook is looking at a wrong current password. */
export const isWrongCurrentPassword = (path: string, code: string | undefined) => PASSWORD_CHECK_PATHS.has(path) && code === "INVALID_PASSWORD";

/**
 * Forgets the failed sign-ins against an e-mail (from every address) once its owner has set
 * a new password through the mailed link: guesses at the old password say nothing about the
 * new one. The per-address ceilings stay; they are about the addresses, not the account.
 */
export async function clearSignInLimits(db: ShopDatabase, email: string) {
  await clearRateLimitsStartingWith(db, emailKeysPrefix(email));
}
