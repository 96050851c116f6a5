import { expectMapping } from "../shared/test-support/expect-mapping";
import { formData } from "../shared/test-support/form-data";
import { describe, expect, it } from "vitest";
import { parseForm } from "../shared/form-contract";
import { canCancelOrder, canMoveOrder, CSV_BOM, csvCell, csvRow, orderCancelSchema, orderMoveSchema } from "./admin-orders";
import { adminOrderTexts } from "./admin-order-texts";

const m = adminOrderTexts;
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
