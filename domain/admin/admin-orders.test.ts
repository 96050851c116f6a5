import { expectMapping } from "../shared/test-support/expect-mapping";
import { formData } from "../shared/test-support/form-data";
import { describe, expect, it } from "vitest";
import { parseForm } from "../shared/form-contract";
import {
  canCancelOrder,
  canMoveOrder,
  CSV_BOM,
  csvCell,
  csvRow,
  isPrepaidUnpaid,
  needsUnpaidConfirmation,
  orderCancelSchema,
  orderMoveSchema,
  unpaidMoveRefusal,
} from "./admin-orders";
import { adminOrderTexts } from "./admin-order-texts";

const m = adminOrderTexts;

describe("an unpaid prepaid order moved forward (decision 102)", () => {
  it("is a PromptPay, transfer or card order not paid yet; cash on delivery never is", () => {
    for (const paymentMethod of ["promptpay", "bankTransfer", "creditCard"]) {
      expect(["unpaid", "pending", "refunded", "paid"].map((paymentStatus) => isPrepaidUnpaid({ paymentMethod, paymentStatus }))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
    for (const paymentStatus of ["unpaid", "pending", "paid"]) expect(isPrepaidUnpaid({ paymentMethod: "cod", paymentStatus })).toBe(false);
    const unpaid = { paymentMethod: "promptpay", paymentStatus: "unpaid" };
    expect((["processing", "shipped", "delivered"] as const).map((to) => needsUnpaidConfirmation(unpaid, to))).toEqual([true, true, false]);
  });

  it("asks for the ticked box, then a reason of 1–300 characters; nothing of a COD or paid order", () => {
    const order = { orderNumber: "ORDER-ABC123", paymentMethod: "promptpay", paymentStatus: "unpaid" };
    expect(unpaidMoveRefusal(order, "shipped", {})).toEqual({ ok: false, status: 409, message: m.unpaidNotConfirmed("ORDER-ABC123"), field: "confirmUnpaid" });
    expect(m.unpaidNotConfirmed("ORDER-ABC123")).toBe("คำสั่งซื้อ ORDER-ABC123 ยังไม่ได้ชำระเงิน — ยืนยันการส่งต่อพร้อมเหตุผลก่อน");
    // A reason without the box is no confirmation.
    expect(unpaidMoveRefusal(order, "processing", { unpaidReason: "ลูกค้าขอ" })).toMatchObject({ status: 409 });
    expect(unpaidMoveRefusal(order, "processing", { confirmUnpaid: true, unpaidReason: "   " })).toEqual({
      ok: false,
      status: 400,
      message: m.unpaidReasonRequired,
      field: "unpaidReason",
    });
    expect(unpaidMoveRefusal(order, "processing", { confirmUnpaid: true, unpaidReason: "ก".repeat(301) })).toMatchObject({ message: m.unpaidReasonTooLong });
    expect(unpaidMoveRefusal(order, "processing", { confirmUnpaid: true, unpaidReason: "ก".repeat(300) })).toBeNull();
    expect(unpaidMoveRefusal(order, "delivered", {})).toBeNull();
    expect(unpaidMoveRefusal({ ...order, paymentMethod: "cod" }, "shipped", {})).toBeNull();
    expect(unpaidMoveRefusal({ ...order, paymentStatus: "paid" }, "shipped", {})).toBeNull();
  });

  it("reads the dialog's box and reason; a ticked box without a reason is refused at the form", () => {
    expect(parseForm(orderMoveSchema, formData({ to: "processing", expectedStatus: "pending", confirmUnpaid: "on", unpaidReason: "  ลูกค้าโอนแล้ว  " }))).toEqual({
      ok: true,
      value: { to: "processing", expectedStatus: "pending", confirmUnpaid: true, unpaidReason: "ลูกค้าโอนแล้ว" },
    });
    expect(parseForm(orderMoveSchema, formData({ to: "processing", expectedStatus: "pending" }))).toEqual({
      ok: true,
      value: { to: "processing", expectedStatus: "pending" },
    });
    expect(parseForm(orderMoveSchema, formData({ to: "processing", expectedStatus: "pending", confirmUnpaid: "on", unpaidReason: " " }))).toMatchObject({
      ok: false,
      field: "unpaidReason",
      message: m.unpaidReasonRequired,
    });
    expect(
      parseForm(
        orderMoveSchema,
        formData({
          to: "shipped",
          expectedStatus: "pending",
          carrier: "kerry",
          trackingNumber: "KER123456789",
          confirmUnpaid: "on",
          unpaidReason: "ก".repeat(301),
        }),
      ),
    ).toMatchObject({ ok: false, field: "unpaidReason", message: m.unpaidReasonTooLong });
  });
});

describe("order moves", () => {
  it("disables the buttons as the spec says, and never moves a cancelled, delivered or departed order backwards", () => {
    // Spec §4: processing disabled when processing; shipped when shipped or delivered; delivered when delivered.
    expect(canMoveOrder("processing", "processing")).toBe(false);
    expect(canMoveOrder("shipped", "shipped")).toBe(false);
    expect(canMoveOrder("delivered", "shipped")).toBe(false);
    expect(canMoveOrder("delivered", "delivered")).toBe(false);
    // What the spec's buttons allow that the books need refused.
    for (const to of ["processing", "shipped", "delivered"] as const) expect(canMoveOrder("cancelled", to)).toBe(false);
    expect(canMoveOrder("shipped", "processing")).toBe(false);
    expect(canMoveOrder("pending", "delivered")).toBe(false);
    // The way forward.
    expect([
      canMoveOrder("pending", "processing"),
      canMoveOrder("confirmed", "processing"),
      canMoveOrder("processing", "shipped"),
      canMoveOrder("pending", "shipped"),
      canMoveOrder("shipped", "delivered"),
    ]).toEqual([true, true, true, true, true]);
    expect((["pending", "confirmed", "processing", "shipped", "delivered", "cancelled"] as const).map(canCancelOrder)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("asks shipping for a carrier and a tracking number, tidied as the carrier prints it", () => {
    expect(parseForm(orderMoveSchema, formData({ to: "shipped", expectedStatus: "processing", carrier: "kerry", trackingNumber: " ker 1234-5678 " }))).toEqual({
      ok: true,
      value: { to: "shipped", expectedStatus: "processing", carrier: "kerry", trackingNumber: "KER1234-5678" },
    });
    expect(parseForm(orderMoveSchema, formData({ to: "shipped", expectedStatus: "processing", carrier: "kerry", trackingNumber: "" }))).toMatchObject({
      ok: false,
      field: "trackingNumber",
      message: m.trackingRequired,
    });
    for (const bad of ["12345", "EX12345678TH!", "<script>", "ก1234567"]) {
      expect(parseForm(orderMoveSchema, formData({ to: "shipped", expectedStatus: "processing", carrier: "flash", trackingNumber: bad }))).toMatchObject({
        ok: false,
        field: "trackingNumber",
        message: m.trackingInvalid,
      });
    }
    expect(
      parseForm(orderMoveSchema, formData({ to: "shipped", expectedStatus: "processing", carrier: "dhl", trackingNumber: "EX123456789TH" })),
    ).toMatchObject({
      ok: false,
      field: "carrier",
      message: m.carrierRequired,
    });
    expect(parseForm(orderMoveSchema, formData({ to: "processing", expectedStatus: "paid" }))).toMatchObject({ ok: false });
    expect(parseForm(orderCancelSchema, formData({ expectedStatus: "pending", reason: "  " }))).toMatchObject({
      ok: false,
      field: "reason",
      message: m.cancelReasonRequired,
    });
  });
});

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks, and defuses formulas", () => {
    expectMapping(csvCell, [
      ["สมหญิง ใจดี", "สมหญิง ใจดี"],
      ['say "hi", ok', '"say ""hi"", ok"'],
      ["two\nlines", '"two\nlines"'],
      ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ]);
    expect(["+66812345678", "-1", "@SUM(A1)", "\tx", "\rx"].map(csvCell)).toEqual(["'+66812345678", "'-1", "'@SUM(A1)", "'\tx", '"\'\rx"']);
    expect(csvCell(null)).toBe("");
    expect(csvCell(1249.5)).toBe("1249.5");
    expect(csvRow(["ORDER-ABC123DEF", "a,b", "=1+1"])).toBe('ORDER-ABC123DEF,"a,b",\'=1+1');
    expect(CSV_BOM).toBe("\uFEFF");
  });
});
