import { describe, expect, it } from "vitest";
import { PRODUCT_LINES } from "../../../../domain/catalog/product-line";
import { provideDemoDatabase } from "../../demo/test-support/demo-database";
import { searchProducts, type ProductRanking, type ProductSearch } from "./catalogue-facts";

const testDb = provideDemoDatabase();

const now = new Date();
const paid = (product: { price: number; salePrice: number | null }) => product.salePrice ?? product.price;

describe("searchProducts", () => {
  it("ranks one line by price with no other wish (issue 23: was `order by false desc`, SQLSTATE 42601)", async () => {
    const cheapest = await searchProducts(testDb.db, { termGroups: [], line: "velvet", rank: "cheapest" }, now);
    expect(cheapest.length).toBeGreaterThan(0);
    expect(cheapest.every((product) => product.line === "velvet")).toBe(true);
    expect(cheapest.map(paid)).toEqual([...cheapest.map(paid)].sort((a, b) => a - b));
    // The line alone, as "ลิปเวลเวท" asks it, builds a valid query too.
    await expect(searchProducts(testDb.db, { termGroups: [], line: "glossy" }, now)).resolves.not.toEqual([]);
  });

  it("never lists a product above the budget's ceiling, sale prices counted as paid", async () => {
    const underBudget = await searchProducts(testDb.db, { termGroups: [], maxPrice: 250_00, limit: 50 }, now);
    expect(underBudget.length).toBeGreaterThan(0);
    expect(underBudget.every((product) => paid(product) <= 250_00)).toBe(true);
  });

  it("builds a query that runs for every combination of wishes a message can yield", { timeout: 60_000 }, async () => {
    const lines = [undefined, null, ...PRODUCT_LINES];
    const groupChoices: ProductSearch["termGroups"][] = [
      [],
      [[]],
      [[""], ["แดง", "red"]],
      [["a"]],
      [["แดง", "red"], []],
      [["%_\\'"], ["ชมพู"]],
      [[], ["nude"], ["มูส"]],
    ];
    const ranks: (ProductRanking | null | undefined)[] = [undefined, null, "cheapest", "priciest", "newest", "best-selling"];
    const ranges: [number | null | undefined, number | null | undefined][] = [
      [undefined, undefined],
      [null, 300_00],
      [200_00, 400_00],
      [500_00, 100_00],
      [Number.NaN, -1],
      [0, Number.MAX_SAFE_INTEGER],
    ];
    let combinations = 0;
    for (const line of lines) {
      for (const termGroups of groupChoices) {
        for (const rank of ranks) {
          for (const [minPrice, maxPrice] of ranges) {
            // Kinds and "sold out only" ride along in turn, so every value meets every other dimension somewhere.
            const kindGroups = [undefined, [["ทินท์", "tint"]], [[], ["x"]]][combinations % 3];
            const soldOutOnly = combinations % 2 === 0;
            const search: ProductSearch = { termGroups, kindGroups, line, rank, minPrice, maxPrice, soldOutOnly };
            const found = await searchProducts(testDb.db, search, now).catch((error: unknown) => {
              throw new Error(`searchProducts failed for ${JSON.stringify(search)}: ${String(error)}`);
            });
            for (const product of found) {
              if (line) expect(product.line).toBe(line);
              if (soldOutOnly) expect(product.inStock).toBe(false);
              if (typeof maxPrice === "number" && maxPrice >= 0) expect(paid(product)).toBeLessThanOrEqual(maxPrice);
            }
            combinations++;
          }
        }
      }
    }
    expect(combinations).toBe(lines.length * groupChoices.length * ranks.length * ranges.length);
  });
});
