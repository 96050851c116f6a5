import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";
import { messages } from "../../domain/messages";
import { passwordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../domain/password";
import { SIGN_IN_RATE_LIMIT, SIGN_UP_RATE_LIMIT } from "../../domain/limits";
import type { ShopDatabase } from "../db/database";
import { accounts, profiles, sessions, users, verifications } from "../db/schema";
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from "../http/client-address";
import { asAuthError } from "./auth-errors";
import { consumeRateLimit, releaseRateLimitHit } from "../security/rate-limit";
import { recordSecurityEvent } from "../security/security-log";

export type ShopAuthOptions = {
  db: ShopDatabase;
  publicUrl: string;
  secret: string;
  secureCookies: boolean;
};

/** Better Auth's error codes surfaced to the shop's own pages. */
export const AUTH_ERROR_CODES = {
  signInRateLimited: "SIGN_IN_RATE_LIMITED",
  signUpRateLimited: "SIGN_UP_RATE_LIMITED",
  weakPassword: "WEAK_PASSWORD",
} as const;

export function createShopAuth(options: ShopAuthOptions) {
  const { db } = options;
  return betterAuth({
    appName: "Glossy & Velvet",
    baseURL: options.publicUrl,
    secret: options.secret,
    trustedOrigins: [options.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // One limiter for the whole shop, in PostgreSQL and keyed the shop's way (see the hooks).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "shop",
      useSecureCookies: options.secureCookies,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      database: { generateId: "uuid" },
    },
    telemetry: { enabled: false },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ userId: user.id, displayName: user.name })
              .onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const clientAddress = ctx.headers ? clientAddressOf(ctx.headers) : "unknown";
        const userAgent = ctx.headers?.get("user-agent") ?? null;
        if (ctx.path === "/sign-in/email") {
          const email = normalisedEmail(ctx.body?.email);
          const verdict = await consumeRateLimit(db, `sign-in:${email}`, SIGN_IN_RATE_LIMIT);
          if (!verdict.allowed) {
            await recordSecurityEvent(db, { event: "rate_limit_exceeded", email, clientAddress, userAgent, details: { action: "sign-in" } });
            throw new APIError("TOO_MANY_REQUESTS", {
              message: messages.auth.signInRateLimited,
              code: AUTH_ERROR_CODES.signInRateLimited,
            }, { "Retry-After": String(verdict.retryAfterSeconds) });
          }
          return { context: { headers: new Headers({ "x-shop-rate-limit-hit": verdict.hitId }) } };
        }
        if (ctx.path === "/sign-up/email") {
          const verdict = await consumeRateLimit(db, `sign-up:${clientAddress}`, SIGN_UP_RATE_LIMIT);
          if (!verdict.allowed) {
            await recordSecurityEvent(db, { event: "signup_rate_limit_exceeded", clientAddress, userAgent });
            throw new APIError("TOO_MANY_REQUESTS", {
              message: messages.auth.signUpRateLimited,
              code: AUTH_ERROR_CODES.signUpRateLimited,
            }, { "Retry-After": String(verdict.retryAfterSeconds) });
          }
          const problem = passwordProblem(String(ctx.body?.password ?? ""));
          if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: AUTH_ERROR_CODES.weakPassword });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const clientAddress = ctx.headers ? clientAddressOf(ctx.headers) : "unknown";
        const userAgent = ctx.headers?.get("user-agent") ?? null;
        const failed = asAuthError(ctx.context.returned) !== null;
        if (ctx.path === "/sign-in/email") {
          const email = normalisedEmail(ctx.body?.email);
          const userId = ctx.context.newSession?.user.id ?? null;
          if (!failed) {
            // Only failed attempts count towards the sign-in limit.
            const hitId = ctx.headers?.get("x-shop-rate-limit-hit");
            if (hitId) await releaseRateLimitHit(db, hitId);
          }
          await recordSecurityEvent(db, {
            event: failed ? "failed_login" : "successful_login",
            email,
            userId,
            clientAddress,
            userAgent,
          });
        }
        if (ctx.path === "/sign-up/email") {
          await recordSecurityEvent(db, {
            event: failed ? "failed_signup" : "successful_signup",
            email: normalisedEmail(ctx.body?.email),
            userId: ctx.context.newSession?.user.id ?? null,
            clientAddress,
            userAgent,
          });
        }
      }),
    },
  });
}

export type ShopAuth = ReturnType<typeof createShopAuth>;

function normalisedEmail(value: unknown) {
  return String(value ?? "").trim().toLowerCase().slice(0, 255);
}
