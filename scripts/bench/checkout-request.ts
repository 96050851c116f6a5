// One checkout as a browser without JavaScript sends it: the form contract of issue 9
// (application/x-www-form-urlencoded, one productId/colorId/quantity triple per cart line),
// the member's session cookie, and the same-origin headers of a form post from /checkout.
import { randomUUID } from "node:crypto";
import { CHECKOUT_CART_COOKIE, encodeCheckoutCart } from "../../domain/orders/checkout-cart";
import { missReasonText } from "../../domain/promotions/promotion-reasons";
import type { Outcome } from "./load-driver";
import { connectionTo, type BenchMember } from "./members";

/** A lipstick the bench buys, and the shade every order takes (stock per shade, decision 114). */
export type BenchProduct = { id: string; colorId?: string | null; nameThai: string; price: number };

/** Contact and shipping fields as a member fills them in. */
export const SHIPPING_FIELDS = {
  firstName: "สมหญิง",
  lastName: "ใจดี",
  email: "somying@bench.test",
  phone: "081-234-5678",
  address: "99/1 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย",
  city: "กรุงเทพมหานคร",
  postalCode: "10110",
  paymentMethod: "promptpay",
} as const;

/** `expectedTotal` null: no total was shown, the order is placed at the server's price (its promotions included). */
export function checkoutBody(product: BenchProduct, quantity: number, expectedTotal: number | null, promoCode = "") {
  const form = new URLSearchParams({
    ...SHIPPING_FIELDS,
    redeemPoints: "0",
    idempotencyKey: randomUUID(),
    ...(expectedTotal === null ? {} : { expectedTotal: String(expectedTotal) }),
    ...(promoCode ? { promoCode } : {}),
  });
  form.append("productId", product.id);
  form.append("colorId", product.colorId ?? "");
  form.append("quantity", String(quantity));
  return form.toString();
}

/** What the refusal says when the typed code's uses ran out in a rush ("<code>: ถูกใช้ครบจำนวนแล้ว"). */
export const codeUsedUpText = (code: string) => `${code}: ${missReasonText({ kind: "used-up" })}`;

/**
 * POSTs one checkout and judges the answer: a redirect to the order's payment page is a
 * placed order, the page naming the product as sold out (`<name> หมดแล้ว`, also when it was the
 * cart's only line) or the typed code as used up a sold-out answer (the benchmark checks the stock
 * and the code's count afterwards), anything else a failure.
 */
export async function postCheckout(
  shopUrl: string,
  member: BenchMember,
  product: BenchProduct,
  quantity: number,
  expectedTotal: number | null,
  promoCode = "",
): Promise<Outcome> {
  const body = checkoutBody(product, quantity, expectedTotal, promoCode);
  const headers = [
    "content-type: application/x-www-form-urlencoded",
    // The session, and the cart's mirror the browser keeps for /checkout (decision 024).
    `cookie: ${member.cookie}; ${CHECKOUT_CART_COOKIE}=${encodeCheckoutCart([{ productId: product.id, colorId: product.colorId ?? null, quantity }])}`,
    `origin: ${shopUrl}`,
    `referer: ${shopUrl}/checkout`,
    "sec-fetch-site: same-origin",
    "sec-fetch-mode: navigate",
    "sec-fetch-dest: document",
    "sec-fetch-user: ?1",
    "accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "accept-language: th-TH,th;q=0.9",
  ];
  const response = await connectionTo(member, shopUrl).request("POST /checkout HTTP/1.1", headers, body);
  const { status } = response;
  const location = response.headers.get("location") ?? "";
  const acknowledged = /\/payment-confirmation\?order=(ORDER-[A-Z0-9]{9})/.exec(location);
  if (status >= 300 && status < 400 && acknowledged) return { kind: "placed", orderNumber: acknowledged[1] };
  const text = response.body.toString("utf8");
  // Sold out names the product and, for a shade, the shade too ("<product> สี<shade> หมดแล้ว", decision 114).
  if ((pageShows(text, product.nameThai) && pageShows(text, " หมดแล้ว")) || (promoCode && pageShows(text, codeUsedUpText(promoCode))))
    return { kind: "sold-out" };
  return { kind: "failed", detail: `${status} ${location} ${pageSummary(text)}` };
}

/**
 * Whether a page says `text` as a reader sees it: the shop keeps its Thai words whole in their own
 * spans (decision 081), so a text is looked for in the page without its markup, not in the raw HTML.
 */
export function pageShows(html: string, text: string) {
  return html.replace(/<[^>]*>/g, "").includes(text);
}

/** What a failed answer said, for a failure line: its alert, or else the start of its text. */
export function pageSummary(html: string) {
  const alert = /role="alert"[^>]*>([\s\S]{0,300}?)</.exec(html)?.[1];
  return (
    alert ??
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .slice(0, 200)
  ).trim();
}
