import { expectMapping } from "../shared/test-support/expect-mapping";
import { describe, expect, it } from "vitest";
import { isPayableAmount, parsePromptPayId, promptPayAmountText } from "./promptpay";

describe("parsePromptPayId", () => {
  it("accepts Thai mobile numbers, with or without separators", () => {
    expect(parsePromptPayId("0812345678")).toEqual({ kind: "mobile", digits: "0812345678" });
    expect(parsePromptPayId(" 081-234-5678 ")).toEqual({ kind: "mobile", digits: "0812345678" });
    expect(parsePromptPayId("0612345678")?.kind).toBe("mobile");
  });

  it("accepts 13-digit ids only with a correct check digit", () => {
    expect(parsePromptPayId("1-1017-00230-70-8")).toEqual({ kind: "national-id", digits: "1101700230708" });
    expect(parsePromptPayId("0105556123453")?.kind).toBe("national-id");
    expect(parsePromptPayId("0105556123451")).toBeNull();
    expect(parsePromptPayId("1101700230709")).toBeNull();
  });

  it("refuses landlines, short numbers, letters and empty input", () => {
    for (const text of ["021234567", "0212345678", "081234567", "08123456789", "08l2345678", "", "+66812345678"]) {
      expect(parsePromptPayId(text), text).toBeNull();
    }
  });
});

describe("promptPayAmountText", () => {
  it("writes whole satang as baht with two decimals", () =>
    expectMapping(promptPayAmountText, [
      [124_950, "1249.50"],
      [1, "0.01"],
      [100_000, "1000.00"],
      [999_999_999_999, "9999999999.99"],
    ]));

  it("refuses zero, negative, fractional and oversized amounts", () => {
    for (const amount of [0, -100, 10.5, 1_000_000_000_000, Number.NaN]) {
      expect(isPayableAmount(amount), String(amount)).toBe(false);
      expect(() => promptPayAmountText(amount)).toThrow(RangeError);
    }
  });
});
