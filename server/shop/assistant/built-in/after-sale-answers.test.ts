import { describe, expect, it } from "vitest";
import type { MemberOrderFact } from "../facts/member-orders";
import { afterSaleAsked, afterSaleReply } from "./after-sale-answers";

const order = (overrides: Partial<MemberOrderFact>): MemberOrderFact => ({
  orderNumber: "ORDER-AAAAAAAAA",
  status: "pending",
  paymentStatus: "unpaid",
  paymentMethod: "promptpay",
  deliveredAt: null,
  totalAmount: 29900,
  placedAt: new Date("2026-12-01T03:00:00Z"),
  shippingCarrier: null,
  trackingNumber: null,
  items: [],
  request: null,
  refundedAmount: 0,
  ...overrides,
});
const now = new Date("2026-12-05T03:00:00Z");

describe("after-sale questions", () => {
  it("reads what the shopper wants to do", () => {
    expect(afterSaleAsked("ยกเลิกออเดอร์ยังไงคะ")).toEqual(["cancel"]);
    expect(afterSaleAsked("ได้ของแล้วแต่สีไม่ตรงที่สั่ง")).toEqual(["wrong-item"]);
    expect(afterSaleAsked("ขอเปลี่ยนที่อยู่จัดส่ง")).toEqual(["change-address"]);
    expect(afterSaleAsked("เก็บเงินปลายทางได้ทุกยอดไหม")).toEqual(["cod"]);
    expect(afterSaleAsked("ลิปสีแดงมีไหม")).toEqual([]);
  });

  it("gives the member's own order its choices by the order page's rule, with the page or form that does it", () => {
    expect(afterSaleReply(["cancel"], order({}), now)).toContain("ยกเลิกเองได้ทันทีที่ /orders/ORDER-AAAAAAAAA");
    expect(afterSaleReply(["cancel"], order({ paymentStatus: "paid", status: "confirmed" }), now)).toContain(
      "/order-request?order=ORDER-AAAAAAAAA&kind=cancel",
    );
    expect(afterSaleReply(["change-shade"], order({ status: "processing", paymentStatus: "paid" }), now)).toContain("เปลี่ยนไม่ได้");
    const delivered = order({ status: "delivered", paymentStatus: "paid", deliveredAt: new Date("2026-12-03T03:00:00Z") });
    expect(afterSaleReply(["wrong-item"], delivered, now)).toContain("/order-request?order=ORDER-AAAAAAAAA&kind=return");
    expect(afterSaleReply(["return"], order({ status: "delivered", paymentStatus: "paid", deliveredAt: new Date("2026-11-01T03:00:00Z") }), now)).toContain(
      "เลยกำหนด",
    );
  });

  it("says the shop's terms when no order is in the conversation", () => {
    expect(afterSaleReply(["return"], null, now)).toContain("7 วัน");
  });
});
