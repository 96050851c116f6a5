import { describe, expect, it } from "vitest";
import { englishWordsIn } from "../../tests/e2e/support/english-words";
import { AUDIT_ACTION_KINDS, AUDIT_SENTENCES, auditSentence, subjectInValues } from "./admin-audit";
import { adminMemberTexts } from "./admin-member-texts";
import {
  MEMBERSHIP_TIER_LABELS,
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  SHIPPING_CARRIER_LABELS,
} from "../orders/order-status";

const entry = (action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null, subject: string | null = "ORDER-AB12CD34E") =>
  auditSentence({ actor: "สมศรี", action, subject, before, after });

const MEMBERS_OWN = new Set(["member.self-delete", "order.member-cancel", "order-request.open", "order-request.answer", "order-request.withdraw"]);

describe("the audit log's sentences", () => {
  it("has a Thai sentence for every kind the back-office records, naming who and what", () => {
    expect(Object.keys(AUDIT_SENTENCES).sort()).toEqual([...AUDIT_ACTION_KINDS].sort());
    for (const kind of AUDIT_ACTION_KINDS) {
      const sentence = entry(kind, { status: "paid", quantity: 3 }, { status: "verified", isActive: true, quantity: 5 }, "ลิปซาติน");
      // Kinds a member does themselves name a member, not staff: leaving the shop (decision 074), and
      // cancelling an unpaid order or asking, answering and withdrawing after the sale (decision 104).
      expect(sentence, kind).toMatch(MEMBERS_OWN.has(kind) ? /^สมาชิก \S/ : /^แอดมิน สมศรี \S/);
      expect(sentence, kind).toContain("ลิปซาติน");
      expect(englishWordsIn(sentence), kind).toEqual([]);
    }
  });

  it("says an order's move with its number and Thai statuses, the carrier by name", () => {
    expect(entry("order.status", { status: "confirmed", paymentStatus: "paid" }, { status: "processing", paymentStatus: "paid" })).toBe(
      `แอดมิน สมศรี เปลี่ยนสถานะคำสั่งซื้อ ORDER-AB12CD34E จาก ${ORDER_STATUS_LABELS.confirmed} เป็น ${ORDER_STATUS_LABELS.processing}`,
    );
    const shipped = entry(
      "order.status",
      { status: "processing", paymentStatus: "pending" },
      { status: "shipped", paymentStatus: "paid", carrier: "kerry", trackingNumber: "KEX123456" },
    );
    expect(shipped).toContain(`จาก ${ORDER_STATUS_LABELS.processing} เป็น ${ORDER_STATUS_LABELS.shipped}`);
    expect(shipped).toContain(`${SHIPPING_CARRIER_LABELS.kerry} หมายเลขพัสดุ KEX123456`);
    expect(shipped).toContain(`${ORDER_PAYMENT_STATUS_LABELS.pending} → ${ORDER_PAYMENT_STATUS_LABELS.paid}`);
    expect(shipped).not.toMatch(/kerry|processing|shipped/);
    // Moved forward unpaid, confirmed by staff with a reason (decision 104).
    const unpaid = entry(
      "order.status",
      { status: "pending", paymentStatus: "unpaid" },
      { status: "processing", paymentStatus: "unpaid", unpaidConfirmed: true, unpaidReason: "ลูกค้าประจำ" },
    );
    expect(unpaid).toBe(
      `แอดมิน สมศรี เปลี่ยนสถานะคำสั่งซื้อ ORDER-AB12CD34E จาก ${ORDER_STATUS_LABELS.pending} เป็น ${ORDER_STATUS_LABELS.processing} ทั้งที่ยังไม่ได้รับชำระเงิน เพราะ “ลูกค้าประจำ”`,
    );
  });

  it("says a payment's review with Thai statuses and a member's new tier by its label", () => {
    expect(entry("payment.verify", { status: "pending" }, { status: "verified" })).toBe(
      `แอดมิน สมศรี ยืนยันการชำระเงินของคำสั่งซื้อ ORDER-AB12CD34E จาก ${PAYMENT_STATUS_LABELS.pending} เป็น ${PAYMENT_STATUS_LABELS.verified}`,
    );
    const member = entry(
      "member.update",
      { membershipTier: "standard", role: "user" },
      { membershipTier: "vip", role: "user", changedFields: "postalCode, phone" },
      "a@b.example",
    );
    expect(member).toContain(`จาก ${MEMBERSHIP_TIER_LABELS.standard} เป็น ${MEMBERSHIP_TIER_LABELS.vip}`);
    expect(member).toContain(`${adminMemberTexts.postalCode} ${adminMemberTexts.phone}`);
    expect(member).not.toMatch(/postalCode|vip|standard/);
  });

  it("names a row gone since by its own values, and still says something for a kind it does not know", () => {
    expect(subjectInValues({ name: "ลิปเก่า", price: 100 }, null)).toBe("ลิปเก่า");
    expect(subjectInValues(null, { isActive: true })).toBeNull();
    expect(entry("product.delete", null, null, null)).toBe("แอดมิน สมศรี ลบสินค้า");
    expect(entry("something.else", null, null, null)).toMatch(/^แอดมิน สมศรี /);
  });
});
