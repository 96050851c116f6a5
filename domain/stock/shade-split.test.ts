import { describe, expect, it } from "vitest";
import { splitOverShades } from "./shade-split";

describe("a product's units over its shades", () => {
  it("splits as evenly as whole units allow, the first shades taking the remainder, and keeps the sum", () => {
    expect(splitOverShades(10, 3)).toEqual([4, 3, 3]);
    expect(splitOverShades(2, 4)).toEqual([1, 1, 0, 0]);
    expect(splitOverShades(0, 2)).toEqual([0, 0]);
    expect(splitOverShades(5, 0)).toEqual([]);
    for (const [total, shades] of [
      [37, 5],
      [1, 1],
      [999, 7],
    ] as const)
      expect(splitOverShades(total, shades).reduce((a, b) => a + b, 0)).toBe(total);
  });
});
