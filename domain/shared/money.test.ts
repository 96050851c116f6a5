import { expectMapping } from "./test-support/expect-mapping";
import { describe, it, expect } from "vitest";
import { bahtToSatang, formatBaht, formatBahtWithSatang, isSatang, parseBahtInput, satangToBaht } from "./money";

describe("bahtToSatang", () => {
  it("converts whole and fractional baht", () =>
    expectMapping(bahtToSatang, [
      [249, 24900],
      [249.5, 24950],
      [0.01, 1],
    ]));

  it("rounds to the nearest satang despite binary floating point", () =>
    expectMapping(bahtToSatang, [
      [1.005, 101],
      [0.1 + 0.2, 30],
      [19.994, 1999],
    ]));

  it("rounds negative amounts symmetrically and never yields -0", () => {
    expect(bahtToSatang(-1.005)).toBe(-101);
    expect(Object.is(bahtToSatang(-0.001), 0)).toBe(true);
  });

  it("rejects non-finite and unrepresentable values", () => {
    expect(() => bahtToSatang(Number.NaN)).toThrow(RangeError);
    expect(() => bahtToSatang(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => bahtToSatang(1e20)).toThrow(RangeError);
  });
});

describe("satangToBaht", () => {
  it("divides by 100", () => {
    expect(satangToBaht(24950)).toBe(249.5);
  });

  it("refuses fractional satang, which would mean money was computed with floats", () => {
    expect(() => satangToBaht(1.5)).toThrow(RangeError);
    expect(isSatang(1.5)).toBe(false);
    expect(isSatang(100)).toBe(true);
  });
});

describe("formatBaht", () => {
  it("drops .00 for whole baht", () => {
    expect(formatBaht(100000)).toBe("฿1,000");
    expect(formatBaht(0)).toBe("฿0");
  });

  it("keeps two decimals otherwise", () => {
    expect(formatBaht(124950)).toBe("฿1,249.50");
    expect(formatBaht(1)).toBe("฿0.01");
  });

  it("formats negative amounts", () => {
    expect(formatBaht(-500)).toBe("-฿5");
  });
});

describe("parseBahtInput", () => {
  it.each([
    ["249", 24900],
    ["249.5", 24950],
    ["249.05", 24905],
    ["1,249.00", 124900],
    ["1,000,000", 100000000],
    ["  99 ", 9900],
    ["฿1,249.50", 124950],
    ["0", 0],
  ])("accepts %j", (text, expected) => {
    expect(parseBahtInput(text)).toBe(expected);
  });

  it.each(["", "abc", "-5", "1.234", "12,34", "1,2345", "1.", ".5", "1e3", "12 34", "Infinity", "99999999999999999999"])("rejects %j", (text) => {
    expect(parseBahtInput(text)).toBeNull();
  });

  it("round-trips what formatBaht prints", () => {
    for (const satang of [0, 1, 24950, 100000, 123456789]) {
      expect(parseBahtInput(formatBaht(satang))).toBe(satang);
    }
  });
});

describe("formatBahtWithSatang", () => {
  it("always writes two decimals, as a bank shows an amount to transfer", () =>
    expectMapping(formatBahtWithSatang, [
      [100_000, "฿1,000.00"],
      [124_950, "฿1,249.50"],
      [1, "฿0.01"],
    ]));
});
