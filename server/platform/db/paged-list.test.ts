import { describe, expect, it } from "vitest";
import { loadPagedList, pageWindow } from "./paged-list";

/** 45 rows "row-1" … "row-45" and a record of the queries the helper made. */
function fakeTable(total = 45) {
  const calls: string[] = [];
  const all = Array.from({ length: total }, (_, index) => `row-${index + 1}`);
  return {
    calls,
    queries: {
      count: async (q: string) => {
        calls.push(`count ${q}`);
        return all.filter((row) => row.includes(q)).length;
      },
      rows: async (q: string, limit: number, offset: number) => {
        calls.push(`rows ${q} ${limit} ${offset}`);
        return all.filter((row) => row.includes(q)).slice(offset, offset + limit);
      },
    },
  };
}

describe("loadPagedList", () => {
  it("answers the count and the asked-for page of 20", async () => {
    const table = fakeTable();
    const list = await loadPagedList({ q: "", page: 2 }, table.queries);
    expect(list).toMatchObject({ total: 45, page: 2, pages: 3, pageSize: 20, q: "" });
    expect(list.rows).toHaveLength(20);
    expect(list.rows[0]).toBe("row-21");
    expect(table.calls).toEqual(["count ", "rows  20 20"]);
  });

  it("shows the last page for a page beyond it", async () => {
    const table = fakeTable();
    const list = await loadPagedList({ q: "", page: 99 }, table.queries);
    expect(list.page).toBe(3);
    expect(list.rows).toEqual(["row-41", "row-42", "row-43", "row-44", "row-45"]);
  });

  it("passes the search to both queries and asks for no rows when nothing matches", async () => {
    const table = fakeTable();
    const list = await loadPagedList({ q: "nothing", page: 4 }, table.queries);
    expect(list).toMatchObject({ rows: [], total: 0, page: 1, pages: 1 });
    expect(table.calls).toEqual(["count nothing"]);
  });
});

describe("pageWindow", () => {
  /** The rows a window reads out of `total` rows 0…total-1, back in the list's order. */
  const read = (total: number, limit: number, offset: number) => {
    const window = pageWindow(total, limit, offset);
    const all = Array.from({ length: total }, (_, index) => index);
    const rows = (window.reversed ? [...all].reverse() : all).slice(window.offset, window.offset + window.limit);
    return { reversed: window.reversed, rows: window.reversed ? rows.reverse() : rows };
  };

  it("reads the first half from the top and the second half from the bottom, always the same rows", () => {
    for (const total of [1, 19, 20, 21, 45, 100, 1_001]) {
      for (let offset = 0; offset < total; offset += 20) {
        const expected = Array.from({ length: Math.min(20, total - offset) }, (_, index) => offset + index);
        expect(read(total, 20, offset).rows).toEqual(expected);
      }
    }
    expect(read(45, 20, 0).reversed).toBe(false);
    expect(read(45, 20, 40)).toEqual({ reversed: true, rows: [40, 41, 42, 43, 44] });
    expect(pageWindow(100_000, 20, 99_980)).toEqual({ limit: 20, offset: 0, reversed: true });
    expect(pageWindow(76_958, 20, 76_940)).toEqual({ limit: 18, offset: 0, reversed: true });
  });
});
