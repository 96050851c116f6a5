import { data, redirect, redirectDocument } from "react-router";
import { parseForm, signInSchema, signUpSchema } from "../../domain/auth-forms";
import { currentUser } from "../../server/auth/guards";
import { signInWithPassword, signUpWithPassword } from "../../server/auth/password-sign-in";
import { AuthPage, type AuthTab } from "../features/auth/auth-page";
import type { Route } from "./+types/auth";

export async function loader({ request }: Route.LoaderArgs) {
  if (await currentUser(request)) throw redirect("/");
  const url = new URL(request.url);
  const tab: AuthTab = url.searchParams.get("tab") === "sign-up" ? "sign-up" : "sign-in";
  return { tab };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent: AuthTab = form.get("intent") === "sign-up" ? "sign-up" : "sign-in";
  const parsed = intent === "sign-up" ? parseForm(signUpSchema, form) : parseForm(signInSchema, form);
  if (!parsed.ok) return data({ intent, title: null, message: parsed.message }, { status: 400 });

  const result =
    intent === "sign-up"
      ? await signUpWithPassword(request, parsed.value as Parameters<typeof signUpWithPassword>[1])
      : await signInWithPassword(request, parsed.value as Parameters<typeof signInWithPassword>[1]);
  if (!result.ok) return data({ intent, title: result.title, message: result.message }, { status: result.status });
  // A full page load, as the spec asks, so every part of the page starts from the new session.
  return redirectDocument(safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo")), {
    headers: result.headers,
  });
}

/** Only same-site paths: never an open redirect to another origin. */
function safeRedirectTarget(target: string | null) {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return "/";
  return target;
}

export function meta() {
  return [{ title: "เข้าสู่ระบบ / สมัครสมาชิก" }, { name: "robots", content: "noindex" }];
}

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPage initialTab={loaderData.tab} failure={actionData ?? null} />;
}
