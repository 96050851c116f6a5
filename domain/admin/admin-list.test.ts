import { describe, expect, it } from "vitest";
import { clampPage, containsPattern, listHref, pagerItems, readListParams } from "./admin-list";

const pages = (current: number, total: number) =>
  pagerItems(current, total)
    .map((item) => (item.kind === "gap" ? "…" : item.current ? `[${item.page}]` : String(item.page)))
    .join(" ");

describe("readListParams", () => {
  it("reads the search term and page", () => {
    expect(readListParams(new URLSearchParams("q=%20ploy%40&page=3"))).toEqual({ q: "ploy@", page: 3 });
  });

  it.each(["0", "-1", "2.5", "abc", "", "1e3", "99999999999", "%00"])("reads page=%s as page 1", (page) => {
    expect(readListParams(new URLSearchParams({ page })).page).toBe(1);
  });

  it("drops control characters and cuts an absurd search term", () => {
    expect(readListParams(new URLSearchParams({ q: "a\u0000b" })).q).toBe("ab");
    expect(readListParams(new URLSearchParams({ q: "x".repeat(5000) })).q).toHaveLength(100);
  });
});

describe("pagerItems", () => {
  it("shows first, last and the pages within 2 of the current one", () => {
    expect(pages(7, 20)).toBe("1 … 5 6 [7] 8 9 … 20");
    expect(pages(1, 20)).toBe("[1] 2 3 … 20");
    expect(pages(20, 20)).toBe("1 … 18 19 [20]");
    expect(pages(4, 20)).toBe("1 2 3 [4] 5 6 … 20");
    expect(pages(1, 1)).toBe("[1]");
    expect(pages(2, 3)).toBe("1 [2] 3");
  });
});

describe("clampPage", () => {
  it("keeps a page beyond the last one on the last one, and an empty list on page 1", () => {
    expect(clampPage(9, 41)).toBe(3);
    expect(clampPage(9, 0)).toBe(1);
    expect(clampPage(2, 40)).toBe(2);
  });
});

describe("listHref and containsPattern", () => {
  it("keeps the search, leaves page 1 out", () => {
    expect(listHref("/admin-members", { q: "a b", page: 3 }, { page: 1 })).toBe("/admin-members?q=a+b");
    expect(listHref("/admin-members", { q: "", page: 1 }, { edit: "x" })).toBe("/admin-members?edit=x");
  });

  it("matches % and _ literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("a screen's own list filters", () => {
  it("are read like the search and kept by every link of the list", () => {
    const params = readListParams(new URLSearchParams("q=malee&page=3&status=shipped&edit=x"), ["status"]);
    expect(params).toEqual({ q: "malee", page: 3, filters: { status: "shipped" } });
    expect(listHref("/admin-orders", params, { page: 4 })).toBe("/admin-orders?status=shipped&q=malee&page=4");
    expect(listHref("/admin-orders", params, { ship: "id-1" })).toBe("/admin-orders?status=shipped&q=malee&page=3&ship=id-1");
    expect(readListParams(new URLSearchParams("status=%00"), ["status"])).toEqual({ q: "", page: 1, filters: {} });
    // Screens without filters read as before.
    expect(readListParams(new URLSearchParams("status=shipped"))).toEqual({ q: "", page: 1 });
  });
});
