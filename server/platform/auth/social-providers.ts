import { createHash } from "node:crypto";
import { genericOAuth } from "better-auth/plugins";
import { isReservedEmail } from "../../../domain/auth/reserved-email";
import { authTexts } from "../../../domain/auth/auth-texts";
import type { OAuthClientSettings } from "../env";

export type SocialSignInSettings = {
  google: OAuthClientSettings | null;
  line: (OAuthClientSettings & { discoveryUrl: string }) | null;
};

const GOOGLE_SIGN_IN_ORIGIN = "https://accounts.google.com";

/**
 * Where the sign-in buttons send the browser: Google's sign-in page, and LINE's (whose
 * authorization endpoint lives on the same origin as its discovery document, as it does
 * for access.line.me).
 */
export function signInProviderOrigins(settings: SocialSignInSettings): string[] {
  const origins: string[] = [];
  if (settings.google) origins.push(GOOGLE_SIGN_IN_ORIGIN);
  if (settings.line) origins.push(new URL(settings.line.discoveryUrl).origin);
  return origins;
}

/** Better Auth's built-in Google provider, when its client is configured. */
export function googleProvider(google: OAuthClientSettings | null) {
  if (!google) return {};
  return { google: { clientId: google.clientId, clientSecret: google.clientSecret, prompt: "select_account" as const } };
}

/**
 * LINE through the generic OAuth plugin, configured from LINE's OpenID Connect discovery
 * document. ID tokens must be verifiable against the discovered keys.
 */
export function lineSignInPlugins(line: SocialSignInSettings["line"]) {
  if (!line) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: "line",
          name: "LINE",
          clientId: line.clientId,
          clientSecret: line.clientSecret,
          discoveryUrl: line.discoveryUrl,
          scopes: ["openid", "profile", "email"],
          requireIdTokenVerification: true,
          // LINE signs web-login ID tokens with HS256 and the channel secret unless asked for
          // a JWK-signed (ES256) one; only the latter can be checked against the published keys.
          tokenUrlParams: { id_token_key_type: "JWK" },
          mapProfileToUser: (profile) => mapLineProfile(profile),
        },
      ],
    }),
  ];
}

type LineProfile = { sub?: unknown; email?: unknown; name?: unknown; picture?: unknown };

/**
 * A LINE user may refuse to share an e-mail address (or the channel may lack the e-mail
 * permission); such an account gets a stable placeholder address under the reserved
 * `.invalid` domain, which no one can sign up with and no mail is ever sent to. LINE's
 * e-mail is never treated as verified, so it is never linked to an existing account.
 */
export function mapLineProfile(profile: LineProfile) {
  const sharedEmail = typeof profile.email === "string" ? profile.email.trim().toLowerCase() : "";
  const email = sharedEmail && !isReservedEmail(sharedEmail) ? sharedEmail : linePlaceholderEmail(String(profile.sub ?? ""));
  const name = typeof profile.name === "string" && profile.name.trim() ? profile.name.trim() : authTexts.lineUserName;
  return {
    email,
    name,
    emailVerified: false,
    image: typeof profile.picture === "string" ? profile.picture : undefined,
  };
}

export const LINE_PLACEHOLDER_DOMAIN = "users.line.invalid";

/** `line-<user id>@users.line.invalid`; one LINE user always gets the same address. */
export function linePlaceholderEmail(subject: string) {
  if (!subject) throw new Error("A LINE profile without a subject cannot be signed in.");
  // LINE user ids are "U" plus 32 lower-case hex digits, so lower-casing keeps them unique;
  // anything else is hashed so the address stays short, valid and collision-free.
  const local = /^U[0-9a-f]{32}$/.test(subject) ? subject.toLowerCase() : `x${createHash("sha256").update(subject).digest("hex").slice(0, 40)}`;
  return `line-${local}@${LINE_PLACEHOLDER_DOMAIN}`;
}
