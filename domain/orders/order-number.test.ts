import { describe, it, expect } from "vitest";
import { ORDER_NUMBER_ALPHABET, generateOrderNumber, isOrderNumber } from "./order-number";

describe("generateOrderNumber", () => {
  it("produces ORDER- and 9 uppercase alphanumerics", () => {
    for (let i = 0; i < 200; i++) {
      expect(generateOrderNumber()).toMatch(/^ORDER-[A-Z0-9]{9}$/);
    }
  });

  it("does not repeat across many draws", () => {
    const seen = new Set(Array.from({ length: 2000 }, () => generateOrderNumber()));
    expect(seen.size).toBe(2000);
  });

  it("maps bytes onto the alphabet and skips bytes that would bias it", () => {
    // 252..255 must be rejected; 0 → A, 35 → 9, 36 → A again, 251 → 251 % 36 = 35 → 9.
    const bytes = [252, 0, 255, 35, 36, 253, 251, 25, 26, 254, 1, 2, 3];
    const source = (count: number) => Uint8Array.from(bytes.splice(0, count));
    expect(generateOrderNumber(source)).toBe("ORDER-A9A9Z0BCD");
  });

  it("keeps drawing when a whole batch is rejected", () => {
    let calls = 0;
    const source = (count: number) => {
      calls++;
      return new Uint8Array(count).fill(calls === 1 ? 255 : 7);
    };
    expect(generateOrderNumber(source)).toBe("ORDER-HHHHHHHHH");
    expect(calls).toBe(2);
  });

  it("draws every character roughly equally often", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      for (const char of generateOrderNumber().slice(6)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(ORDER_NUMBER_ALPHABET.length);
    const expected = (4000 * 9) / 36;
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(expected * 0.75);
      expect(count).toBeLessThan(expected * 1.25);
    }
  });
});

describe("isOrderNumber", () => {
  it("accepts the format", () => {
    expect(isOrderNumber("ORDER-AB12CD34E")).toBe(true);
  });

  it.each(["ORDER-ab12cd34e", "ORDER-AB12CD34", "ORDER-AB12CD34EF", "order-AB12CD34E", "ORDER_AB12CD34E", " ORDER-AB12CD34E", 42, null])(
    "rejects %j",
    (value) => {
      expect(isOrderNumber(value)).toBe(false);
    },
  );
});
