import type { Page } from "playwright-core";
import { expect } from "vitest";
import { messages } from "../../../domain/messages";

/** The shop's own address form of /checkout, and what comes after placing an order there. */
export const ORDER_URL = /\/payment-confirmation\?order=ORDER-[A-Z0-9]{9}$/;

/** Opens the first product in stock and puts one into the cart; returns its Thai name. */
export async function addFirstProductToCart(page: Page) {
  await page.goto("/products");
  const card = page.locator("main article").filter({ hasText: messages.product.inStock }).first();
  const nameThai = (await card.locator("h3").textContent())!.trim();
  await card.click();
  await page.waitForURL(/\/products\/[a-z0-9-]+$/);
  await page.getByRole("button", { name: messages.product.addToCart }).click();
  await expect.poll(() => page.locator('[data-testid="cart-badge"]').textContent()).toBe("1");
  return nameThai;
}

/** Fills /checkout's contact and address fields as a shopper in Bangkok would. */
export async function fillCheckoutAddress(page: Page, names: { firstName: string; lastName: string }) {
  const m = messages.checkout;
  await page.getByLabel(m.firstName, { exact: true }).fill(names.firstName);
  await page.getByLabel(m.lastName, { exact: true }).fill(names.lastName);
  await page.getByLabel(m.phone, { exact: true }).fill("081-234-5678");
  await page.getByLabel(m.addressLine, { exact: true }).fill("99/1 ถนนสุขุมวิท");
  await page.getByLabel(messages.account.subDistrict, { exact: true }).fill("คลองเตย");
  await page.getByLabel(messages.account.district, { exact: true }).fill("คลองเตย");
  await page.getByLabel(messages.account.province, { exact: true }).fill("กรุงเทพมหานคร");
  await page.getByLabel(messages.account.postalCode, { exact: true }).fill("10110");
}
