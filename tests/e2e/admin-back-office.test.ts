import { describe, expect, inject, it } from "vitest";
import { adminAuditTexts } from "../../domain/admin/admin-audit-texts";
import { adminCategoryTexts } from "../../domain/admin/admin-category-texts";
import { adminMemberTexts } from "../../domain/admin/admin-member-texts";
import { signInAsAdmin, signUpMember } from "./support/accounts";
import { openFromDashboard } from "./support/admin-steps";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";
import { MEMBERSHIP_TIER_LABELS } from "../../domain/orders/order-status";

const browser = provideBrowser();
const shopUrl = inject("shopUrl");

/** A member to look after, signed up from an address of its own (not the browser's). */
const aMember = () => signUpMember(shopUrl, { name: "ลูกค้าหลังร้าน", email: uniqueEmail("backoffice"), localAddress: "127.0.71.1" });

describe("the back-office", () => {
  it("an admin finds a member, fixes a field error in the edit dialog, and sees the change in the audit log", async () => {
    const { page } = browser;
    const member = await aMember();
    await signInAsAdmin(page);
    await openFromDashboard(page, "/admin-members");

    await page.getByRole("searchbox", { name: adminMemberTexts.searchPlaceholder }).fill(member.email);
    await page.getByRole("main").getByRole("button", { name: adminScreenTexts.search }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === member.email);
    const row = page.getByRole("row", { name: new RegExp(member.email) });
    await expect.poll(() => row.count()).toBe(1);

    await row.getByRole("link", { name: `${adminScreenTexts.edit} ${member.email}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(adminMemberTexts.postalCode).fill("101");
    await dialog.getByLabel(adminMemberTexts.tier).selectOption("vip");
    await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe(adminMemberTexts.postalCodeInvalid);
    expect(await dialog.getByLabel(adminMemberTexts.postalCode).getAttribute("aria-invalid")).toBe("true");
    // The field in question has the focus, so a phone scrolls to it in a tall dialog.
    await expect.poll(() => dialog.getByLabel(adminMemberTexts.postalCode).evaluate((field) => field === document.activeElement)).toBe(true);
    // What was typed is still there to fix.
    expect(await dialog.getByLabel(adminMemberTexts.tier).inputValue()).toBe("vip");

    await dialog.getByLabel(adminMemberTexts.postalCode).fill("10110");
    await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await expect.poll(() => page.getByText(adminMemberTexts.updated).isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    // Back on the same search, with the new tier in the row.
    expect(new URL(page.url()).searchParams.get("q")).toBe(member.email);
    await expect.poll(() => row.getByText(MEMBERSHIP_TIER_LABELS.vip).isVisible()).toBe(true);

    await page.goto("/admin/audit");
    await page.getByRole("main").getByRole("searchbox").fill(member.id);
    await page.getByRole("main").getByRole("button", { name: adminScreenTexts.search }).click();
    const entry = page.getByRole("row", { name: new RegExp(`${adminAuditTexts.edited}${adminAuditTexts.things.member}`) });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.textContent()).toContain(inject("adminEmail"));
    expect(await entry.textContent()).toContain(adminMemberTexts.postalCode);
  });

  it("a dialog with two bad fields shows each one's error beside it, with and without scripts", async () => {
    const member = await aMember();
    await signInAsAdmin(browser.page);
    const withScripts = browser.page;
    const withoutScripts = (await browser.person({ javaScriptEnabled: false, storageState: await browser.context.storageState() })).page;
    for (const page of [withScripts, withoutScripts]) {
      await page.goto(`/admin-members?q=${encodeURIComponent(member.email)}&edit=${member.id}`);
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(adminMemberTexts.email).fill("not-an-email");
      await dialog.getByLabel(adminMemberTexts.postalCode).fill("101");
      await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
      await expect.poll(() => dialog.getByRole("alert").allTextContents()).toEqual([adminMemberTexts.emailInvalid, adminMemberTexts.postalCodeInvalid]);
      for (const field of [adminMemberTexts.email, adminMemberTexts.postalCode])
        expect(await dialog.getByLabel(field).getAttribute("aria-invalid"), field).toBe("true");
      // Both are still there to fix, as typed.
      expect(await dialog.getByLabel(adminMemberTexts.email).inputValue()).toBe("not-an-email");
      expect(await dialog.getByLabel(adminMemberTexts.postalCode).inputValue()).toBe("101");
    }
    await withScripts.goto(`/admin-members?q=${encodeURIComponent(member.email)}`);
    await expect.poll(() => withScripts.getByRole("row", { name: new RegExp(member.email) }).count()).toBe(1);
  });

  it("an admin creates, renames and deletes a category with confirmation, each in the audit log", async () => {
    const { page } = browser;
    const name = `Cat ${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await openFromDashboard(page, "/admin-categories");

    await page.getByRole("link", { name: adminCategoryTexts.add }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe(adminCategoryTexts.nameRequired);
    await dialog.getByLabel(adminCategoryTexts.name).fill(name);
    await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await expect.poll(() => page.getByText(adminCategoryTexts.created).isVisible()).toBe(true);

    await page.getByRole("searchbox", { name: adminCategoryTexts.searchPlaceholder }).fill(name);
    await page.getByRole("main").getByRole("button", { name: adminScreenTexts.search }).click();
    await page.getByRole("link", { name: `${adminScreenTexts.edit} ${name}` }).click();
    await dialog.getByLabel(adminCategoryTexts.name).fill(`${name} Rosé`);
    await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await expect.poll(() => page.getByText(adminCategoryTexts.updated).isVisible()).toBe(true);

    await page.goto(`/admin-categories?q=${encodeURIComponent(`${name} Rosé`)}`);
    await page.getByRole("link", { name: `${adminScreenTexts.delete} ${name} Rosé` }).click();
    await expect.poll(() => dialog.textContent()).toContain(adminCategoryTexts.deleteWarning);
    await dialog.getByRole("button", { name: adminScreenTexts.delete }).click();
    await expect.poll(() => page.getByText(adminCategoryTexts.deleted).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(adminCategoryTexts.noneFound).isVisible()).toBe(true);

    await page.goto("/admin/audit?q=category.");
    for (const action of [adminAuditTexts.added, adminAuditTexts.edited, adminAuditTexts.deleted]) {
      await expect.poll(() => page.getByRole("row", { name: new RegExp(`${action}${adminAuditTexts.things.category}.*${name}`) }).count()).toBeGreaterThan(0);
    }
  });
});
