import { authTexts } from "../../../domain/auth/auth-texts";
import { commonTexts } from "../../../domain/shared/common-texts";
import { passwordTexts } from "../../../domain/auth/password-texts";
import type { SignInInput, SignUpInput } from "../../../domain/auth/auth-forms";
import { refused, refusalStatus, type Outcome } from "../../../domain/shared/refusal";
import { errorFields, logger } from "../logger";
import { shopAuth } from "./auth-instance";
import { asAuthError } from "./auth-errors";
import { changingSessions } from "./session-cache";

/** Signed in (the session's cookies in `headers`), or refused with a title and the spec's Thai message. */
export type SignedIn = Outcome<{ headers: Headers }>;

const m = authTexts;

/** Signs in with email and password; failures come back as the spec's Thai messages. */
export function signInWithPassword(request: Request, input: SignInInput): Promise<SignedIn> {
  return signingIn(
    () => shopAuth().api.signInEmail({ body: { email: input.email, password: input.password }, headers: request.headers, returnHeaders: true }),
    m.signInFailedTitle,
    (authError) => {
      if (authError.statusCode === 429) return authError.message || m.signInRateLimited;
      if (authError.code === "INVALID_EMAIL_OR_PASSWORD") return m.invalidCredentials;
      if (authError.code === "BANNED_USER") return m.blockedTitle;
      return null;
    },
  );
}

/** Creates an account and signs it in (Better Auth's autoSignIn). */
export function signUpWithPassword(request: Request, input: SignUpInput): Promise<SignedIn> {
  return signingIn(
    () =>
      shopAuth().api.signUpEmail({
        body: { name: input.name, email: input.email, password: input.password },
        headers: request.headers,
        returnHeaders: true,
      }),
    m.signUpFailedTitle,
    (authError) => {
      if (authError.statusCode === 429) return authError.message || m.signUpRateLimited;
      if (authError.code?.startsWith("USER_ALREADY_EXISTS")) return m.emailTaken;
      if (authError.code === "WEAK_PASSWORD") return authError.message;
      if (authError.code === "PASSWORD_TOO_SHORT") return passwordTexts.tooShort;
      if (authError.code === "PASSWORD_TOO_LONG") return passwordTexts.tooLong;
      if (authError.code === "INVALID_EMAIL") return m.invalidEmail;
      return null;
    },
  );
}

type AuthErrorWords = (authError: NonNullable<ReturnType<typeof asAuthError>>) => string | null;

/** Runs a Better Auth call that signs in: its session cookies, or its error as `translate` words it (else "try again"). */
async function signingIn(call: () => Promise<{ headers: Headers }>, title: string, translate: AuthErrorWords): Promise<SignedIn> {
  try {
    const { headers } = await call();
    return { ok: true, value: { headers } };
  } catch (error) {
    return failure(error, title, translate);
  }
}

function failure(error: unknown, title: string, translate: AuthErrorWords): SignedIn {
  const authError = asAuthError(error);
  if (!authError) {
    logger.error("Sign-in service failed", errorFields(error));
    return refused(500, commonTexts.tryAgain, undefined, { title });
  }
  const message = translate(authError);
  if (!message) logger.warn("Unexpected sign-in error", { code: authError.code, status: authError.statusCode });
  return refused(refusalStatus(authError.statusCode), message ?? commonTexts.tryAgain, undefined, {
    title: authError.code === "BANNED_USER" ? m.blockedTitle : title,
  });
}

/** Ends the session on this device and every other one (the spec's global sign-out). */
export async function signOutEverywhere(request: Request): Promise<Headers> {
  const auth = shopAuth();
  return changingSessions(async () => {
    const session = await auth.api.getSession({ headers: request.headers });
    if (session) await auth.api.revokeSessions({ headers: request.headers });
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return headers;
  });
}
