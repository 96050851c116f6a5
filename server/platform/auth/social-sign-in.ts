import { authTexts } from "../../../domain/auth/auth-texts";
import { commonTexts } from "../../../domain/shared/common-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { SOCIAL_PROVIDER_IDS, type SocialProviderId } from "../../../domain/auth/social-sign-in";
import { errorFields, logger } from "../logger";
import { asAuthError } from "./auth-errors";
import { shopAuth } from "./auth-instance";

/**
 * The providers sign-in buttons are shown for: configured (client id and secret set) and
 * actually registered — LINE is skipped when its discovery document could not be read.
 */
export async function availableSocialProviders(): Promise<SocialProviderId[]> {
  const context = await shopAuth().$context;
  const registered = new Set(context.socialProviders.map((provider) => provider.id));
  return SOCIAL_PROVIDER_IDS.filter((id) => registered.has(id));
}

/** The provider's authorization URL and the state cookies, or refused (400) with the provider's title. */
export type SocialSignInStart = Outcome<{ url: string; headers: Headers }>;

/**
 * Starts an OAuth sign-in: Better Auth stores the state (and PKCE verifier) and returns the
 * provider's authorization URL; the caller redirects there with the returned cookies.
 * Afterwards the provider sends the shopper to /api/auth/callback/<provider>, which signs
 * them in and continues to `callbackPath`, or back to /auth with the error.
 */
export async function startSocialSignIn(request: Request, provider: SocialProviderId, callbackPath: string): Promise<SocialSignInStart> {
  try {
    const { headers, response } = await shopAuth().api.signInSocial({
      body: {
        provider,
        callbackURL: callbackPath,
        errorCallbackURL: `/auth?provider=${provider}`,
        disableRedirect: true,
      },
      headers: request.headers,
      returnHeaders: true,
    });
    if (!response.url) throw new Error("The sign-in provider gave no authorization URL.");
    return { ok: true, value: { url: response.url, headers } };
  } catch (error) {
    const authError = asAuthError(error);
    logger.warn("Could not start social sign-in", { provider, ...(authError ? { code: authError.code } : errorFields(error)) });
    return refused(400, authError?.message || commonTexts.tryAgain, undefined, {
      title: provider === "google" ? authTexts.googleFailedTitle : authTexts.lineFailedTitle,
    });
  }
}
