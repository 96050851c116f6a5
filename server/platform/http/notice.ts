import { NOTICES, type NoticeKey, type NoticeTone } from "../../../domain/notices/notices";

/**
 * One-shot notices carried across a redirect in a short-lived cookie (e.g. "you may not
 * open that page"), shown once as a toast by the root layout and then cleared. A notice may
 * carry one short detail (an order number), checked on the way in and on the way out. The
 * notices themselves are declared by each feature and collected in `domain/notices/notices.ts`.
 */
export type { NoticeKey, NoticeTone };
export type Notice = { key: NoticeKey; tone: NoticeTone; message: string };

const COOKIE = "shop_notice";
/** Order numbers and the like: nothing a cookie or a toast needs escaping for. */
const DETAIL = /^[A-Z0-9-]{1,40}$/;

export function noticeCookieHeader(key: NoticeKey, detail?: string) {
  const value = detail !== undefined && DETAIL.test(detail) ? `${key}~${detail}` : key;
  return `${COOKIE}=${value}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

export const clearNoticeCookieHeader = `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

export function readNotice(request: Request): Notice | null {
  const cookies = request.headers.get("cookie") ?? "";
  const match = cookies.match(/(?:^|;\s*)shop_notice=([a-z-]+)(?:~([A-Z0-9-]{1,40}))?(?:;|$)/);
  const key = match?.[1];
  if (!key || !Object.hasOwn(NOTICES, key)) return null;
  const notice = NOTICES[key as NoticeKey];
  return { key: key as NoticeKey, tone: notice.tone, message: notice.text(match?.[2] ?? "") };
}
