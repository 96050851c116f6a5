import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { ShopDatabase } from "../db/database";
import { sessions, users } from "../db/schema";
import { keptSession } from "./session-cache";
import type { ShopAuth } from "./shop-auth";

/** What a page needs of the member behind a request. */
export type SessionMember = { id: string; email: string; name: string; role: unknown };

// The database each Better Auth instance keeps its sessions in (set by createShopAuth).
const sessionDatabases = new WeakMap<ShopAuth, ShopDatabase>();

export function rememberSessionDatabase(auth: ShopAuth, db: ShopDatabase) {
  sessionDatabases.set(auth, db);
}

/**
 * The member behind a request's cookies, read the way Better Auth's getSession reads it, at a
 * fraction of its cost (decision 036): the signed session cookie checked with node:crypto's HMAC,
 * then one prepared statement for the session and its user, its row kept a few seconds while
 * every instance hears sessions change (decision 089: a sign-out anywhere reaches every instance
 * within milliseconds, at most SESSION_KEPT_MS). Only the ordinary case is answered
 * here: a signed-in member whose session is valid and not due for its daily refresh, or a
 * request without any session cookie. Everything else (a session to refresh or to clean up,
 * a bad signature, an unknown token, "don't remember me", a session-data cookie) is left to
 * Better Auth's own getSession, which then does exactly what it always did.
 */
export async function lookUpSession(auth: ShopAuth, cookieHeader: string | null): Promise<SessionMember | null | "ask-better-auth"> {
  const found = await ordinarySession(auth, cookieHeader);
  if (found === null || found === "ask-better-auth") return found;
  return { id: found.user.id!, email: found.user.email!, name: found.user.name!, role: found.user.role };
}

/**
 * What `GET /api/auth/get-session` answers for the ordinary case (see lookUpSession), read in
 * one prepared statement: the session without its token (decision 036's boundary) and its
 * user, field for field as Better Auth answers them. Anything else is Better Auth's to answer.
 */
export async function sessionAnswer(
  auth: ShopAuth,
  cookieHeader: string | null,
): Promise<{ session: SessionFields; user: UserFields } | null | "ask-better-auth"> {
  const found = await ordinarySession(auth, cookieHeader);
  if (found === null || found === "ask-better-auth") return found;
  return { session: found.session, user: found.user };
}

/**
 * The session row behind the signed session cookie when the case is ordinary: a valid session
 * not due for its daily refresh. null: no session cookie at all. Everything else: Better Auth's.
 */
async function ordinarySession(auth: ShopAuth, cookieHeader: string | null): Promise<SessionRow | null | "ask-better-auth"> {
  const db = sessionDatabases.get(auth);
  if (!db) return "ask-better-auth";
  const context = await auth.$context;
  const cookies = context.authCookies;
  if (!cookieHeader || !cookieHeader.includes(cookies.sessionToken.name)) {
    // No session cookie: Better Auth answers null too (after at most expiring other cookies,
    // which a page's session lookup never passed on).
    return cookieHeader && cookieHeader.includes(cookies.sessionData.name) ? "ask-better-auth" : null;
  }
  if (cookieHeader.includes(cookies.sessionData.name) || cookieHeader.includes(cookies.dontRememberToken.name)) return "ask-better-auth";
  const token = verifiedCookieValue(firstCookie(cookieHeader, cookies.sessionToken.name), context.secret);
  if (!token) return "ask-better-auth";
  // Kept a few seconds while every instance hears sessions change (decision 089); expiry and refresh judged below all the same.
  const row = await keptSession(token, async () => (await sessionByToken(db).execute({ token }))[0]);
  if (!row) return "ask-better-auth";
  const now = Date.now();
  const expiresAt = row.expiresAt.getTime();
  const { expiresIn, updateAge } = context.sessionConfig;
  const dueForRefresh = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
  if (expiresAt < now || dueForRefresh) return "ask-better-auth";
  return row;
}

const preparedAnswers = new WeakMap<ShopDatabase, ReturnType<typeof prepareSessionAnswer>>();

function sessionByToken(db: ShopDatabase) {
  let prepared = preparedAnswers.get(db);
  if (!prepared) {
    prepared = prepareSessionAnswer(db);
    preparedAnswers.set(db, prepared);
  }
  return prepared;
}

// Better Auth's fields of each row (its schema plus the admin plugin's); not the token, not the shop's own deletedAt.
const sessionFields = {
  id: sessions.id,
  expiresAt: sessions.expiresAt,
  ipAddress: sessions.ipAddress,
  userAgent: sessions.userAgent,
  userId: sessions.userId,
  impersonatedBy: sessions.impersonatedBy,
  createdAt: sessions.createdAt,
  updatedAt: sessions.updatedAt,
};
const userFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  image: users.image,
  role: users.role,
  banned: users.banned,
  banReason: users.banReason,
  banExpires: users.banExpires,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
type SessionFields = { [K in keyof typeof sessionFields]: (typeof sessionFields)[K]["_"]["data"] | null };
type UserFields = { [K in keyof typeof userFields]: (typeof userFields)[K]["_"]["data"] | null };

type SessionRow = { expiresAt: Date; userId: string; session: SessionFields; user: UserFields };

/** The session and its user in one prepared statement, for the page's lookup and get-session's answer alike. */
function prepareSessionAnswer(db: ShopDatabase) {
  return db
    .select({ expiresAt: sessions.expiresAt, userId: sessions.userId, session: sessionFields, user: userFields })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("shop_session_answer_by_token");
}

/** The first cookie of that name, decoded, as better-call's cookie parser finds it. */
function firstCookie(header: string, name: string): string | undefined {
  let index = 0;
  while (index < header.length) {
    const eqIndex = header.indexOf("=", index);
    if (eqIndex === -1) return undefined;
    let endIndex = header.indexOf(";", index);
    if (endIndex === -1) endIndex = header.length;
    else if (endIndex < eqIndex) {
      index = header.lastIndexOf(";", eqIndex - 1) + 1;
      continue;
    }
    if (header.slice(index, eqIndex).trim() === name) {
      let value = header.slice(eqIndex + 1, endIndex).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        return value.includes("%") ? decodeURIComponent(value) : value;
      } catch {
        return value;
      }
    }
    index = endIndex + 1;
  }
  return undefined;
}

/** `value.signature` with an HMAC-SHA-256 signature (base64) of value under the secret, as better-call signs cookies. */
function verifiedCookieValue(signed: string | undefined, secret: string): string | undefined {
  if (!signed) return undefined;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return undefined;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return undefined;
  const expected = createHmac("sha256", secret).update(value).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
}
