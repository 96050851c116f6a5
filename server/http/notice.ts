import { adminMessages } from "../../domain/messages";

/**
 * One-shot notices carried across a redirect in a short-lived cookie (e.g. "you may not
 * open that page", "Member updated successfully"), shown once as a toast by the root layout
 * and then cleared. A form's own errors are never notices: they stay next to the field.
 */
export const NOTICES = {
  "access-denied": { text: "ไม่มีสิทธิ์เข้าถึง", tone: "error" },
  // The back-office's successes (spec §8), after its dialogs' POST-redirect-GET.
  "member-updated": { text: adminMessages.members.updated, tone: "success" },
  "member-deleted": { text: adminMessages.members.deleted, tone: "success" },
  "category-created": { text: adminMessages.categories.created, tone: "success" },
  "category-updated": { text: adminMessages.categories.updated, tone: "success" },
  "category-deleted": { text: adminMessages.categories.deleted, tone: "success" },
} as const satisfies Record<string, Notice>;
export type NoticeKey = keyof typeof NOTICES;
export type Notice = { text: string; tone: "error" | "success" };

const COOKIE = "shop_notice";

export function noticeCookieHeader(key: NoticeKey) {
  return `${COOKIE}=${key}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

export const clearNoticeCookieHeader = `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

export function readNotice(request: Request): Notice | null {
  const cookies = request.headers.get("cookie") ?? "";
  const match = cookies.match(/(?:^|;\s*)shop_notice=([a-z-]+)/);
  const key = match?.[1];
  return key && Object.hasOwn(NOTICES, key) ? NOTICES[key as NoticeKey] : null;
}
