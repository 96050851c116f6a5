import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { isReservedEmail } from "../../../domain/auth/reserved-email";
import { RESET_LINK_LIFETIME_MINUTES } from "../../../domain/auth/auth-limits";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../domain/auth/password";
import type { ShopDatabase } from "../db/database";
import { accounts, profiles, sessions, users, verifications } from "../db/schema";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { logger } from "../logger";
import { queueMail } from "../mail/mail-outbox";
import { passwordResetMail } from "../mail/password-reset-mail";
import { keyMailSeal } from "../mail/sealed-mail";
import { keySignedLinks } from "./signed-links";
import { authBoundary } from "./auth-boundary";
import { createAuthHooks } from "./auth-hooks";
import { resetLinkStorage, revokeOlderResetLinks, revokeResetLinks } from "./reset-links";
import { rememberSessionDatabase } from "./session-lookup";
import { googleProvider, lineSignInPlugins, type SocialSignInSettings } from "./social-providers";

export type ShopAuthOptions = {
  db: ShopDatabase;
  publicUrl: string;
  secret: string;
  secureCookies: boolean;
} & Partial<SocialSignInSettings>;

/** The page that sets a new password; the mail links here with Better Auth's token. */
export function resetPasswordLink(publicUrl: string, token: string) {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function createShopAuth(options: ShopAuthOptions) {
  const { db } = options;
  // The auth secret also keys the outbox's sealed reset mails (decision 054).
  keyMailSeal(options.secret);
  // And the links that act without a sign-in (decision 111).
  keySignedLinks(options.secret);
  const auth = betterAuth({
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
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_MINUTES * 60,
      // Whoever knew the old password is signed out everywhere, and every other link mailed
      // for this account stops working: a copy of an older mail opens nothing.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => revokeResetLinks(db, user.id),
      sendResetPassword: async ({ user, token }) => {
        // Placeholder addresses (LINE accounts without an e-mail) can receive nothing.
        if (isReservedEmail(user.email)) {
          logger.info("No reset mail for an account without a real e-mail address", { userId: user.id });
          return;
        }
        // The newest mail's link is the one that works (decision 054); revoked and queued together.
        await db.transaction(async (tx) => {
          await revokeOlderResetLinks(tx, user.id, token);
          await queueMail(tx, await passwordResetMail({ to: user.email, name: user.name, link: resetPasswordLink(options.publicUrl, token) }));
        });
      },
    },
    // Reset tokens are stored hashed: a copy of the database cannot be used to take accounts over.
    verification: { storeIdentifier: { default: "plain", overrides: { "reset-password:": resetLinkStorage } } },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    socialProviders: googleProvider(options.google ?? null),
    // A signed-in member may link LINE on purpose ("เชื่อมบัญชี LINE", decisions 111 and 115): LINE's
    // e-mail is never verified and may differ from the member's, so LINE is trusted for that explicit
    // link only. disableImplicitLinking keeps decision 007: a sign-in never joins an account by e-mail.
    account: { accountLinking: { enabled: true, trustedProviders: ["line"], allowDifferentEmails: true, disableImplicitLinking: true } },
    // Failed Google/LINE sign-ins come back to /auth with ?error=…, which shows the Thai title.
    onAPIError: { errorURL: `${options.publicUrl}/auth` },
    // One limiter for the whole shop, in PostgreSQL and keyed the shop's way (see the hooks).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "shop",
      useSecureCookies: options.secureCookies,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      database: { generateId: "uuid" },
    },
    telemetry: { enabled: false },
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
      ...lineSignInPlugins(options.line ?? null),
      // Redirect targets through the shop's one check; no session token in get-session's JSON.
      authBoundary(options.publicUrl),
    ],
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await db.insert(profiles).values({ userId: user.id, displayName: user.name }).onConflictDoNothing();
          },
        },
      },
    },
    hooks: createAuthHooks(db),
  });
  rememberSessionDatabase(auth, db);
  return auth;
}

export type ShopAuth = ReturnType<typeof createShopAuth>;
