import { data, redirect, redirectDocument } from "react-router";
import { resetPasswordSchema } from "../../domain/auth-forms";
import { parseForm } from "../../domain/form-contract";
import { messages } from "../../domain/messages";
import { isResetTokenUsable, resetPasswordAndSignIn } from "../../server/auth/password-reset";
import { readActionForm } from "../../server/http/action-form";
import { ResetPasswordPage, type ResetPasswordFailure } from "../features/auth/reset-password-page";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/reset-password";

// The mail links to /reset-password?token=… (Better Auth's single-use token; see decision 007).

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { linkValid: await isResetTokenUsable(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const parsed = parseForm(resetPasswordSchema, await readActionForm(request));
  if (!parsed.ok) return failure({ linkValid: true, title: null, message: parsed.message }, 400);
  const reset = await resetPasswordAndSignIn(request, token, parsed.value);
  if (!reset.ok && reset.reason === "invalid-link") {
    return failure({ linkValid: false, title: null, message: messages.auth.invalidResetLink }, 400);
  }
  if (!reset.ok) return failure({ linkValid: true, title: messages.auth.resetFailedTitle, message: reset.message }, reset.status);
  // Signed in with the new password: a full page load of the home page, as after any sign-in.
  if (reset.headers) return redirectDocument("/", { headers: reset.headers });
  return redirect("/auth");
}

function failure(body: ResetPasswordFailure & { linkValid: boolean }, status: number) {
  return data(body, { status });
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(messages.auth.resetPasswordTitle, matches);
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const linkValid = actionData ? actionData.linkValid : loaderData.linkValid;
  return <ResetPasswordPage linkValid={linkValid} failure={actionData?.linkValid ? actionData : null} />;
}
