import { and, eq, like } from "drizzle-orm";
import { parse } from "promptparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminOrderTexts } from "../../domain/admin/admin-order-texts";
import { adminPaymentTexts } from "../../domain/admin/admin-payment-texts";
import { formatThaiDateTime } from "../../domain/shared/dates";
import { pointsEarnedFor } from "../../domain/loyalty/loyalty";
import { mailTexts } from "../../server/platform/mail/mail-texts";
import { loyaltyTexts } from "../../domain/loyalty/loyalty-texts";
import { orderPageTexts } from "../../app/features/orders/texts";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { ORDER_PAYMENT_STATUS_LABELS, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "../../domain/orders/order-status";
import { parseTransferTime } from "../../domain/payments/payment-proof";
import { connectDatabase, type DatabaseConnection } from "../../server/platform/db/database";
import { mailOutbox } from "../../server/platform/db/schema";
import { embeddedShopDatabaseUrl } from "../../server/platform/db/shop-database";
import { mailText, startSmtpTestServer, type SmtpTestServer } from "../../server/platform/mail/test-support/smtp-test-server";
import { slipPhotoFor } from "../../server/shop/payments/test-support/proof-files";
import { PHONE, signInAsAdmin, signUpInto } from "./support/accounts";
import { onlyRowNaming, openFromDashboard, searchAdminList } from "./support/admin-steps";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";
import { decodeShownQr, uploadSlip } from "./support/payment-steps";
import { freePort, startOwnShop, type OwnShop } from "./support/shop-process";

// A shop of its own whose SMTP_URL points at a real SMTP server started here, so the mails
// are checked where the customer gets them, after the outbox's delivery job has sent them.
const ADMIN = { email: "admin@fulfilment-e2e.test", password: "Fulfilment-e2e-Admin-1!" };
let smtp: SmtpTestServer;
let shop: OwnShop;
let db: DatabaseConnection;
// Shoppers and staff both work on phones here.
const browser = provideBrowser({ viewport: PHONE, shopUrl: () => shop.url });
const o = adminOrderTexts;
const p = adminPaymentTexts;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  const databasePort = await freePort();
  shop = await startOwnShop("fulfilment", {
    EMBEDDED_DB_PORT: String(databasePort),
    SMTP_URL: smtp.url,
    MAIL_FROM: "Glossy & Velvet <no-reply@shop.test>",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  db = connectDatabase(embeddedShopDatabaseUrl(shop.dataDir, databasePort), { max: 1 });
}, 120_000);
afterAll(async () => {
  await db?.close();
  await shop?.stop();
  await smtp?.close();
});

describe("fulfilling an order", () => {
  it("a member pays by slip; an admin finds the order, checks and verifies the slip, then ships it; the member sees paid, more points, the mail and the tracking number", async () => {
    // The member orders with PromptPay and pays the amount the QR on the screen asks for.
    const { page: shopper, context } = browser;
    const member = await signUpInto(context, shop.url, {
      name: "ลูกค้าครบทาง",
      email: uniqueEmail("fulfilment"),
      localAddress: "127.0.74.1",
    });
    const { orderNumber, totalText, totalSatang } = await placeOrder(shopper, { firstName: "ครบ", lastName: "ทุกขั้น" });
    expect(Number(parse(await decodeShownQr(shopper))?.getTagValue("54"))).toBe(totalSatang / 100);
    const slipReference = `FUL${Date.now()}`;
    // Paid twenty minutes ago from an SCB account (the slip's QR says bank 014), typed in Bangkok time.
    const transferTime = new Date(Date.now() - 20 * 60_000 + 7 * 3_600_000).toISOString().slice(0, 16);
    await uploadSlip(shopper, await slipPhotoFor("014", slipReference), { bank: "ธนาคารไทยพาณิชย์", transferTime });
    await shopper.getByRole("heading", { name: paymentTexts.proofSubmitted }).waitFor();
    await shopper.goto("/dashboard");
    await shopper.getByText(loyaltyTexts.points(0), { exact: true }).waitFor();

    // The admin finds the order from the dashboard by its number (any case).
    const { page: staff } = await browser.person({ viewport: PHONE });
    await signInAsAdmin(staff, ADMIN);
    await openFromDashboard(staff, "/admin-orders");
    await searchAdminList(staff, o.searchPlaceholder, orderNumber.toLowerCase());
    const orderRow = await onlyRowNaming(staff, orderNumber);
    expect(await staff.getByRole("row").count()).toBe(2);
    expect(await orderRow.getByText(ORDER_PAYMENT_STATUS_LABELS.pending).count()).toBe(1);
    // Spec §4: delivered stays disabled until the order has shipped.
    expect(await orderRow.getByRole("button", { name: o.moveAria(ORDER_STATUS_LABELS.delivered, orderNumber) }).isDisabled()).toBe(true);

    // From the order's own page to its payment on /admin-payments, where the slip is.
    await orderRow.getByRole("link", { name: orderNumber, exact: true }).click();
    await staff.waitForURL((url) => url.pathname === `/admin-orders/${orderNumber}`);
    await staff.getByRole("link", { name: o.reviewPayment }).click();
    await staff.waitForURL((url) => url.pathname === "/admin-payments" && url.searchParams.get("q") === orderNumber);
    const dialog = staff.getByRole("dialog");
    await dialog.getByRole("heading", { name: `${p.details}: ${orderNumber}` }).waitFor();
    const paymentRow = await onlyRowNaming(staff, orderNumber);
    expect(await paymentRow.getByText(PAYMENT_STATUS_LABELS.pending).count()).toBe(1);

    // The slip is shown, its QR's reference read, and the file is the shop's private copy.
    const slip = dialog.getByRole("img", { name: p.proofImageAlt(orderNumber) });
    await expect.poll(() => slip.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await dialog.getByText(slipReference).waitFor();
    await dialog.getByText(p.slipNotSeenElsewhere).waitFor();
    await dialog.getByText("ธนาคารไทยพาณิชย์", { exact: true }).waitFor();
    await dialog.getByText(formatThaiDateTime(parseTransferTime(transferTime)!), { exact: true }).waitFor();
    const slipUrl = (await slip.getAttribute("src"))!;
    expect(slipUrl).toMatch(/^\/payment-proofs\/[0-9a-f-]{36}$/);
    const asStaff = await staff.context().request.get(slipUrl);
    expect(asStaff.status()).toBe(200);
    expect(asStaff.headers()["cache-control"]).toBe("private, no-store");
    const guest = await browser.person();
    expect((await guest.context.request.get(slipUrl)).status()).toBe(404);

    // Staff keep a note on the payment (spec §2, §3 admin_notes); it is there after a reload.
    const note = `ลูกค้าโทรแจ้งว่าโอนแล้ว ${slipReference}`;
    await dialog.getByLabel(p.adminNotes).fill(note);
    await dialog.getByRole("button", { name: p.saveNotes }).click();
    await staff.getByText(p.notesSaved).waitFor();
    await expect.poll(() => staff.getByRole("dialog").count()).toBe(0);
    await paymentRow.getByRole("link", { name: `${p.details} ${orderNumber}` }).click();
    await dialog.getByRole("heading", { name: `${p.details}: ${orderNumber}` }).waitFor();
    await staff.reload();
    await expect.poll(() => dialog.getByLabel(p.adminNotes).inputValue()).toBe(note);

    // Verify, after confirming the amount.
    await dialog.getByRole("link", { name: `${p.verify} ${orderNumber}` }).click();
    const confirm = staff.getByRole("dialog");
    await confirm.getByText(p.verifyConfirm(orderNumber, totalText)).waitFor();
    await confirm.getByRole("button", { name: p.verify }).click();
    await staff.getByText(p.updated).waitFor();
    await expect.poll(() => staff.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => paymentRow.getByText(PAYMENT_STATUS_LABELS.verified).count()).toBe(1);
    // Spec §4: verify is disabled once verified.
    expect(await paymentRow.getByRole("button", { name: `${p.verify} ${orderNumber}` }).isDisabled()).toBe(true);

    // The member's order page says paid, and the points for it are theirs.
    await shopper.goto(`/orders/${orderNumber}`);
    await shopper.getByText(ORDER_PAYMENT_STATUS_LABELS.paid, { exact: true }).first().waitFor();
    const earned = pointsEarnedFor(totalSatang);
    expect(earned).toBeGreaterThan(0);
    await shopper.goto("/dashboard?tab=loyalty");
    await shopper.getByText(loyaltyTexts.reasonOrder(orderNumber)).waitFor();
    expect(await shopper.getByText(loyaltyTexts.points(earned), { exact: true }).first().isVisible()).toBe(true);
    // …and so says the mail the verification queued.
    const pointsLine = mailTexts.paymentVerifiedText(orderNumber, totalText, earned).split("\n")[1]!;
    await smtp.waitFor((mail) => mail.to.includes(member.email) && mailText(mail).includes(orderNumber) && mailText(mail).includes(pointsLine), 20_000);

    // Processing, then shipped with a carrier and a tracking number (checked next to the field).
    await openFromDashboard(staff, "/admin-orders");
    await searchAdminList(staff, o.searchPlaceholder, orderNumber);
    await orderRow.getByRole("button", { name: o.moveAria(ORDER_STATUS_LABELS.processing, orderNumber) }).click();
    await staff.getByText(o.updated).waitFor();
    await expect.poll(() => orderRow.locator('[data-status="processing"]').count()).toBe(1);
    expect(await orderRow.getByRole("button", { name: o.moveAria(ORDER_STATUS_LABELS.processing, orderNumber) }).isDisabled()).toBe(true);
    await orderRow.getByRole("link", { name: o.moveAria(ORDER_STATUS_LABELS.shipped, orderNumber) }).click();
    const ship = staff.getByRole("dialog", { name: o.shipTitle(orderNumber) });
    await ship.getByLabel(o.carrier).selectOption("kerry");
    await ship.getByLabel(o.trackingNumber).fill("12");
    await ship.getByRole("button", { name: o.shipSubmit }).click();
    await expect.poll(() => ship.getByRole("alert").textContent()).toBe(o.trackingInvalid);
    const tracking = `KER${Date.now().toString().slice(-9)}`;
    await ship.getByLabel(o.trackingNumber).fill(tracking);
    await ship.getByRole("button", { name: o.shipSubmit }).click();
    await expect.poll(() => ship.count()).toBe(0);
    await expect.poll(() => orderRow.locator('[data-status="shipped"]').count()).toBe(1);
    expect(new URL(staff.url()).searchParams.get("q")).toBe(orderNumber);

    // The shipped mail was written to the outbox and its job sent it to the member.
    const shippedMail = await smtp.waitFor((mail) => mail.to.includes(member.email) && mailText(mail).includes(tracking), 20_000);
    expect(mailText(shippedMail)).toContain("Kerry Express");
    expect(mailText(shippedMail)).toContain(orderNumber);
    // (The job marks the row once the SMTP server has answered, a moment after the mail arrived.)
    const outboxRows = () =>
      db.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, member.email), like(mailOutbox.textBody, `%${tracking}%`)));
    await expect.poll(outboxRows).toEqual([{ status: "sent" }]);

    // The member follows the mail's link to their order page: the carrier and the tracking number.
    const orderLink = /https?:\/\/\S+\/orders\/ORDER-[A-Z0-9]+/.exec(mailText(shippedMail))?.[0];
    expect(orderLink).toBe(`${shop.url}/orders/${orderNumber}`);
    await shopper.goto(orderLink!);
    const shipment = shopper.getByRole("region", { name: orderPageTexts.shipmentTitle });
    await expect.poll(() => shipment.textContent()).toContain(tracking);
    expect(await shipment.textContent()).toContain("Kerry Express");

    // The admin's order page tells the story, and the packing slip has the address.
    await staff.getByRole("link", { name: orderNumber, exact: true }).click();
    await staff.waitForURL((url) => url.pathname === `/admin-orders/${orderNumber}`);
    const timeline = staff.getByRole("region", { name: o.timeline });
    await expect.poll(() => timeline.textContent()).toContain(tracking);
    expect(await timeline.textContent()).toContain(ADMIN.email);
    await staff.getByRole("link", { name: o.printPackingSlip }).click();
    await staff.waitForURL((url) => url.pathname === `/admin-orders/${orderNumber}/packing-slip`);
    await staff.getByRole("heading", { name: o.packingSlip }).waitFor();
    expect(await staff.getByText("ครบ ทุกขั้น").count()).toBe(1);
  }, 180_000);
});
