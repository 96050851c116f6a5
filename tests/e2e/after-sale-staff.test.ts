// Issue 36, after the sale, the staff's side: a member's return of a delivered order waits in
// /admin/after-sale; staff open it from the dashboard, approve it, receive the parcel (the unit back
// on the shelf), refund it with the transfer's reference, and find the request closed, the refund on
// the order's page, the unit back in stock and every step in the audit log.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAfterSaleTexts as x } from "../../domain/admin/admin-after-sale-texts";
import { adminAuditTexts } from "../../domain/admin/admin-audit-texts";
import { afterSaleTexts as t } from "../../domain/after-sale/after-sale-texts";
import { returnValue } from "../../domain/after-sale/after-sale-requests";
import { formatBaht, satangToBaht } from "../../domain/shared/money";
import { orderRequests } from "../../server/platform/db/schema";
import { deliveredOrder } from "../../server/shop/admin/test-fixtures";
import { stockOf } from "../../server/shop/orders/test-fixtures";
import { signInAsAdmin } from "./support/accounts";
import { onlyRowNaming, openFromDashboard, searchAdminList } from "./support/admin-steps";
import { auditOpenPage, type Finding } from "./support/axe-audit";
import { provideBrowser } from "./support/browser";
import { provideOwnShopDatabase } from "./support/own-shop-database";

const ADMIN = { email: "admin@after-sale-e2e.test", password: "After-Sale-e2e-Admin-1!" };
const own = provideOwnShopDatabase("after-sale", { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const browser = provideBrowser({ shopUrl: () => own.shop.url });

describe("staff take a return from the queue to its refund", () => {
  it("approve it, receive the unit back on the shelf, refund it; the request closes, the order lists the refund, the stock and the audit log show each step", async () => {
    // A member's delivered, paid order of two lipsticks, one asked back for its money.
    const { order, item, requestId } = await deliveredOrder(own.db.db, { quantity: 2, returning: 1 });
    const stockBefore = await stockOf(own.db.db, item.productId!);
    // What the unit is worth: its price less its share of any promotion the order got.
    const worth = returnValue(order, [{ unitPrice: item.unitPrice, quantity: 1 }]);
    const { page } = browser;
    await signInAsAdmin(page, ADMIN);
    // axe-core over each dialog on the way (the shared shop's walk has no request to open).
    const findings: Finding[] = [];
    const audit = async () => findings.push(...(await auditOpenPage(page, new URL(page.url()).search)));

    await openFromDashboard(page, "/admin/after-sale");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: x.title }).count()).toBe(1);
    await searchAdminList(page, x.searchPlaceholder, order.orderNumber);
    const row = await onlyRowNaming(page, order.orderNumber);
    await expect.poll(() => row.getByText(t.statuses.open).count()).toBe(1);

    // The decision: the dialog shows the member's words and the order's money, approve posts it.
    await row.getByRole("link", { name: x.stepAria(x.steps.decide, order.orderNumber) }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByText("ไม่ถูกใจสี").count()).toBeGreaterThan(0);
    await expect.poll(() => dialog.getByText(x.historyOrders(1, 1)).count()).toBe(1);
    await audit();
    await dialog.getByRole("button", { name: t.approve, exact: true }).click();
    await expect.poll(() => row.getByText(t.statuses.approved).count()).toBe(1);
    expect(await dialog.count()).toBe(0);

    // The parcel: one unit back on the shelf (the form's default for the one returned).
    await row.getByRole("link", { name: x.stepAria(x.steps.receive, order.orderNumber) }).click();
    const restock = dialog.getByLabel(x.restockOf(x.lineOf(item.productName, item.colorName, 1)));
    expect(await restock.inputValue()).toBe("1");
    await audit();
    await dialog.getByRole("button", { name: t.receive, exact: true }).click();
    await expect.poll(() => row.getByText(t.statuses.received).count()).toBe(1);
    expect(await stockOf(own.db.db, item.productId!)).toBe(stockBefore! + 1);

    // The refund: the suggested amount is the unit's worth; a transfer needs its reference, said in the dialog.
    await row.getByRole("link", { name: x.stepAria(x.steps.refund, order.orderNumber) }).click();
    expect(await dialog.getByLabel(t.refundAmountLabel).inputValue()).toBe(satangToBaht(worth).toFixed(2));
    await dialog.getByRole("button", { name: t.refund, exact: true }).click();
    await expect.poll(() => dialog.getByText(t.refundReferenceRequired).count()).toBeGreaterThan(0);
    await audit();
    await dialog.getByLabel(t.refundReferenceLabel).fill("REF-AFTER-SALE-36");
    await dialog.getByRole("button", { name: t.refund, exact: true }).click();
    await expect.poll(() => page.getByText(x.noneFound).count()).toBe(1);
    const [request] = await own.db.db.select({ status: orderRequests.status }).from(orderRequests).where(eq(orderRequests.id, requestId!));
    expect(request?.status).toBe("closed");

    // Every status: the request is there, closed.
    await page.getByLabel(x.statusFilter).selectOption("all");
    await page.getByRole("main").getByRole("button", { name: "ค้นหา" }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "all");
    await expect.poll(async () => (await onlyRowNaming(page, order.orderNumber)).getByText(t.statuses.closed).count()).toBe(1);

    // The order's page lists the request and the refund, with its reference and who sent it.
    await page.getByRole("link", { name: order.orderNumber }).first().click();
    await page.waitForURL((url) => url.pathname === `/admin-orders/${order.orderNumber}`);
    const section = page.getByRole("region", { name: x.orderSection });
    await audit();
    await expect.poll(() => section.getByText(t.statuses.closed).count()).toBe(1);
    await expect.poll(() => section.getByText(`${formatBaht(worth)} · ${t.refundMethods.promptpay}`).count()).toBe(1);
    await expect.poll(() => section.getByText(x.refundReference("REF-AFTER-SALE-36")).count()).toBe(1);
    await expect.poll(() => section.getByText(new RegExp(ADMIN.email)).count()).toBe(1);

    // The audit log, searched by the order's number, says each step in Thai.
    await page.goto(`/admin/audit?q=${order.orderNumber}`);
    const log = page.getByRole("region", { name: adminAuditTexts.title });
    await expect.poll(() => log.getByText(t.audit.opened("มาลี หลังการขาย", t.kinds.return, order.orderNumber)).count()).toBe(1);
    await expect.poll(() => log.getByText(new RegExp(`${t.approve} "${t.kinds.return}" ของคำสั่งซื้อ ${order.orderNumber}`)).count()).toBe(1);
    await expect.poll(() => log.getByText(new RegExp(`รับสินค้าคืนของคำสั่งซื้อ ${order.orderNumber} \\(เข้าสต็อก 1 ชิ้น`)).count()).toBe(1);
    expect(findings).toEqual([]);
    await expect.poll(() => log.getByText(new RegExp(`คืนเงิน ${formatBaht(worth)} ให้คำสั่งซื้อ ${order.orderNumber}`)).count()).toBe(1);
  });
});
