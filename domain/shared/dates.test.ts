import { describe, it, expect } from "vitest";
import { formatThaiDate, formatThaiDateTime, formatThaiTime } from "./dates";

describe("Thai date formatting", () => {
  it("prints the Buddhist-era date", () => {
    expect(formatThaiDate(new Date("2024-08-22T10:05:00Z"))).toBe("22 ส.ค. 2567");
  });

  it("uses Bangkok time, not the machine's zone", () => {
    // 17:30 UTC on 21 August is already 22 August, 00:30 in Bangkok.
    expect(formatThaiDate("2024-08-21T17:30:00Z")).toBe("22 ส.ค. 2567");
    expect(formatThaiTime("2024-08-21T17:30:00Z")).toBe("00:30");
  });

  it("prints 24-hour times with two digits", () => {
    expect(formatThaiTime(new Date("2024-01-02T02:05:09Z"))).toBe("09:05");
    expect(formatThaiTime(Date.UTC(2024, 0, 1, 12, 0))).toBe("19:00");
  });

  it("combines date and time", () => {
    expect(formatThaiDateTime("2024-01-02T02:05:09Z")).toBe("2 ม.ค. 2567 09:05");
  });

  it("rejects invalid dates with a clear error", () => {
    expect(() => formatThaiDate("not a date")).toThrow(/Invalid date: not a date/);
  });
});
