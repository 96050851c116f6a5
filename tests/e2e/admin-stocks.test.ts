import { describe, expect, inject, it } from "vitest";
import { messages } from "../../domain/messages";
import { adminMessages } from "../../domain/admin-messages";
import { provideBrowser, waitForHydrationOnGoto } from "./support/browser";

const browser = provideBrowser();
const shopUrl = inject("shopUrl");
const m = adminMessages.stock;

// A demo product no other journey looks at; the journey puts its stock back at the end.
const PRODUCT = { name: "Shimmer Gloss – Champagne Gold", slug: "shimmer-gloss-champagne-gold" };

async function signInAsAdmin() {
  const { page } = browser;
  await page.goto("/auth");
  await page.getByLabel("อีเมล").fill(inject("adminEmail"));
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(inject("adminPassword"));
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).last().click();
  await page.waitForURL((url) => url.pathname === "/");
}

describe("stock in the back-office", () => {
  it("an admin finds a product, sets its stock with a reason, sees it in the history, and guests see it sold out at once", async () => {
    const { page } = browser;
    const guest = waitForHydrationOnGoto(await (await browser.context.browser()!.newContext({ baseURL: shopUrl, locale: "th-TH" })).newPage());
    // A guest has seen the product in stock (so the page is in the shop's page cache).
    await guest.goto(`/products/${PRODUCT.slug}`);
    await expect.poll(() => guest.getByText(messages.product.inStock, { exact: true }).first().isVisible()).toBe(true);

    await signInAsAdmin();
    await page.goto("/admin-dashboard");
    await page.getByRole("link", { name: /^Stock/ }).click();
    await page.waitForURL((url) => url.pathname === "/admin-stocks");
    await page.getByRole("searchbox", { name: m.searchPlaceholder }).fill("champagne");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "champagne");
    const row = page.getByRole("row", { name: new RegExp(PRODUCT.name) });
    await expect.poll(() => row.count()).toBe(1);
    const before = Number((await row.getByRole("cell").nth(1).textContent())!.replace(/,/g, ""));
    expect(before).toBeGreaterThan(0);

    await row.getByRole("link", { name: `${m.updateStock}: ${PRODUCT.name}` }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.textContent()).toContain(`${m.currentQuantity}: ${before}`);
    await dialog.getByLabel(m.newQuantity).fill("-1");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe(m.quantityInvalid);
    await dialog.getByLabel(m.newQuantity).fill("0");
    await dialog.getByLabel(m.reason).fill("ตรวจนับแล้ว ของชำรุดทั้งล็อต");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText(m.updated).isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get("q")).toBe("champagne");
    await expect.poll(() => row.getByRole("cell").nth(1).textContent()).toBe("0");

    await row.getByRole("link", { name: `${m.history}: ${PRODUCT.name}` }).click();
    await expect.poll(() => page.getByRole("heading", { name: m.historyTitle(PRODUCT.name) }).isVisible()).toBe(true);
    const newest = page.getByRole("row").nth(1);
    await expect.poll(() => newest.textContent()).toContain("Manual update");
    const text = await newest.textContent();
    for (const part of ["ปรับโดยผู้ดูแล", `\u2212${before}`, "ตรวจนับแล้ว ของชำรุดทั้งล็อต", inject("adminEmail")]) expect(text).toContain(part);
    // The seeded opening stock is the first line of the history.
    await expect.poll(() => page.getByRole("row", { name: /Initial stock/ }).count()).toBe(1);

    // The guest's next look at the product shows it sold out, its button disabled.
    await guest.goto(`/products/${PRODUCT.slug}`);
    await expect.poll(() => guest.getByRole("button", { name: messages.product.soldOut }).isDisabled()).toBe(true);

    // Put the stock back, from the history page's own Update Stock — while another admin (a
    // second tab) changes it meanwhile: the first save is refused with the current figure
    // rather than overwriting, and saving again once seen goes through.
    await page.getByRole("link", { name: m.updateStock }).click();
    await expect.poll(() => dialog.textContent()).toContain(`${m.currentQuantity}: 0`);
    const otherTab = waitForHydrationOnGoto(await browser.context.newPage());
    await otherTab.goto(`/admin-stocks?q=champagne`);
    await otherTab.getByRole("link", { name: `${m.updateStock}: ${PRODUCT.name}` }).click();
    await otherTab.getByRole("dialog").getByLabel(m.newQuantity).fill("5");
    await otherTab.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect.poll(() => otherTab.getByText(m.updated).isVisible()).toBe(true);

    await dialog.getByLabel(m.newQuantity).fill(String(before));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe(m.changedMeanwhile(5));
    await expect.poll(() => dialog.textContent()).toContain(`${m.currentQuantity}: 5`);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText(m.updated).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("row", { name: new RegExp(PRODUCT.name) }).getByRole("cell").nth(1).textContent()).toBe(String(before));
    await guest.context().close();
  });
});
