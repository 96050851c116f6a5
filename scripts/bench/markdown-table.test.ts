import { describe, expect, it } from "vitest";
import { markdownTable } from "./markdown-table";

describe("markdownTable", () => {
  it("pads names to the left and figures to the right, each column as wide as its widest cell", () => {
    expect(
      markdownTable(
        ["case", "p50"],
        [
          ["home", "1.5"],
          ["products", "12.0"],
        ],
        1,
      ),
    ).toBe(["| case     |  p50 |", "|----------|------|", "| home     |  1.5 |", "| products | 12.0 |"].join("\n"));
  });
});
