import { redirect, redirectDocument } from "react-router";
import { RESET_LINK_FIELD, resetPasswordSchema } from "../../domain/auth/auth-forms";
import { ONLY_FORM, parseForm } from "../../domain/shared/form-contract";
import { authTexts } from "../../domain/auth/auth-texts";
import { isResetTokenUsable, resetPasswordAndSignIn } from "../../server/platform/auth/password-reset";
import { readActionForm } from "../../server/platform/http/action-form";
import { formRefusal } from "../../server/platform/http/refusal-answer";
import { ResetPasswordPage } from "../features/auth/reset-password-page";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/reset-password";

// The mail links to /reset-password?token=… (Better Auth's single-use token; see decision 007).

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { linkValid: await isResetTokenUsable(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const form = await readActionForm(request);
  const parsed = parseForm(resetPasswordSchema, form);
  if (!parsed.ok) return formRefusal(ONLY_FORM, parsed, form);
  const reset = await resetPasswordAndSignIn(request, token, parsed.value);
  if (!reset.ok) return formRefusal(ONLY_FORM, reset, form);
  // Signed in with the new password: a full page load of the home page, as after any sign-in.
  if (reset.value.headers) return redirectDocument("/", { headers: reset.value.headers });
  return redirect("/auth");
}

export const meta = privateMeta(authTexts.resetPasswordTitle);

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  // A refusal naming the link's token: the link went bad meanwhile, the page offers a new one.
  const linkGone = actionData && !actionData.ok && actionData.field === RESET_LINK_FIELD;
  return <ResetPasswordPage linkValid={loaderData.linkValid && !linkGone} reply={linkGone ? undefined : (actionData ?? undefined)} />;
}
