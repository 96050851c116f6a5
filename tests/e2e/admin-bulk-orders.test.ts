import { readFile } from "node:fs/promises";
import { describe, expect, inject, it } from "vitest";
import { adminOrderTexts } from "../../domain/admin/admin-order-texts";
import { bangkokDay } from "../../domain/shared/dates";
import { formatBahtWithSatang, type Satang } from "../../domain/shared/money";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "../../domain/orders/order-status";
import { signInAsAdmin, signUpInto } from "./support/accounts";
import { auditOpenPage } from "./support/axe-audit";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";

/**
 * Issue 25's bulk work, as staff on a desktop (decision 078): three orders ticked in the list
 * are moved to processing, their labels printed (one label with a barcode each), shipped with
 * a pasted column of tracking numbers — one of them cancelled by another admin meanwhile, so
 * reported as failed with its reason — and exported as CSV with the new columns.
 */
const browser = provideBrowser();
const shopUrl = inject("shopUrl");
const o = adminOrderTexts;
const b = o.bulk;

describe("bulk work on the orders list", () => {
  it("selects three orders: processing, labels, shipped with pasted tracking numbers (one stale order refused), CSV", { timeout: 180_000 }, async () => {
    const member = await browser.person();
    await signUpInto(member.context, shopUrl, { name: "ลูกค้าหลายกล่อง", email: uniqueEmail("bulk"), localAddress: "127.0.78.1" });
    const firstName = `กลุ่ม${Date.now().toString().slice(-7)}`;
    const placed = [];
    for (const [lastName, paymentMethod] of [
      ["หนึ่ง", "promptpay"],
      ["สอง", "cod"],
      ["สาม", "bankTransfer"],
    ] as const)
      placed.push({ lastName, ...(await placeOrder(member.page, { firstName, lastName, paymentMethod })) });
    const cod = placed[1]!;

    const { page } = browser;
    await signInAsAdmin(page);
    await page.goto(`/admin-orders?q=${encodeURIComponent(firstName)}`);
    const boxes = placed.map((order) => page.getByRole("checkbox", { name: b.selectOrder(order.orderNumber) }));
    const tickAll = async () => {
      for (const box of boxes) await box.check();
    };

    // "Select all on this page", then move them all to processing.
    await page.getByRole("link", { name: b.selectAll }).click();
    for (const box of boxes) await expect.poll(() => box.isChecked()).toBe(true);
    await page.getByRole("button", { name: b.toProcessing }).click();
    const moving = page.getByRole("dialog", { name: b.processingTitle(3) });
    for (const order of placed) await moving.getByText(order.orderNumber).waitFor();
    // The PromptPay and transfer orders are not paid yet: they move only with the confirmation (decision 102).
    await moving.getByText(b.unpaidCount(2, 3)).waitFor();
    await moving.getByLabel(b.confirmUnpaid(2)).check();
    await moving.getByLabel(o.unpaidReason).fill("ลูกค้าประจำ แพ็ครอไว้ก่อน");
    await moving.getByRole("button", { name: b.processingSubmit }).click();
    await page.getByRole("status").getByText(b.summary(3, 3)).waitFor();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await page.goto(`/admin-orders?q=${encodeURIComponent(firstName)}`);
    await expect.poll(() => page.locator('tbody [data-status="processing"]').count()).toBe(3);

    // Labels for the three: one label, one barcode, each; the COD one asks the courier to collect.
    await tickAll();
    await page.getByRole("button", { name: b.printLabels }).click();
    await page.waitForURL((url) => url.pathname === "/admin-orders/labels");
    await page.getByRole("heading", { name: o.labels.title, level: 1 }).waitFor();
    const labels = page.getByRole("article");
    await expect.poll(() => labels.count()).toBe(3);
    for (const order of placed) {
      const label = page.getByRole("article", { name: `${o.labels.title} ${order.orderNumber}` });
      expect(
        await label
          .getByRole("img", { name: o.labels.barcode(order.orderNumber) })
          .locator("svg")
          .count(),
      ).toBe(1);
      expect(await label.getByText(`${firstName} ${order.lastName}`).count()).toBe(1);
      expect(await label.getByText(o.labels.cod, { exact: true }).count()).toBe(order === cod ? 1 : 0);
    }
    await page
      .getByRole("article", { name: `${o.labels.title} ${cod.orderNumber}` })
      .getByText(o.labels.codAmount(formatBahtWithSatang(cod.totalSatang as Satang)))
      .waitFor();
    expect(await auditOpenPage(page, "/admin-orders/labels")).toEqual([]);

    // Ship them with a pasted column of tracking numbers; meanwhile another admin cancels the middle one.
    await page.goto(`/admin-orders?q=${encodeURIComponent(firstName)}`);
    await tickAll();
    await page.getByRole("button", { name: b.ship }).click();
    const shipping = page.getByRole("dialog", { name: b.shipTitle(3) });
    const listed = await shipping.getByRole("listitem").allTextContents();
    expect(listed).toHaveLength(3);
    const staleNumber = placed.find((order) => listed[1]!.includes(order.orderNumber))!.orderNumber;

    const other = await browser.person();
    await signInAsAdmin(other.page);
    await other.page.goto(`/admin-orders?q=${staleNumber}`);
    await other.page.getByRole("link", { name: `${o.cancel}: ${staleNumber}` }).click();
    const cancelling = other.page.getByRole("dialog", { name: o.cancelTitle(staleNumber) });
    await cancelling.getByLabel(o.cancelReason).fill("ลูกค้าขอยกเลิกทางโทรศัพท์");
    await cancelling.getByRole("button", { name: o.cancelConfirm }).click();
    await other.page.getByText(o.cancelled).waitFor();

    // The open dialog hears of the cancellation (live refresh) and shows it; what staff confirm is
    // still the status they saw when they opened it, so the server refuses that order as moved meanwhile.
    await shipping.getByText(ORDER_STATUS_LABELS.cancelled).waitFor({ timeout: 15_000 });
    const stamp = Date.now().toString().slice(-8);
    const tracking = [`KER${stamp}1`, `KER${stamp}2`, `KER${stamp}3`];
    await shipping.getByLabel(o.carrier).selectOption("kerry");
    await shipping.getByLabel(b.trackingNumbers).fill(`${tracking.join("\n")}\n`);
    await shipping.getByLabel(b.confirmUnpaid(2)).check();
    await shipping.getByLabel(o.unpaidReason).fill("ลูกค้าประจำ ส่งก่อนได้");
    await shipping.getByRole("button", { name: b.shipSubmit }).click();
    const result = page.getByRole("alert").filter({ hasText: b.summary(2, 3) });
    await result.waitFor();
    expect(await result.textContent()).toContain(b.failure(staleNumber, o.movedMeanwhile(ORDER_STATUS_LABELS.cancelled)));
    await page.goto(`/admin-orders?q=${encodeURIComponent(firstName)}`);
    await expect.poll(() => page.locator('tbody [data-status="shipped"]').count()).toBe(2);
    expect(await page.locator('tbody [data-status="cancelled"]').count()).toBe(1);

    // The CSV of the ticked orders: only those, with the new columns, named by the Bangkok day.
    await tickAll();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: b.exportCsv }).click()]);
    expect(download.suggestedFilename()).toBe(`orders-${bangkokDay(new Date())}.csv`);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(`\uFEFF${o.csvHeader.join(",")}`);
    expect(lines).toHaveLength(4);
    for (const [index, number] of tracking.entries()) {
      const order = placed.find((one) => listed[index]!.includes(one.orderNumber))!;
      const line = lines.find((one) => one.startsWith(order.orderNumber))!;
      expect(line).toContain(`${firstName} ${order.lastName}`);
      if (order.orderNumber === staleNumber) expect(line).not.toContain(number);
      else expect(line).toContain(`,Kerry Express,${number},`);
    }
    const codLine = lines.find((one) => one.startsWith(cod.orderNumber))!;
    const codBaht = (cod.totalSatang / 100).toFixed(2);
    expect(codLine).toContain(`,${codBaht},${codBaht},`);
  });

  it(
    "an unpaid PromptPay order: bulk shipping skips it without the confirmation; its own dialogs warn, refuse it unticked and move it confirmed",
    { timeout: 120_000 },
    async () => {
      const member = await browser.person();
      await signUpInto(member.context, shopUrl, { name: "ลูกค้ายังไม่โอน", email: uniqueEmail("unpaid"), localAddress: "127.0.78.2" });
      const firstName = `ค้างจ่าย${Date.now().toString().slice(-7)}`;
      const unpaid = await placeOrder(member.page, { firstName, lastName: "พร้อมเพย์", paymentMethod: "promptpay" });
      const cod = await placeOrder(member.page, { firstName, lastName: "ปลายทาง", paymentMethod: "cod" });

      const { page } = browser;
      await signInAsAdmin(page);
      const list = `/admin-orders?q=${encodeURIComponent(firstName)}`;
      await page.goto(list);
      for (const order of [unpaid, cod]) await page.getByRole("checkbox", { name: b.selectOrder(order.orderNumber) }).check();
      await page.getByRole("button", { name: b.ship }).click();
      const shipping = page.getByRole("dialog", { name: b.shipTitle(2) });
      // The dialog says how many of the selection are unpaid, and marks it.
      await shipping.getByText(b.unpaidCount(1, 2)).waitFor();
      await shipping.getByRole("listitem").filter({ hasText: unpaid.orderNumber }).getByText(o.unpaidTag).waitFor();
      const stamp = Date.now().toString().slice(-8);
      await shipping.getByLabel(o.carrier).selectOption("flash");
      await shipping.getByLabel(b.trackingNumbers).fill(`TH${stamp}01\nTH${stamp}02`);
      // Not ticked: the COD order ships, the PromptPay one fails alone with its reason.
      await shipping.getByRole("button", { name: b.shipSubmit }).click();
      const result = page.getByRole("alert").filter({ hasText: b.summary(1, 2) });
      await result.waitFor();
      expect(await result.textContent()).toContain(b.failure(unpaid.orderNumber, o.unpaidNotConfirmed(unpaid.orderNumber)));

      await page.goto(list);
      const row = page.getByRole("row").filter({ hasText: unpaid.orderNumber });
      await expect.poll(() => row.locator('[data-status="pending"]').count()).toBe(1);
      await expect.poll(() => page.locator('tbody [data-status="shipped"]').count()).toBe(1);

      // Its row's processing opens a dialog rather than posting: the warning, refused unticked, moved confirmed.
      await row.getByRole("link", { name: o.moveAria(ORDER_STATUS_LABELS.processing, unpaid.orderNumber) }).click();
      const packing = page.getByRole("dialog", { name: o.processTitle(unpaid.orderNumber) });
      await packing.getByText(o.unpaidWarning(PAYMENT_METHOD_LABELS.promptpay, "processing")).waitFor();
      await packing.getByRole("button", { name: o.processSubmit }).click();
      await expect.poll(() => packing.getByRole("alert").first().textContent()).toBe(o.unpaidNotConfirmed(unpaid.orderNumber));
      await packing.getByLabel(o.confirmUnpaid).check();
      await packing.getByLabel(o.unpaidReason).fill("ลูกค้าขอให้แพ็ครอไว้");
      await packing.getByRole("button", { name: o.processSubmit }).click();
      await expect.poll(() => packing.count()).toBe(0);
      await expect.poll(() => row.locator('[data-status="processing"]').count()).toBe(1);

      // Its own shipping dialog warns, refuses it in Thai beside the box while unticked, and ships it confirmed.
      await row.getByRole("link", { name: o.moveAria(ORDER_STATUS_LABELS.shipped, unpaid.orderNumber) }).click();
      const ship = page.getByRole("dialog", { name: o.shipTitle(unpaid.orderNumber) });
      await ship.getByText(o.unpaidWarning(PAYMENT_METHOD_LABELS.promptpay, "shipped")).waitFor();
      await ship.getByLabel(o.carrier).selectOption("kerry");
      await ship.getByLabel(o.trackingNumber).fill(`KER${stamp}9`);
      await ship.getByRole("button", { name: o.shipSubmit }).click();
      await expect.poll(() => ship.getByRole("alert").first().textContent()).toBe(o.unpaidNotConfirmed(unpaid.orderNumber));
      await expect.poll(() => row.locator('[data-status="processing"]').count()).toBe(1);
      const reason = "ลูกค้าโทรแจ้งว่าโอนแล้ว รอสลิป";
      await ship.getByLabel(o.confirmUnpaid).check();
      await ship.getByLabel(o.unpaidReason).fill(reason);
      await ship.getByRole("button", { name: o.shipSubmit }).click();
      await expect.poll(() => ship.count()).toBe(0);
      await expect.poll(() => row.locator('[data-status="shipped"]').count()).toBe(1);

      // The order's page tells who moved it unpaid, and why.
      await page.goto(`/admin-orders/${unpaid.orderNumber}`);
      await page.getByText(o.events.unpaidConfirmed(reason), { exact: false }).waitFor();
    },
  );
});
