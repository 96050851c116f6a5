import type { Page } from "playwright-core";
import { expect } from "vitest";
import { accountTexts } from "../../../domain/members/account-texts";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { paymentTexts } from "../../../domain/payments/payment-texts";
import { productTexts } from "../../../domain/catalog/product-texts";
import { savedAddressTexts } from "../../../domain/addresses/saved-address-texts";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "../../../domain/orders/order-status";

/** The shop's own address form of /checkout, and what comes after placing an order there. */
export const ORDER_URL = /\/payment-confirmation\?order=ORDER-[A-Z0-9]{9}$/;

/** Opens the first product in stock and puts one into the cart; returns its Thai name. */
export async function addFirstProductToCart(page: Page) {
  await page.goto("/products");
  const card = page.locator("main article").filter({ hasText: productTexts.inStock }).first();
  const nameThai = (await card.locator("h3").textContent())!.trim();
  await card.click();
  await page.waitForURL(/\/products\/[a-z0-9-]+$/);
  await page.getByRole("button", { name: productTexts.addToCart }).click();
  await expect.poll(() => page.locator('[data-testid="cart-badge"]').textContent()).toBe("1");
  return nameThai;
}

/** Where the journeys' shoppers live unless a journey says otherwise. */
const BANGKOK_ADDRESS = {
  phone: "081-234-5678",
  addressLine: "99/1 ถนนสุขุมวิท",
  subDistrict: "คลองเตย",
  district: "คลองเตย",
  province: "กรุงเทพมหานคร",
  postalCode: "10110",
};

/**
 * Fills /checkout's contact and address fields as a shopper in Bangkok would (or at `address`).
 * A member with saved addresses (their first order saved one) picks "new address" first, which
 * shows the fields.
 */
export async function fillCheckoutAddress(page: Page, names: { firstName: string; lastName: string }, address = BANGKOK_ADDRESS) {
  const m = checkoutTexts;
  const newAddress = page.getByRole("radio", { name: savedAddressTexts.newAddress });
  if ((await newAddress.count()) > 0) await newAddress.check();
  await page.getByLabel(m.firstName, { exact: true }).fill(names.firstName);
  await page.getByLabel(m.lastName, { exact: true }).fill(names.lastName);
  await page.getByLabel(m.phone, { exact: true }).fill(address.phone);
  await page.getByLabel(m.addressLine, { exact: true }).fill(address.addressLine);
  await page.getByLabel(accountTexts.subDistrict, { exact: true }).fill(address.subDistrict);
  await page.getByLabel(accountTexts.district, { exact: true }).fill(address.district);
  await page.getByLabel(accountTexts.province, { exact: true }).fill(address.province);
  await page.getByLabel(accountTexts.postalCode, { exact: true }).fill(address.postalCode);
}

/**
 * A signed-in shopper orders the first product in stock through /checkout, paying by slip
 * (PromptPay unless told otherwise); answers the order number, the product's Thai name and
 * the total the payment page shows (as text, e.g. "฿249.00", and in satang).
 */
export async function placeOrder(
  page: Page,
  order: { firstName: string; lastName: string; paymentMethod?: Extract<PaymentMethod, "promptpay" | "bankTransfer" | "cod"> },
) {
  const productName = await addFirstProductToCart(page);
  await page.goto("/checkout");
  await fillCheckoutAddress(page, order);
  await page.getByRole("radio", { name: PAYMENT_METHOD_LABELS[order.paymentMethod ?? "promptpay"] }).check();
  await page.getByRole("button", { name: checkoutTexts.confirmOrder }).click();
  await page.waitForURL(ORDER_URL);
  const orderNumber = new URL(page.url()).searchParams.get("order")!;
  const totalText = (await shownTotal(page)).trim();
  // The order took the cart (decision 090): the next read of the cart drops its lines; a next order starts from an empty cart.
  await expect.poll(() => page.locator('[data-testid="cart-badge"]').count(), { timeout: 15_000 }).toBe(0);
  return { orderNumber, productName, totalText, totalSatang: Math.round(Number(totalText.replace(/[฿,\s]/g, "")) * 100) };
}

/** The total /payment-confirmation shows for the order, as written there. */
export async function shownTotal(page: Page) {
  return (await page.locator("dl div").filter({ hasText: paymentTexts.total }).first().locator("dd").textContent())!;
}

/** /checkout's fields as a form without JavaScript posts them: a Bangkok address, PromptPay, no points, one line. */
export function checkoutFormFields(buyer: { firstName: string; lastName: string; email: string }, line: { productId: string; colorId: string | null }) {
  return {
    ...buyer,
    phone: "081-234-5678",
    address: "99/1 ถนนสุขุมวิท",
    city: "กรุงเทพมหานคร",
    postalCode: "10110",
    paymentMethod: "promptpay",
    redeemPoints: "0",
    idempotencyKey: crypto.randomUUID(),
    productId: line.productId,
    colorId: line.colorId ?? "",
    quantity: "1",
  };
}
