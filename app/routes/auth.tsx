import { data, redirect, redirectDocument } from "react-router";
import { forgotPasswordSchema, signInSchema, signUpSchema } from "../../domain/auth/auth-forms";
import { parseForm, type FormReply } from "../../domain/shared/form-contract";
import { authTexts } from "../../domain/auth/auth-texts";
import { commonTexts } from "../../domain/shared/common-texts";
import { refused } from "../../domain/shared/refusal";
import { isSocialProviderId, socialSignInFailure } from "../../domain/auth/social-sign-in";
import { currentUser } from "../../server/platform/auth/guards";
import { requestPasswordReset } from "../../server/platform/auth/password-reset";
import { signInWithPassword, signUpWithPassword } from "../../server/platform/auth/password-sign-in";
import { availableSocialProviders, startSocialSignIn } from "../../server/platform/auth/social-sign-in";
import { settings } from "../../server/platform/env";
import { readActionForm } from "../../server/platform/http/action-form";
import { sameOriginRedirectTarget } from "../../server/platform/http/redirect-target";
import { formRefusal } from "../../server/platform/http/refusal-answer";
import { AuthPage, type AuthView } from "../features/auth/auth-page";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/auth";

const VIEWS: readonly AuthView[] = ["sign-in", "sign-up", "forgot"];

export async function loader({ request }: Route.LoaderArgs) {
  if (await currentUser(request)) throw redirect("/");
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  const view: AuthView = VIEWS.find((candidate) => candidate === tab) ?? "sign-in";
  return {
    view,
    providers: await availableSocialProviders(),
    socialFailure: socialSignInFailure(url.searchParams),
  };
}

/** Sign-in, sign-up, forgot password and the social buttons post here; `intent` says which form. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readActionForm(request);
  const intent = form.get("intent");
  const redirectTo = sameOriginRedirectTarget(new URL(request.url).searchParams.get("redirectTo"), settings().publicUrl);

  if (intent === "social") {
    const provider = form.get("provider");
    if (!isSocialProviderId(provider)) return formRefusal("sign-in", refused(400, commonTexts.tryAgain));
    const started = await startSocialSignIn(request, provider, redirectTo);
    if (!started.ok) return formRefusal("sign-in", started);
    return redirect(started.value.url, { headers: started.value.headers });
  }

  if (intent === "forgot") {
    const parsed = parseForm(forgotPasswordSchema, form);
    if (!parsed.ok) return formRefusal(intent, parsed, form);
    const requested = await requestPasswordReset(request, parsed.value);
    if (!requested.ok) return formRefusal(intent, { ...requested, title: authTexts.resetFailedTitle }, form);
    return data<FormReply>({ ok: true, intent, message: authTexts.resetLinkSent });
  }

  if (intent === "sign-up") {
    const parsed = parseForm(signUpSchema, form);
    if (!parsed.ok) return formRefusal(intent, parsed, form);
    const signedUp = await signUpWithPassword(request, parsed.value);
    if (!signedUp.ok) return formRefusal(intent, signedUp, form);
    // A full page load, as the spec asks, so every part of the page starts from the new session.
    return redirectDocument(redirectTo, { headers: signedUp.value.headers });
  }

  const parsed = parseForm(signInSchema, form);
  if (!parsed.ok) return formRefusal("sign-in", parsed, form);
  const signedIn = await signInWithPassword(request, parsed.value);
  if (!signedIn.ok) return formRefusal("sign-in", signedIn, form);
  return redirectDocument(redirectTo, { headers: signedIn.value.headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("เข้าสู่ระบบ / สมัครสมาชิก", matches);
}

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPage initialView={loaderData.view} providers={loaderData.providers} result={actionData ?? null} socialFailure={loaderData.socialFailure} />;
}
