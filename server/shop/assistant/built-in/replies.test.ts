import { describe, expect, it } from "vitest";
import { productFact } from "../facts/test-support/product-fact";
import type { MemberOrderFact } from "../facts/member-orders";
import { budgetReply, colourOutOfBudgetReply, orderProgressReply, orderReply, relativePriceReply } from "./replies";

const product = (nameThai: string, price: number, shades: string[] = []) =>
  productFact(nameThai, price, { line: "velvet", shades: shades.map((shade) => ({ id: shade, name: shade, nameThai: shade, hex: "#000000", stock: 10 })) });
const RED = ["แดง", "red"];

describe("the built-in assistant's replies to the probe's follow-ups", () => {
  it("words 'cheaper than this' as cheaper options, and says so when there are none", () => {
    const shown = product("ลิปครีม สีโรสบราวน์", 259_00);
    const cheaper = relativePriceReply({ product: shown, direction: "cheaper" }, [product("ลิปทินท์ สีมอคค่า", 219_00)], null, "สีน้ำตาล");
    expect(cheaper).toContain("ตัวที่ถูกกว่า ลิปครีม สีโรสบราวน์ (฿259)");
    expect(cheaper).toContain("ลิปทินท์ สีมอคค่า");
    expect(cheaper).not.toContain("สูงที่สุด");
    const none = relativePriceReply({ product: shown, direction: "cheaper" }, [], shown, "สีน้ำตาล");
    expect(none).toContain("ยังไม่มี สีน้ำตาล ตัวที่ถูกกว่า");
    expect(none).toContain("ที่ราคาถูกที่สุดแล้ว");
  });

  it("never presents another colour as the colour asked: says none fits, the nearest of the colour, others labelled", () => {
    const orangeWithRedShade = product("ลิปทินท์ สีส้มชิลลี่", 219_00, ["ส้มชิลลี่", "ถั่วแดง"]);
    const reply = colourOutOfBudgetReply("สีแดง", { min: null, max: 250_00 }, product("ลิปสติก สีแดงอิฐ", 299_00), [orangeWithRedShade], RED);
    expect(reply).toMatch(/^ตอนนี้ยังไม่มีลิปสีแดงในงบไม่เกิน ฿250/);
    expect(reply).toContain("สีแดงที่ราคาใกล้ที่สุดคือ ลิปสติก สีแดงอิฐ — ราคา ฿299");
    expect(reply).toContain("มีสีอื่นให้เลือก");
    expect(reply).toContain("ลิปทินท์ สีส้มชิลลี่ (มีเฉดถั่วแดง)");
    expect(reply).not.toContain("ตรงกับที่ถาม");
    // Within a budget, a product named for the colour carries no label; one matched by a shade does.
    const both = budgetReply({ min: null, max: 300_00 }, [product("ลิปสติก สีแดงอิฐ", 299_00), orangeWithRedShade], null, RED);
    expect(both).toContain("• ลิปสติก สีแดงอิฐ — ");
    expect(both).toContain("• ลิปทินท์ สีส้มชิลลี่ (มีเฉดถั่วแดง) — ");
  });

  it("answers 'has my order arrived' with the member's orders, their status and tracking, and the delivery time while one is on its way", () => {
    const order = (orderNumber: string, status: MemberOrderFact["status"], trackingNumber: string | null): MemberOrderFact => ({
      orderNumber,
      status,
      paymentStatus: "paid",
      paymentMethod: "promptpay",
      deliveredAt: null,
      totalAmount: 329_00,
      placedAt: new Date("2026-11-20T03:00:00Z"),
      shippingCarrier: trackingNumber ? "thailand-post" : null,
      trackingNumber,
      items: [],
      request: null,
      refundedAmount: 0,
    });
    const onTheWay = orderProgressReply([order("ORDER-AAAAAAAAA", "shipped", "TH123456789")], "ส่งถึงภายใน 3-7 วันทำการ ค่ะ");
    expect(onTheWay).toContain("ORDER-AAAAAAAAA");
    expect(onTheWay).toContain("จัดส่งแล้ว");
    expect(onTheWay).toContain("เลขพัสดุ TH123456789");
    expect(onTheWay).toContain("3-7 วันทำการ");
    expect(orderProgressReply([order("ORDER-BBBBBBBBB", "delivered", null)], "ส่งถึงภายใน 3-7 วันทำการ ค่ะ")).not.toContain("วันทำการ");
    expect(orderProgressReply([], null)).toBe("บัญชีของคุณยังไม่มีคำสั่งซื้อค่ะ");
  });

  it("says where an order's after-sale request stands and the money sent back (issue 36)", () => {
    const returned: MemberOrderFact = {
      orderNumber: "ORDER-CCCCCCCCC",
      status: "delivered",
      paymentStatus: "paid",
      paymentMethod: "promptpay",
      deliveredAt: null,
      totalAmount: 658_00,
      placedAt: new Date("2026-11-20T03:00:00Z"),
      shippingCarrier: null,
      trackingNumber: null,
      items: [],
      request: { kind: "return", status: "needs-info", staffNote: "ขอรูปกล่องพัสดุด้วยค่ะ" },
      refundedAmount: 0,
    };
    expect(orderReply(returned)).toContain("คำขอ: ขอคืนสินค้า / เปลี่ยนสินค้า · ร้านขอข้อมูลเพิ่ม — ร้าน: ขอรูปกล่องพัสดุด้วยค่ะ");
    expect(orderProgressReply([returned], null)).toContain("ขอคืนสินค้า / เปลี่ยนสินค้า: ร้านขอข้อมูลเพิ่ม");
    const refunded = { ...returned, request: { kind: "return" as const, status: "closed" as const, staffNote: "ได้รับของแล้วค่ะ" }, refundedAmount: 329_00 };
    expect(orderReply(refunded)).toContain("คำขอ: ขอคืนสินค้า / เปลี่ยนสินค้า · เสร็จสิ้น\n");
    expect(orderReply(refunded)).toContain("คืนเงินแล้ว ฿329");
  });
});
