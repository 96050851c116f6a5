import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
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
    const { visited, findings } = await auditBackOffice(browser.page);
    for (const route of backOfficeRoutes().screens.filter((route) => !route.template.includes(":"))) expect(visited, route.template).toContain(route.template);
    expect(findings).toEqual([]);
  });

  it("finds nothing on them on a phone either", { timeout: 300_000 }, async () => {
    const { page } = await browser.person({ viewport: PHONE, hasTouch: true });
    await signInAsAdmin(page);
    const { findings } = await auditBackOffice(page);
    expect(findings).toEqual([]);
  });
});
