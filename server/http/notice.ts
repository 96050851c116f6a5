import { accessTexts } from "../../domain/access-texts";
import { checkoutTexts } from "../../domain/checkout-texts";
import { orderTexts } from "../../domain/order-texts";
import { adminCategoryTexts } from "../../domain/admin-category-texts";
import { adminContactTexts } from "../../domain/admin-contact-texts";
import { adminContentTexts } from "../../domain/admin-content-texts";
import { adminFaqTexts } from "../../domain/admin-faq-texts";
import { adminMemberTexts } from "../../domain/admin-member-texts";
import { adminOrderTexts } from "../../domain/admin-order-texts";
import { adminPaymentTexts } from "../../domain/admin-payment-texts";
import { adminProductTexts } from "../../domain/admin-product-texts";
import { adminPromotionTexts } from "../../domain/admin-promotion-texts";
import { adminSocialLinkTexts } from "../../domain/admin-social-link-texts";
import { adminStockTexts } from "../../domain/admin-stock-texts";

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
  "member-updated": { tone: "success", text: () => adminMemberTexts.updated },
  "member-deleted": { tone: "success", text: () => adminMemberTexts.deleted },
  "category-created": { tone: "success", text: () => adminCategoryTexts.created },
  "category-updated": { tone: "success", text: () => adminCategoryTexts.updated },
  "category-deleted": { tone: "success", text: () => adminCategoryTexts.deleted },
  "stock-updated": { tone: "success", text: () => adminStockTexts.updated },
  "payment-updated": { tone: "success", text: () => adminPaymentTexts.updated },
  "payment-notes-saved": { tone: "success", text: () => adminPaymentTexts.notesSaved },
  "order-status-updated": { tone: "success", text: () => adminOrderTexts.updated },
  "order-cancelled": { tone: "success", text: () => adminOrderTexts.cancelled },
  "product-created": { tone: "success", text: () => adminProductTexts.created },
  "product-updated": { tone: "success", text: () => adminProductTexts.updated },
  "product-deleted": { tone: "success", text: () => adminProductTexts.deleted },
  "flash-sale-created": { tone: "success", text: () => adminPromotionTexts.flashSales.created },
  "flash-sale-updated": { tone: "success", text: () => adminPromotionTexts.flashSales.updated },
  "flash-sale-switched": { tone: "success", text: () => adminPromotionTexts.flashSales.switched },
  "flash-sale-deleted": { tone: "success", text: () => adminPromotionTexts.flashSales.deleted },
  "special-offer-created": { tone: "success", text: () => adminPromotionTexts.specialOffers.created },
  "special-offer-updated": { tone: "success", text: () => adminPromotionTexts.specialOffers.updated },
  "special-offer-switched": { tone: "success", text: () => adminPromotionTexts.specialOffers.switched },
  "special-offer-deleted": { tone: "success", text: () => adminPromotionTexts.specialOffers.deleted },
  // The site-content text editors (decision 042).
  "social-link-updated": { tone: "success", text: () => adminSocialLinkTexts.updated },
  "contact-saved": { tone: "success", text: () => adminContactTexts.saved },
  "faq-added": { tone: "success", text: () => adminFaqTexts.added },
  "faq-saved": { tone: "success", text: () => adminFaqTexts.saved },
  "faq-deleted": { tone: "success", text: () => adminFaqTexts.deleted },
  // The content editors' (slides, videos, reviews): spec §8 'added', 'saved', deleted.
  "content-added": { tone: "success", text: () => adminContentTexts.added },
  "content-saved": { tone: "success", text: () => adminContentTexts.saved },
  "content-deleted": { tone: "success", text: () => adminContentTexts.deleted },
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
