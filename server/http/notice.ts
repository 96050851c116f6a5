import { accessTexts } from "../../domain/access-texts";
import { checkoutTexts } from "../../domain/checkout-texts";
import { orderTexts } from "../../domain/order-texts";
import {
  adminContactMessages,
  adminContentMessages,
  adminFaqMessages,
  adminMessages,
  adminOrderMessages,
  adminPaymentMessages,
  adminPromotionMessages,
} from "../../domain/admin-messages";

/**
 * One-shot notices carried across a redirect in a short-lived cookie (e.g. "you may not
 * open that page"), shown once as a toast by the root layout and then cleared. A notice may
 * carry one short detail (an order number), checked on the way in and on the way out.
 */
export const NOTICES = {
  "access-denied": { tone: "error", text: () => accessTexts.denied },
  "sign-in-to-checkout": { tone: "error", text: () => checkoutTexts.signInRequired },
  /** Also tells the browser the cart was ordered (root.tsx empties it). */
  "order-created": { tone: "success", text: (orderNumber: string) => orderTexts.created(orderNumber) },
  // The back-office's successes (spec §8), after its dialogs' POST-redirect-GET.
  "member-updated": { tone: "success", text: () => adminMessages.members.updated },
  "member-deleted": { tone: "success", text: () => adminMessages.members.deleted },
  "category-created": { tone: "success", text: () => adminMessages.categories.created },
  "category-updated": { tone: "success", text: () => adminMessages.categories.updated },
  "category-deleted": { tone: "success", text: () => adminMessages.categories.deleted },
  "stock-updated": { tone: "success", text: () => adminMessages.stock.updated },
  "payment-updated": { tone: "success", text: () => adminPaymentMessages.updated },
  "payment-notes-saved": { tone: "success", text: () => adminPaymentMessages.notesSaved },
  "order-status-updated": { tone: "success", text: () => adminOrderMessages.updated },
  "order-cancelled": { tone: "success", text: () => adminOrderMessages.cancelled },
  "product-created": { tone: "success", text: () => adminMessages.products.created },
  "product-updated": { tone: "success", text: () => adminMessages.products.updated },
  "product-deleted": { tone: "success", text: () => adminMessages.products.deleted },
  "flash-sale-created": { tone: "success", text: () => adminPromotionMessages.flashSales.created },
  "flash-sale-updated": { tone: "success", text: () => adminPromotionMessages.flashSales.updated },
  "flash-sale-switched": { tone: "success", text: () => adminPromotionMessages.flashSales.switched },
  "flash-sale-deleted": { tone: "success", text: () => adminPromotionMessages.flashSales.deleted },
  "special-offer-created": { tone: "success", text: () => adminPromotionMessages.specialOffers.created },
  "special-offer-updated": { tone: "success", text: () => adminPromotionMessages.specialOffers.updated },
  "special-offer-switched": { tone: "success", text: () => adminPromotionMessages.specialOffers.switched },
  "special-offer-deleted": { tone: "success", text: () => adminPromotionMessages.specialOffers.deleted },
  // The site-content text editors (decision 042).
  "social-link-updated": { tone: "success", text: () => adminMessages.socialLinks.updated },
  "contact-saved": { tone: "success", text: () => adminContactMessages.saved },
  "faq-added": { tone: "success", text: () => adminFaqMessages.added },
  "faq-saved": { tone: "success", text: () => adminFaqMessages.saved },
  "faq-deleted": { tone: "success", text: () => adminFaqMessages.deleted },
  // The content editors' (slides, videos, reviews): spec §8 'added', 'saved', deleted.
  "content-added": { tone: "success", text: () => adminContentMessages.added },
  "content-saved": { tone: "success", text: () => adminContentMessages.saved },
  "content-deleted": { tone: "success", text: () => adminContentMessages.deleted },
} as const satisfies Record<string, { tone: NoticeTone; text: (detail: string) => string }>;
export type NoticeKey = keyof typeof NOTICES;
export type NoticeTone = "error" | "success";
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
