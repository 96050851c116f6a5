import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt, ne, or } from "drizzle-orm";
import type { DatabaseOrTransaction, ShopDatabase } from "../db/database";
import { deviceCookies } from "../db/schema";

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", decision 054):
 * a browser that has signed in to an account with its password gets a cookie, signed with a
 * key derived from the auth secret, naming that account and a random nonce. A sign-in carrying
 * a valid one for the account is counted against that cookie alone, so strangers guessing the
 * password elsewhere cannot lock the owner's own browser out.
 *
 * The nonces issued are kept (`device_cookies`, decision 113): a cookie counts only while its
 * row is there, so the next sign-in from the same browser, a password change, a reset or "sign
 * out everywhere" ends it, and a copy of it with it.
 *
 * One cookie per account (a browser may be used for a few), named by a keyed hash of the user
 * id so the name gives nothing away. Not `shop…`: that prefix means "render for this request"
 * to the page cache. It is sent only where a password sign-in arrives: the /auth form's action
 * (`/auth` without scripts, `/auth.data` with them) and Better Auth's `/api/auth/sign-in/…`;
 * and to the sign-out (`/sign-out`, `/sign-out.data`), which ends every other browser's cookie
 * but keeps the one of the browser signing out (decision 113).
 */
export const DEVICE_COOKIE_PREFIX = "gv_device_";
export const DEVICE_COOKIE_PATHS = ["/auth", "/auth.data", "/api/auth/sign-in", "/sign-out", "/sign-out.data"] as const;
/** A year, as OWASP suggests; each sign-in issues a fresh one. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const keys = new Map<string, Buffer>();

/** The HMAC key for device cookies, derived once per auth secret (never the secret itself). */
function deviceKey(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", "glossy-velvet device-cookie v1", 32));
    keys.set(secret, key);
  }
  return key;
}

const mac = (secret: string, text: string) => createHmac("sha256", deviceKey(secret)).update(text).digest("base64url");

/** The cookie name for one account on this shop. */
export function deviceCookieName(secret: string, userId: string) {
  return `${DEVICE_COOKIE_PREFIX}${mac(secret, `name:${userId}`).slice(0, 16)}`;
}

/** A new device cookie for the account: `<nonce>.<HMAC(user id, nonce)>`. */
export function newDeviceCookie(secret: string, userId: string) {
  const nonce = randomBytes(16).toString("base64url");
  return { name: deviceCookieName(secret, userId), nonce, value: `${nonce}.${mac(secret, `device:${userId}:${nonce}`)}` };
}

/**
 * The nonce of a valid device cookie for this account, or null (missing, forged, or signed for
 * another account: the signature covers the user id, so a cookie cannot be renamed onto it).
 */
export function trustedDeviceNonce(secret: string, userId: string, value: string | null | undefined): string | null {
  if (!value) return null;
  const [nonce, signature, ...rest] = value.split(".");
  if (!nonce || !signature || rest.length > 0 || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
  const expected = Buffer.from(mac(secret, `device:${userId}:${nonce}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** Whether a Cookie header carries any device cookie at all (only then is the account looked up). */
export const carriesDeviceCookie = (cookieHeader: string | null | undefined) => Boolean(cookieHeader?.includes(DEVICE_COOKIE_PREFIX));

/**
 * Whether the cookie with this nonce is still the account's: issued by a sign-in and neither
 * replaced by a later one from the same browser nor revoked since (decision 113).
 */
export async function isDeviceCookieKept(db: DatabaseOrTransaction, userId: string, nonce: string): Promise<boolean> {
  const [row] = await db
    .select({ nonce: deviceCookies.nonce })
    .from(deviceCookies)
    .where(and(eq(deviceCookies.nonce, nonce), eq(deviceCookies.userId, userId), gt(deviceCookies.createdAt, oldestKept())));
  return row !== undefined;
}

/**
 * Keeps a newly issued cookie and forgets the one it replaces (what the signing-in browser
 * carried, so a copy of it stops counting), and any of the account's older than the cookie's life.
 */
export async function keepDeviceCookie(db: ShopDatabase, userId: string, nonce: string, replaced: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = [lt(deviceCookies.createdAt, oldestKept()), ...(replaced ? [eq(deviceCookies.nonce, replaced)] : [])];
    await tx.delete(deviceCookies).where(and(eq(deviceCookies.userId, userId), or(...gone)));
    await tx.insert(deviceCookies).values({ nonce, userId });
  });
}

/**
 * A password change or a reset: no browser counts as the account's any more. Signing out (always
 * everywhere in this shop) keeps only the cookie of the browser signing out (`except`): its owner
 * is the one with the session, and every sign-out ending it would undo decision 054.
 */
export async function forgetDeviceCookies(db: DatabaseOrTransaction, userId: string, except: string | null = null): Promise<void> {
  await db.delete(deviceCookies).where(and(eq(deviceCookies.userId, userId), except ? ne(deviceCookies.nonce, except) : undefined));
}

const oldestKept = () => new Date(Date.now() - DEVICE_COOKIE_MAX_AGE_SECONDS * 1000);
