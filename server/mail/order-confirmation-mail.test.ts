import { describe, expect, it } from "vitest";
import { checkoutTexts } from "../../domain/checkout-texts";
import { orderConfirmationMail } from "./order-confirmation-mail";

const order = {
  orderNumber: "ORDER-AB12CD34E",
  paymentMethod: "cod" as const,
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
  items: [{ productName: "ลิป <Velvet> & Co", colorName: "แดงอิฐ", unitPrice: 600_00, quantity: 2 }],
};

describe("the order confirmation mail", () => {
  it("lists the items, amounts, how to pay and the order page, in Thai", () => {
    const mail = orderConfirmationMail(order, "https://shop.example/orders/ORDER-AB12CD34E");
    expect(mail).toMatchObject({ to: "mali@shop.test", subject: "ยืนยันคำสั่งซื้อ ORDER-AB12CD34E" });
    expect(mail.sensitive).toBeUndefined();
    const lines = mail.text.split("\n");
    expect(lines).toContain("- ลิป <Velvet> & Co (สี แดงอิฐ) x 2 = ฿1,200");
    expect(lines).toContain("ค่าจัดส่ง: ฟรี");
    expect(lines).toContain("ส่วนลดจากคะแนนสะสม: -฿20");
    expect(lines).toContain("ยอดชำระทั้งหมด: ฿1,180");
    expect(lines).toContain(checkoutTexts.codHowToPay);
    expect(lines).toContain("https://shop.example/orders/ORDER-AB12CD34E");
  });

  it("escapes what shoppers and admins typed in its HTML twin and links the order page", () => {
    const mail = orderConfirmationMail(order, "https://shop.example/orders/ORDER-AB12CD34E");
    expect(mail.html).not.toContain("<Velvet>");
    expect(mail.html).toContain("&#60;Velvet&#62; &#38; Co");
    expect(mail.html).toContain('<a href="https://shop.example/orders/ORDER-AB12CD34E">ดูคำสั่งซื้อ</a>');
  });
});
