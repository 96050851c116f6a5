import { expectMapping } from "../shared/test-support/expect-mapping";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRODUCT_LIST_QUERY,
  parseProductListQuery,
  parseSearchQuery,
  productListHref,
  SEARCH_QUERY_MAX_CHARACTERS,
  searchHref,
} from "./product-search";
import { searchTexts } from "./search-texts";

describe("parseSearchQuery", () => {
  it("reads no query as none", () => {
    expect(parseSearchQuery(null)).toEqual({ kind: "none" });
    expect(parseSearchQuery("")).toEqual({ kind: "none" });
  });

  it("gives the canonical text (NFC, single spaces, trimmed) and its lower-case words once each", () => {
    expect(parseSearchQuery("  Velvet \t  แดง  velvet ")).toEqual({ kind: "query", text: "Velvet แดง velvet", terms: ["velvet", "แดง"] });
    // Thai written with a zero-width space copied from the web; NFC composes the decomposed form.
    expect(parseSearchQuery("ชม\u200Bพู")).toEqual({ kind: "query", text: "ชมพู", terms: ["ชมพู"] });
    expect(parseSearchQuery("cre\u0301me")).toMatchObject({ text: "cr\u00E9me" });
  });

  it("refuses only spaces, control characters and overly long text with a Thai reason", () => {
    expectMapping(parseSearchQuery, [
      ["   ", { kind: "refused", message: searchTexts.onlySpaces }],
      ["\u3000\u00A0", { kind: "refused", message: searchTexts.onlySpaces }],
      ["แดง\u0000", { kind: "refused", message: searchTexts.controlCharacters }],
      ["red\u001B[31m", { kind: "refused", message: searchTexts.controlCharacters }],
      ["\u202Eder", { kind: "refused", message: searchTexts.controlCharacters }],
    ]);
    const tooLong = { kind: "refused", message: searchTexts.tooLong(SEARCH_QUERY_MAX_CHARACTERS) };
    expect(parseSearchQuery("ก".repeat(SEARCH_QUERY_MAX_CHARACTERS + 1))).toEqual(tooLong);
    expect(parseSearchQuery("a".repeat(100_000))).toEqual(tooLong);
    expect(parseSearchQuery("ก".repeat(SEARCH_QUERY_MAX_CHARACTERS))).toMatchObject({ kind: "query" });
  });

  it("keeps at most six words", () => {
    const query = parseSearchQuery("a b c d e f g h");
    expect(query.kind === "query" && query.terms).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("links to one URL per canonical query", () => {
    expect(searchHref("ลิป แดง")).toBe("/search?q=%E0%B8%A5%E0%B8%B4%E0%B8%9B+%E0%B9%81%E0%B8%94%E0%B8%87");
  });
});

describe("parseProductListQuery", () => {
  const parse = (search: string) => parseProductListQuery(new URLSearchParams(search));

  it("reads sort, line, colour family and in-stock-only", () => {
    expect(parse("sort=price-asc&line=velvet&colour=red&stock=in")).toEqual({
      sort: "price-asc",
      line: "velvet",
      colour: "red",
      inStockOnly: true,
    });
    expect(parse("sort=best-selling")).toMatchObject({ sort: "best-selling" });
  });

  it("ignores unknown, empty or injected values rather than failing, the first known one winning", () => {
    expectMapping(parse, [
      ["", DEFAULT_PRODUCT_LIST_QUERY],
      ["sort=cheapest&line=matte&colour=blue&stock=yes", DEFAULT_PRODUCT_LIST_QUERY],
      ["sort='%3B drop table products--&line[]=velvet&colour=", DEFAULT_PRODUCT_LIST_QUERY],
    ]);
    expect(parse("line=bogus&line=glossy&line=velvet")).toMatchObject({ line: "glossy" });
  });

  it("writes the canonical URL: defaults left out, by name as the page cache keys it", () => {
    expect(productListHref(DEFAULT_PRODUCT_LIST_QUERY)).toBe("/products");
    expect(productListHref({ sort: "price-desc", inStockOnly: true, colour: "nude", line: "glossy" })).toBe(
      "/products?colour=nude&line=glossy&sort=price-desc&stock=in",
    );
    expect(productListHref(parse("sort=newest&line=velvet"))).toBe("/products?line=velvet");
  });
});
