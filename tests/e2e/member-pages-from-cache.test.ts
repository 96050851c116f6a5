// Signed-in shoppers get storefront pages from the guests' page cache (decision 051): the page
// carries nothing of theirs, and their header, chat and Control Panel are filled in by the
// browser from /api/me without moving anything on the page.
import { describe, expect, inject, it } from "vitest";
import { chatTexts } from "../../domain/chat/chat-texts";
import { controlPanelButtonTexts, navTexts } from "../../app/features/layout/texts";
import { signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";

const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: { width: 360, height: 780 }, hasTouch: true });

type Shift = { value: number; hadRecentInput: boolean };

describe("a signed-in shopper's storefront page", () => {
  it("comes from the page cache with nothing of theirs in it, and their header appears without a layout shift", async () => {
    const name = "สมาชิก แคช";
    const email = uniqueEmail("cached-member");
    const member = await signUpInto(browser.context, shopUrl, { name, email, localAddress: "127.0.75.1" });

    // A guest's visit fills the cache; the member's copy of the same page is answered from it.
    await fetch(`${shopUrl}/products`);
    const answer = await fetch(`${shopUrl}/products`, { headers: { cookie: member.cookie } });
    expect(answer.headers.get("x-shop-cache")).toBe("hit");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const html = await answer.text();
    expect(html).toMatch(/<html data-member-shell=""/);
    expect(html).not.toContain(name);
    expect(html).not.toContain(email);

    const page = browser.page;
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as Shift & {
            sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          shifts.push({
            value: shift.value,
            hadRecentInput: shift.hadRecentInput,
            sources: (shift.sources ?? []).map(
              (source) =>
                `${(source.node as Element | undefined)?.outerHTML?.slice(0, 120)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
            ),
          } as Shift);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/products");
    const account = page.getByRole("button", { name: navTexts.accountOf(name) });
    await account.waitFor({ state: "visible" });
    // The member's chat joins the page too; the guests' sign-in link was never shown.
    await page.getByRole("button", { name: chatTexts.open }).waitFor({ state: "visible" });
    expect(await page.getByRole("link", { name: navTexts.signIn }).count()).toBe(0);
    expect(await page.getByRole("button", { name: controlPanelButtonTexts.signInToManage }).count()).toBe(0);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
    const cumulative = shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
    expect(cumulative, JSON.stringify(shifts, null, 1)).toBeLessThan(0.001);

    // Moving on inside the shop keeps the member's header.
    await page.getByRole("button", { name: navTexts.openMenu }).click();
    await page.getByRole("navigation", { name: "เมนูมือถือ" }).getByRole("link", { name: navTexts.promotions }).click();
    await page.waitForURL((url) => url.pathname === "/promotions");
    expect(await account.isVisible()).toBe(true);
  });

  it("shows a shopper whose session has ended the guests' sign-in link", async () => {
    const context = await browser.context.browser()!.newContext({ baseURL: shopUrl, locale: "th-TH" });
    try {
      const url = new URL(shopUrl);
      await context.addCookies([{ name: "shop.session_token", value: "ended.session", domain: url.hostname, path: "/", httpOnly: true, sameSite: "Lax" }]);
      const page = await context.newPage();
      await page.goto("/products");
      await page.getByRole("link", { name: navTexts.signIn }).first().waitFor({ state: "visible" });
      expect(await page.getByRole("button", { name: chatTexts.open }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
