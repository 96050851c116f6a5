import { describe, expect, it } from "vitest";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import { paymentDeadline } from "../../../domain/payments/payment-deadline";
import { settings } from "../../platform/env";
import { SHOP_LOGO_SRC } from "../../platform/mail/mail-brand";
import { mailTexts } from "../../platform/mail/mail-texts";
import { orderConfirmationHtml, orderConfirmationMail, orderConfirmationMailLater, type ConfirmedOrder } from "./order-confirmation-mail";
import { buttonTarget, foreignImages, imageSources, visibleText } from "../../platform/mail/test-support/mail-checks";

const origin = new URL(settings().publicUrl).origin;
const links = {
  orderPage: `${origin}/orders/ORDER-AB12CD34E`,
  payment: `${origin}/payment-confirmation?order=ORDER-AB12CD34E`,
};
const placedAt = new Date("2026-11-27T16:30:00Z");

const order: ConfirmedOrder = {
  orderNumber: "ORDER-AB12CD34E",
  paymentMethod: "cod",
  placedAt,
  subtotal: 1_200_00,
  shippingFee: 0,
  discount: 20_00,
  totalAmount: 1_180_00,
  shipTo: {
    firstName: "มะลิ",
    lastName: "<หอม>",
    email: "mali@shop.test",
    address: "99/1 ถนนสุขุมวิท",
    city: "กรุงเทพมหานคร",
    postalCode: "10110",
  },
  items: [
    {
      productName: "ลิป <Velvet> & Co",
      colorName: "แดงอิฐ",
      unitPrice: 600_00,
      quantity: 2,
      imageUrl: "/media/products/velvet-red-640.webp",
    },
    // A picture from elsewhere (an admin pasted a URL): left out, never fetched by the mail.
    { productName: "กลอสใส", colorName: "ชมพู", unitPrice: 150_00, quantity: 1, imageUrl: "https://images.example.com/gloss.jpg" },
  ],
};
const transfer: ConfirmedOrder = { ...order, paymentMethod: "promptpay", shippingFee: 50_00, totalAmount: 1_380_00 };

describe("the order confirmation mail", () => {
  it("lists the items, amounts, how to pay and the order page, in Thai", async () => {
    const mail = await orderConfirmationMail(order, links, 24);
    expect(mail).toMatchObject({ to: "mali@shop.test", subject: "ยืนยันคำสั่งซื้อ ORDER-AB12CD34E" });
    expect(mail.sensitive).toBeUndefined();
    const lines = mail.text.split("\n");
    expect(lines).toContain("- ลิป <Velvet> & Co (สี แดงอิฐ) x 2 = ฿1,200");
    expect(lines).toContain("ค่าจัดส่ง: ฟรี");
    expect(lines).toContain("ส่วนลดจากแต้มสะสม: -฿20");
    expect(lines).toContain("ยอดชำระทั้งหมด: ฿1,180");
    expect(lines).toContain(checkoutTexts.codHowToPay);
    expect(lines).toContain(links.orderPage);
  });

  it("escapes what shoppers and admins typed in its HTML twin", async () => {
    const mail = await orderConfirmationMail(order, links, 24);
    expect(mail.html).not.toContain("<Velvet>");
    expect(mail.html).not.toContain("<หอม>");
    expect(mail.html).toContain("ลิป &lt;Velvet&gt; &amp; Co");
  });

  it("shows the summary table: each item's thumbnail, shade, quantity and price, then shipping, discount and total in ฿", async () => {
    const html = (await orderConfirmationMail(transfer, links, 24)).html!;
    const table = /<table[^>]*table-layout:fixed[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    const shown = visibleText(table);
    for (const fact of ["ลิป <Velvet> & Co", "สี แดงอิฐ", "2 × ฿600", "฿1,200", "กลอสใส", "สี ชมพู", "1 × ฿150", "฿150"]) expect(shown).toContain(fact);
    for (const row of [
      `${checkoutTexts.subtotal} ฿1,200`,
      `${checkoutTexts.shipping} ฿50`,
      `${checkoutTexts.discount} -฿20`,
      `${checkoutTexts.total} ฿1,380`,
    ]) {
      expect(shown).toContain(row);
    }
    // The stored 160 px rendition on the shop's own /media, absolute; nothing from elsewhere.
    expect(imageSources(table)).toEqual([`${origin}/media/products/velvet-red-160.webp`]);
    expect(foreignImages(html, origin)).toEqual([]);
    expect(imageSources(html)).toContain(SHOP_LOGO_SRC);
  });

  it("for a transfer: one pay button to the shop's absolute payment page, and the deadline ORDER_PAYMENT_HOURS after placing, in Bangkok time", async () => {
    const mail = await orderConfirmationMail(transfer, links, 24);
    const deadline = mailTexts.paymentDeadline("28 พ.ย. 2569 23:30");
    expect(formatThaiDateTime(paymentDeadline({ createdAt: placedAt, lastProofActivityAt: null }, 24))).toBe("28 พ.ย. 2569 23:30");
    expect(buttonTarget(mail.html!, mailTexts.payButton)).toBe(links.payment);
    expect(visibleText(mail.html!)).toContain(deadline);
    // The text twin has the same facts: the deadline, the payment page, the total.
    const lines = mail.text.split("\n");
    expect(lines).toContain(deadline);
    expect(lines).toContain(links.payment);
    expect(lines).toContain("ยอดชำระทั้งหมด: ฿1,380");
    expect(lines).toContain("ค่าจัดส่ง: ฿50");

    // Another setting, another deadline.
    const halfHour = await orderConfirmationMail(transfer, links, 0.5);
    expect(halfHour.text).toContain(mailTexts.paymentDeadline("28 พ.ย. 2569 00:00"));
  });

  it("for cash on delivery: no deadline, and the button opens the order page", async () => {
    const mail = await orderConfirmationMail(order, links, 24);
    expect(buttonTarget(mail.html!, mailTexts.payButton)).toBeUndefined();
    expect(buttonTarget(mail.html!, mailTexts.orderConfirmationButton)).toBe(links.orderPage);
    expect(mail.text).not.toContain("กรุณาชำระภายใน");
    expect(mail.html).not.toContain("กรุณาชำระภายใน");
  });

  it("as the checkout queues it: the same subject and text now, and the same HTML rendered later from the stored order (decision 122)", async () => {
    const withPromotion: ConfirmedOrder = { ...transfer, promotions: [{ title: "สมาชิกใหม่", code: "NEW10", discount: 20_00 }] };
    for (const placed of [order, transfer, withPromotion]) {
      const now = await orderConfirmationMail(placed, links, 24);
      const later = orderConfirmationMailLater(placed, links, 24);
      expect(later).toMatchObject({ to: now.to, subject: now.subject, text: now.text });
      if (typeof later.html !== "object") throw new Error("expected the HTML to be rendered later");
      expect(later.html.template).toBe(orderConfirmationHtml.name);
      // Stored as JSON in the outbox: what comes back is what renders.
      const stored = JSON.parse(JSON.stringify(later.html.data)) as Parameters<typeof orderConfirmationHtml.render>[0];
      expect(await orderConfirmationHtml.render(stored)).toBe(now.html);
    }
  });
});
