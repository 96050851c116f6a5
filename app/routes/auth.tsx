import { data, redirect, redirectDocument } from "react-router";
import { forgotPasswordSchema, signInSchema, signUpSchema } from "../../domain/auth-forms";
import { parseForm } from "../../domain/form-contract";
import { messages } from "../../domain/messages";
import { isSocialProviderId, socialSignInFailure } from "../../domain/social-sign-in";
import { currentUser } from "../../server/auth/guards";
import { requestPasswordReset } from "../../server/auth/password-reset";
import { signInWithPassword, signUpWithPassword } from "../../server/auth/password-sign-in";
import { availableSocialProviders, startSocialSignIn } from "../../server/auth/social-sign-in";
import { settings } from "../../server/env";
import { readActionForm } from "../../server/http/action-form";
import { sameOriginRedirectTarget } from "../../server/http/redirect-target";
import { AuthPage, type AuthActionResult, type AuthView } from "../features/auth/auth-page";
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

export async function action({ request }: Route.ActionArgs) {
  const form = await readActionForm(request);
  const intent = form.get("intent");
  const redirectTo = sameOriginRedirectTarget(new URL(request.url).searchParams.get("redirectTo"), settings().publicUrl);

  if (intent === "social") {
    const provider = form.get("provider");
    if (!isSocialProviderId(provider)) return result({ intent: "sign-in", title: null, message: messages.common.tryAgain }, 400);
    const started = await startSocialSignIn(request, provider, redirectTo);
    if (!started.ok) return result({ intent: "sign-in", title: started.title, message: started.message }, 400);
    return redirect(started.url, { headers: started.headers });
  }

  if (intent === "forgot") {
    const parsed = parseForm(forgotPasswordSchema, form);
    if (!parsed.ok) return result({ intent, title: null, message: parsed.message }, 400);
    const requested = await requestPasswordReset(request, parsed.value);
    if (!requested.ok) return result({ intent, title: messages.auth.resetFailedTitle, message: requested.message }, requested.status);
    return result({ intent, title: null, message: messages.auth.resetLinkSent, sent: true }, 200);
  }

  if (intent === "sign-up") {
    const parsed = parseForm(signUpSchema, form);
    if (!parsed.ok) return result({ intent, title: null, message: parsed.message }, 400);
    const signedUp = await signUpWithPassword(request, parsed.value);
    if (!signedUp.ok) return result({ intent, title: signedUp.title, message: signedUp.message }, signedUp.status);
    // A full page load, as the spec asks, so every part of the page starts from the new session.
    return redirectDocument(redirectTo, { headers: signedUp.headers });
  }

  const parsed = parseForm(signInSchema, form);
  if (!parsed.ok) return result({ intent: "sign-in", title: null, message: parsed.message }, 400);
  const signedIn = await signInWithPassword(request, parsed.value);
  if (!signedIn.ok) return result({ intent: "sign-in", title: signedIn.title, message: signedIn.message }, signedIn.status);
  return redirectDocument(redirectTo, { headers: signedIn.headers });
}

function result(body: AuthActionResult, status: number) {
  return data(body, { status });
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("เข้าสู่ระบบ / สมัครสมาชิก", matches);
}

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage
      initialView={loaderData.view}
      providers={loaderData.providers}
      result={actionData ?? null}
      socialFailure={loaderData.socialFailure}
    />
  );
}
