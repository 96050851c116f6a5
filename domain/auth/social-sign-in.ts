import { authTexts } from "./auth-texts";

export const SOCIAL_PROVIDER_IDS = ["google", "line"] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

export function isSocialProviderId(value: unknown): value is SocialProviderId {
  return typeof value === "string" && (SOCIAL_PROVIDER_IDS as readonly string[]).includes(value);
}

export const SOCIAL_SIGN_IN_LABELS: Record<SocialProviderId, string> = {
  google: authTexts.withGoogle,
  line: authTexts.withLine,
};

export type SignInFailure = { title: string; message: string };

/**
 * A failed Google/LINE sign-in comes back to /auth as `?provider=…&error=…`. The spec gives
 * each provider its own title with the raw message; the one failure a shopper can act on —
 * an account with that e-mail already exists — is explained in Thai.
 */
export function socialSignInFailure(params: URLSearchParams): SignInFailure | null {
  const error = params.get("error");
  if (!error) return null;
  const provider = params.get("provider");
  const title = provider === "google" ? authTexts.googleFailedTitle : provider === "line" ? authTexts.lineFailedTitle : authTexts.signInFailedTitle;
  const raw = (params.get("error_description") || error).slice(0, 200);
  return { title, message: error === "account_not_linked" ? authTexts.socialAccountNotLinked : raw };
}
