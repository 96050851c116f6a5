import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { placeholders, prefixed, shapedStatement } from "./shaped-statement";
import { transactionEndedByStatement } from "./commit-with-statement";
import { provideTestDatabase } from "./test-support/test-database";

const testDb = provideTestDatabase();

describe("a statement built once per shape (decision 122)", () => {
  type Values = { n: number; words: string[] };
  let builds = 0;
  const statement = shapedStatement("test_shaped", (shape: "plain" | "doubled") => {
    builds += 1;
    const v = placeholders<Values>("t");
    return sql`select ${shape === "doubled" ? sql`${v.n}::integer * 2` : sql`${v.n}::integer`} as n, cardinality(${sql.param(v.words)}::text[]) as words`;
  });

  it("builds its text once per shape and only fills the values in at each call", async () => {
    const answers: unknown[] = [];
    await transactionEndedByStatement(testDb.db, async (statements) => {
      for (const [shape, n] of [
        ["plain", 1],
        ["doubled", 2],
        ["plain", 3],
        ["doubled", 4],
      ] as const) {
        const values = prefixed("t", { n, words: ["แดงอิฐ", 'โรส"วูด', "{a,b}"] });
        answers.push((await statements.execute<{ n: number; words: number }>("test_shaped", statement(shape, values)))[0]);
      }
      return { ok: true };
    });
    expect(answers).toEqual([
      { n: 1, words: 3 },
      { n: 4, words: 3 },
      { n: 3, words: 3 },
      { n: 8, words: 3 },
    ]);
    expect(builds).toBe(2);
  });

  it("names each shape's text apart, and keeps the same name for the same text", () => {
    const plain = statement("plain", prefixed("t", { n: 1, words: [] }));
    const doubled = statement("doubled", prefixed("t", { n: 1, words: [] }));
    expect(plain.name).not.toBe(doubled.name);
    expect(statement("plain", prefixed("t", { n: 5, words: ["x"] })).name).toBe(plain.name);
    expect(plain.text).toContain("$1");
    expect(plain.text).not.toContain("5");
  });

  it("refuses a call that leaves a value out", () => {
    expect(() => statement("plain", prefixed("t", { n: 1 }))).toThrow(/t_words/);
  });
});
