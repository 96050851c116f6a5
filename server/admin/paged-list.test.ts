import { describe, expect, it } from "vitest";
import { loadPagedList } from "./paged-list";

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
