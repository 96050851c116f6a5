/**
 * One-shot notices carried across a redirect in a short-lived cookie (e.g. "you may not
 * open that page"), shown once as a toast by the root layout and then cleared.
 */
export const NOTICES = {
  "access-denied": "ไม่มีสิทธิ์เข้าถึง",
} as const;
export type NoticeKey = keyof typeof NOTICES;

const COOKIE = "shop_notice";

export function noticeCookieHeader(key: NoticeKey) {
  return `${COOKIE}=${key}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

export const clearNoticeCookieHeader = `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

export function readNotice(request: Request): string | null {
  const cookies = request.headers.get("cookie") ?? "";
  const match = cookies.match(/(?:^|;\s*)shop_notice=([a-z-]+)/);
  const key = match?.[1];
  return key && key in NOTICES ? NOTICES[key as NoticeKey] : null;
}
