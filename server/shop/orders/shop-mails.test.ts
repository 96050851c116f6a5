import { describe, expect, it } from "vitest";
import { cartTexts } from "../../../domain/orders/cart-texts";
import { settings } from "../../platform/env";
import { accountDeletedMail } from "../account/account-deleted-mail";
import { SHOP_LOGO_SRC } from "../../platform/mail/mail-brand";
import type { RenderedMail } from "../../platform/mail/mail-outbox";
import { mailTexts as m } from "../../platform/mail/mail-texts";
import { orderShippedMail } from "./order-shipped-mail";
import { passwordResetMail } from "../../platform/mail/password-reset-mail";
import { paymentRejectedMail, paymentVerifiedMail } from "../payments/payment-review-mail";
import { buttonTarget, foreignImages, imageSources, linkTargets, visibleText } from "../../platform/mail/test-support/mail-checks";

// The order confirmation has its own file (order-confirmation-mail.test.ts); these are the others.
const origin = new URL(settings().publicUrl).origin;
const orderPage = `${origin}/orders/ORDER-ZZ99YY88X`;
const payment = `${origin}/payment-confirmation?order=ORDER-ZZ99YY88X`;

/** What every branded mail has: the logo inline, no picture from elsewhere, one button to the shop's absolute URL, and a text twin with the same link. */
function expectBranded(mail: RenderedMail, button: { label: string; href: string }) {
  const html = mail.html!;
  expect(html).toMatch(/^<!DOCTYPE html/);
  expect(html).toContain('lang="th"');
  expect(imageSources(html)).toContain(SHOP_LOGO_SRC);
  expect(foreignImages(html, origin)).toEqual([]);
  expect(buttonTarget(html, button.label)).toBe(button.href);
  expect(new URL(button.href).origin).toBe(origin);
  // One action: every link in the HTML goes to the button's target (the button and its spelled-out copy).
  expect(new Set(linkTargets(html))).toEqual(new Set([button.href]));
  expect(mail.text.split("\n")).toContain(button.href);
  expect(mail.text).not.toContain("<");
}

describe("the shipped mail", () => {
  it("names the carrier and tracking number in both bodies, with one track-parcel button to the order page", async () => {
    const mail = await orderShippedMail(
      { to: "mali@shop.test", customerName: "มะลิ หอม", orderNumber: "ORDER-ZZ99YY88X", carrier: "kerry", trackingNumber: "KER123456789" },
      orderPage,
    );
    expectBranded(mail, { label: m.trackButton, href: orderPage });
    for (const body of [mail.text, visibleText(mail.html!)]) {
      expect(body).toContain(m.orderShippedTracking("KER123456789"));
      expect(body).toContain("Kerry Express");
      expect(body).toContain("ORDER-ZZ99YY88X");
    }
  });
});

describe("the password-reset mail", () => {
  const link = `${origin}/reset-password?token=Abc_123-xyz`;

  it("has one set-a-new-password button to the link, the lifetime in both bodies, and is sensitive (sealed in the outbox)", async () => {
    const mail = await passwordResetMail({ to: "ploy@shop.test", name: "พลอย", link });
    expect(mail.sensitive).toBe(true);
    expectBranded(mail, { label: m.passwordResetButton, href: link });
    expect(mail.text).toBe(m.passwordResetText("พลอย", link, 60));
    expect(visibleText(mail.html!)).toContain("หมดอายุใน 60 นาที");
    expect(visibleText(mail.html!)).toContain("สวัสดีคุณพลอย");
  });
});

describe("the payment review mails", () => {
  it("verified: the amount and points in both bodies, one button to the order page", async () => {
    const mail = await paymentVerifiedMail("mali@shop.test", { orderNumber: "ORDER-ZZ99YY88X", amount: 1_234_00, points: 12 }, orderPage);
    expectBranded(mail, { label: m.orderConfirmationButton, href: orderPage });
    for (const body of [mail.text, visibleText(mail.html!)]) {
      expect(body).toContain("฿1,234");
      expect(body).toContain("12 แต้ม");
    }
  });

  it("rejected: asks for a new proof, one pay button to the payment page; the text keeps the order page too", async () => {
    const mail = await paymentRejectedMail("mali@shop.test", { orderNumber: "ORDER-ZZ99YY88X" }, { orderPage, payment });
    expectBranded(mail, { label: m.payButton, href: payment });
    expect(mail.text).toContain(orderPage);
    expect(visibleText(mail.html!)).toContain(m.paymentRejectedText("ORDER-ZZ99YY88X").split("\n")[1]);
  });
});

describe("the account-deleted mail (PDPA)", () => {
  it("says the account is gone, when (Bangkok time), what was removed and what the law keeps", async () => {
    const mail = await accountDeletedMail({ to: "gone@shop.test", name: "มะลิ", deletedAt: new Date("2026-11-27T03:00:00Z"), keptOrders: 3 }, `${origin}/`);
    expect(mail.subject).toBe("บัญชีของคุณถูกลบแล้ว");
    expectBranded(mail, { label: cartTexts.startShopping, href: `${origin}/` });
    for (const body of [mail.text, visibleText(mail.html!)]) {
      expect(body).toContain("27 พ.ย. 2569 10:00");
      expect(body).toContain(m.accountDeletedRemoved);
      expect(body).toContain(m.accountDeletedKept(3));
    }
    expect(visibleText(mail.html!)).toContain("บัญชีของคุณถูกลบแล้ว");
  });
});
