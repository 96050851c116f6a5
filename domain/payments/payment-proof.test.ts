import { describe, expect, it } from "vitest";
import { parseForm } from "../shared/form-contract";
import { bankAccountSettingSchema, parseTransferTime, proofFieldsSchema, promptPaySettingSchema } from "./payment-proof";

describe("parseTransferTime", () => {
  it("reads the form's local time as Bangkok time and refuses times that do not exist", () => {
    expect(parseTransferTime("2026-11-23T14:05")?.toISOString()).toBe("2026-11-23T07:05:00.000Z");
    expect(parseTransferTime("2026-11-23T00:30:15")?.toISOString()).toBe("2026-11-22T17:30:15.000Z");
    expect(parseTransferTime("2026-02-31T10:00")).toBeNull();
    expect(parseTransferTime("2026-11-23 14:05")).toBeNull();
    expect(parseTransferTime("yesterday")).toBeNull();
  });

  it("reads the shop's own Thai field: day/month/Buddhist-era year and time, as slips print it (issue 24)", () => {
    expect(parseTransferTime("23/11/2569 14:05")?.toISOString()).toBe("2026-11-23T07:05:00.000Z");
    expect(parseTransferTime("3/1/2570 9.30")?.toISOString()).toBe("2027-01-03T02:30:00.000Z");
    expect(parseTransferTime("23/11/2026 14:05")?.toISOString()).toBe("2026-11-23T07:05:00.000Z");
    expect(parseTransferTime("31/2/2569 10:00")).toBeNull();
    expect(parseTransferTime("23/11/2569 25:00")).toBeNull();
  });
});

describe("proofFieldsSchema", () => {
  it("takes both fields as optional, a bank only from the list", () => {
    expect(parseForm(proofFieldsSchema, { bankName: "", transferTime: "" })).toEqual({
      ok: true,
      value: { bankName: undefined, transferTime: undefined },
    });
    expect(parseForm(proofFieldsSchema, { bankName: "ธนาคารกรุงไทย" })).toMatchObject({ ok: true, value: { bankName: "ธนาคารกรุงไทย" } });
    expect(parseForm(proofFieldsSchema, { bankName: "<script>" })).toMatchObject({ ok: false, field: "bankName" });
    expect(parseForm(proofFieldsSchema, { transferTime: "2026-13-01T10:00" })).toMatchObject({ ok: false, field: "transferTime" });
  });
});

describe("payment settings", () => {
  it("accepts a PromptPay mobile number and an account number as banks print it; refuses a mistyped national id", () => {
    expect(promptPaySettingSchema.safeParse({ id: "089-123-4567", accountName: "ร้าน" }).success).toBe(true);
    expect(promptPaySettingSchema.safeParse({ id: "1234567890123", accountName: "ร้าน" }).success).toBe(false);
    expect(bankAccountSettingSchema.safeParse({ bankName: "ธนาคารกสิกรไทย", accountName: "ร้าน", accountNumber: "123-4-56789-0" }).success).toBe(true);
    expect(bankAccountSettingSchema.safeParse({ bankName: "ธนาคารกสิกรไทย", accountName: "ร้าน", accountNumber: "12ab" }).success).toBe(false);
  });
});
