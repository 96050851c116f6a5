import { data, redirect } from "react-router";
import { changePasswordSchema } from "../../domain/auth-forms";
import { parseForm } from "../../domain/form-contract";
import { messages } from "../../domain/messages";
import { profileSchema } from "../../domain/profile-form";
import { requireUser } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { settings } from "../../server/env";
import { readActionForm } from "../../server/http/action-form";
import { avatarInvalid, replaceAvatar, type AvatarResult } from "../../server/members/avatar";
import { changeMemberPassword } from "../../server/members/change-password";
import { loadProfilePage } from "../../server/members/member-pages";
import { updateProfile } from "../../server/members/profile";
import type { ProfileFormIntent, ProfileFormResult } from "../features/account/form-result";
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

/** Three forms post here: the avatar (multipart), personal info and the password change. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  // The HTTP layer held this body to the avatar's allowance (body-limit.ts) before it got here.
  const form = await readActionForm(request);
  if (request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
    const file = form.get("avatar");
    if (!(file instanceof File)) return avatarReply(avatarInvalid);
    return avatarReply(await replaceAvatar(database(), user.id, new Uint8Array(await file.arrayBuffer()), settings().uploadsDir));
  }

  if (form.get("intent") === "password") {
    const parsed = parseForm(changePasswordSchema, form);
    if (!parsed.ok) return reply("password", 400, parsed.message, parsed.field);
    const result = await changeMemberPassword(request, user.id, parsed.value);
    if (!result.ok) return reply("password", result.status, result.message, result.field);
    // The password change replaced this device's session: pass its new cookie on.
    return data<ProfileFormResult>({ intent: "password", ok: true, message: messages.auth.passwordChanged }, { headers: result.headers });
  }

  const parsed = parseForm(profileSchema, form);
  if (!parsed.ok) return reply("profile", 400, parsed.message, parsed.field);
  const result = await updateProfile(database(), user.id, parsed.value);
  if (!result.ok) return reply("profile", result.status, result.message, result.field);
  return reply("profile", 200, messages.account.profileSaved);
}

function reply(intent: ProfileFormIntent, status: number, message: string, field?: string) {
  return data<ProfileFormResult>({ intent, ok: status < 300, message, ...(field ? { field } : {}) }, { status });
}

function avatarReply(result: AvatarResult) {
  return result.ok ? reply("avatar", 200, messages.account.avatarSaved) : reply("avatar", result.status, result.message);
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
