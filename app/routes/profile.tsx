import { data, redirect } from "react-router";
import { CART_REMINDER_INTENT, cartReminderConsentSchema, cartReminderConsentTexts } from "../../domain/members/cart-reminder-consent";
import { recordConsent } from "../../server/shop/members/member-consents";
import { deleteAccountSchema } from "../../domain/members/account-deletion-form";
import { changePasswordSchema } from "../../domain/auth/auth-forms";
import { parseForm, type FormReply } from "../../domain/shared/form-contract";
import { accountTexts } from "../../domain/members/account-texts";
import { authTexts } from "../../domain/auth/auth-texts";
import { profileSchema } from "../../domain/members/profile-form";
import { requireUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { settings } from "../../server/platform/env";
import { readActionForm } from "../../server/platform/http/action-form";
import { formRefusal } from "../../server/platform/http/refusal-answer";
import { avatarInvalid, replaceAvatar } from "../../server/shop/members/avatar";
import { signOutEverywhere } from "../../server/platform/auth/password-sign-in";
import { noticeCookieHeader } from "../../server/platform/http/notice";
import { changeMemberPassword } from "../../server/shop/members/change-password";
import { deleteOwnAccount } from "../../server/shop/account/delete-account";
import { loadProfilePage } from "../../server/shop/members/member-pages";
import { updateProfile } from "../../server/shop/members/profile";
import type { ProfileFormIntent } from "../features/account/form-result";
import { MemberAreaError } from "../features/account/member-area-error";
import { PROFILE_TABS } from "../features/account/member-profile";
import { tabFromSearch } from "../features/account/member-tabs";
import { ProfilePage } from "../features/account/profile-page";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/profile";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = await loadProfilePage(database(), user.id);
  if (!page) throw redirect("/auth");
  return { ...page, tab: tabFromSearch(PROFILE_TABS, new URL(request.url).searchParams) };
}

/** Four forms post here (`intent`): the avatar (multipart), personal info, the password change and the account deletion. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  // The HTTP layer held this body to the avatar's allowance (body-limit.ts) before it got here.
  const form = await readActionForm(request);
  if (request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
    const file = form.get("avatar");
    const stored =
      file instanceof File ? await replaceAvatar(database(), user.id, new Uint8Array(await file.arrayBuffer()), settings().uploadsDir) : avatarInvalid;
    return stored.ok ? saved("avatar", accountTexts.avatarSaved) : formRefusal("avatar", stored);
  }

  if (form.get("intent") === "delete-account") {
    const parsed = parseForm(deleteAccountSchema, form);
    if (!parsed.ok) return formRefusal("delete-account", parsed, form);
    const deleted = await deleteOwnAccount(database(), request, user.id, parsed.value, { uploadsDir: settings().uploadsDir });
    if (!deleted.ok) return formRefusal("delete-account", deleted, form);
    // Its sessions are gone already; this clears the cookies, and the home page says it is done.
    const headers = await signOutEverywhere(request);
    headers.append("Set-Cookie", noticeCookieHeader("account-deleted"));
    throw redirect("/", { headers });
  }

  if (form.get("intent") === CART_REMINDER_INTENT) {
    const parsed = parseForm(cartReminderConsentSchema, form);
    if (!parsed.ok) return formRefusal(CART_REMINDER_INTENT, parsed, form);
    await recordConsent(database(), user.id, "cart-reminder", parsed.value.granted);
    return saved(CART_REMINDER_INTENT, parsed.value.granted ? cartReminderConsentTexts.started : cartReminderConsentTexts.stopped);
  }

  if (form.get("intent") === "password") {
    const parsed = parseForm(changePasswordSchema, form);
    if (!parsed.ok) return formRefusal("password", parsed, form);
    const changed = await changeMemberPassword(request, user.id, parsed.value);
    if (!changed.ok) return formRefusal("password", changed, form);
    // The password change replaced this device's session: pass its new cookie on.
    return saved("password", authTexts.passwordChanged, changed.value.headers);
  }

  const parsed = parseForm(profileSchema, form);
  if (!parsed.ok) return formRefusal("profile", parsed, form);
  const updated = await updateProfile(database(), user.id, parsed.value);
  if (!updated.ok) return formRefusal("profile", updated, form);
  return saved("profile", accountTexts.profileSaved);
}

function saved(intent: ProfileFormIntent, message: string, headers?: Headers) {
  return data<FormReply>({ ok: true, intent, message }, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("โปรไฟล์ของฉัน", matches);
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage {...loaderData} result={actionData ?? null} />;
}

export function ErrorBoundary() {
  return <MemberAreaError />;
}
