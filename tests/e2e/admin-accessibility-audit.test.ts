import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { adminOfferTexts } from "../../domain/admin/admin-offer-texts";
import { OFFER_INTENTS } from "../../domain/admin/admin-offers";
import { dateToBangkokInput } from "../../domain/admin/admin-promotions";
import { PHONE, signInAsAdmin, signUpInto } from "./support/accounts";
import { auditOpenPage, type Finding } from "./support/axe-audit";
import { backOfficeRoutes, walkBackOffice } from "./support/back-office-walk";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";

/**
 * Issues 25 and 33: axe-core (every rule it runs by default, best practices included) finds
 * nothing on any back-office screen, dialog or tab the admin's walk reaches, on a desktop and on
 * a 390 px phone, where the lists are cards (decision 080).
 */
const browser = provideBrowser();
const shopUrl = inject("shopUrl");

/**
 * A promotion with a code (so no basket gets it unless the code is typed), for the walk to
 * reach the promotions tab's row dialogs (edit, usage, end); each walk ends its own after it.
 */
const WALK_PROMOTION_TITLE = "โค้ดตรวจหน้า";

async function withWalkPromotion<T>(page: Page, walk: () => Promise<T>): Promise<T> {
  const code = `AXE${Date.now().toString(36).toUpperCase()}`;
  const answer = await page.request.post("/admin/promotions", {
    form: {
      intent: OFFER_INTENTS.create,
      title: WALK_PROMOTION_TITLE,
      code,
      rewardType: "amount",
      amount: "50",
      startsAt: dateToBangkokInput(new Date()),
      combinable: "on",
    },
    headers: { origin: shopUrl },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  try {
    return await walk();
  } finally {
    await page.goto(`/admin/promotions?q=${code}`);
    const end = page.getByRole("link", { name: adminOfferTexts.endLabel(WALK_PROMOTION_TITLE) });
    const id = new URL((await end.getAttribute("href"))!, shopUrl).searchParams.get("end")!;
    await page.request.post("/admin/promotions", { form: { intent: OFFER_INTENTS.end, id }, headers: { origin: shopUrl }, maxRedirects: 0 });
  }
}

async function auditBackOffice(page: Page): Promise<{ visited: string[]; findings: Finding[] }> {
  const findings: Finding[] = [];
  const visited = await walkBackOffice(page, async (url) => {
    findings.push(...(await auditOpenPage(page, url.pathname + url.search)));
  });
  return { visited, findings };
}

describe("axe-core over the back office", () => {
  it("finds nothing on any back-office screen, dialog or tab on a desktop", { timeout: 300_000 }, async () => {
    // Rows on the lists: a member's order waiting to be paid.
    const member = await browser.person();
    await signUpInto(member.context, shopUrl, { name: "ลูกค้าตรวจหน้า", email: uniqueEmail("axewalk"), localAddress: "127.0.80.1" });
    await placeOrder(member.page, { firstName: "มาลี", lastName: "ตรวจหน้า" });
    await signInAsAdmin(browser.page);
    const { visited, findings } = await withWalkPromotion(browser.page, () => auditBackOffice(browser.page));
    for (const route of backOfficeRoutes().screens.filter((route) => !route.template.includes(":"))) expect(visited, route.template).toContain(route.template);
    // The promotions tab's row dialogs were reached too (issue 35).
    for (const dialog of ["edit", "usage", "end"])
      expect(
        visited.some((where) => new RegExp(`^/admin/promotions\\?.*${dialog}=`).test(where)),
        dialog,
      ).toBe(true);
    expect(findings).toEqual([]);
  });

  it("finds nothing on them on a phone either", { timeout: 300_000 }, async () => {
    const { page } = await browser.person({ viewport: PHONE, hasTouch: true });
    await signInAsAdmin(page);
    const { findings } = await withWalkPromotion(page, () => auditBackOffice(page));
    expect(findings).toEqual([]);
  });
});
