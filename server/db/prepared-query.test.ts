import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "../logger";
import { executePrepared, MAX_SHAPES_PER_STATEMENT } from "./prepared-query";
import { provideTestDatabase } from "./test-support/test-database";

const testDb = provideTestDatabase();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The names this transaction's connection holds as prepared statements, starting with `prefix`. */
async function preparedNames(tx: Parameters<Parameters<typeof testDb.db.transaction>[0]>[0], prefix: string) {
  const { rows } = await tx.execute<{ name: string }>(sql`select name from pg_prepared_statements where name like ${`${prefix}%`} order by name`);
  return rows.map((row) => row.name);
}

describe("executePrepared", () => {
  it("runs a statement as one named prepared statement per connection, whatever the values", async () => {
    await testDb.db.transaction(async (tx) => {
      const answers: number[] = [];
      for (const value of [1, 2, 3]) {
        const { rows } = await executePrepared<{ doubled: number }>(tx, "test_doubled", sql`select ${value}::integer * 2 as doubled`);
        answers.push(rows[0]!.doubled);
      }
      expect(answers).toEqual([2, 4, 6]);
      // The values are parameters: three calls, one statement parsed and planned once.
      expect(await preparedNames(tx, "test_doubled")).toHaveLength(1);
    });
  });

  it("gives each text a statement takes its own name, so a name never stands for two texts", async () => {
    await testDb.db.transaction(async (tx) => {
      const shapes = [sql`select ${1}::integer as n`, sql`select ${1}::integer + 1 as n`];
      const answers: number[] = [];
      for (const statement of [...shapes, ...shapes]) answers.push((await executePrepared<{ n: number }>(tx, "test_shapes", statement)).rows[0]!.n);
      expect(answers).toEqual([1, 2, 1, 2]);
      expect(await preparedNames(tx, "test_shapes")).toHaveLength(2);
    });
  });

  it(`runs shapes beyond ${MAX_SHAPES_PER_STATEMENT} unnamed, with one warning, rather than fill every connection`, async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    await testDb.db.transaction(async (tx) => {
      const total = MAX_SHAPES_PER_STATEMENT + 3;
      for (let shape = 0; shape < total; shape += 1) {
        const { rows } = await executePrepared<{ n: number }>(tx, "test_many", sql`select ${shape}::integer as n ${sql.raw(`, ${shape} as shape_${shape}`)}`);
        expect(rows[0]!.n).toBe(shape);
      }
      expect(await preparedNames(tx, "test_many")).toHaveLength(MAX_SHAPES_PER_STATEMENT);
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toMatchObject({ statement: "test_many" });
  });

  it("rolls back with its transaction like any statement", async () => {
    await testDb.db.execute(sql`create table if not exists prepared_rollback (n integer)`);
    await expect(
      testDb.db.transaction(async (tx) => {
        await executePrepared(tx, "test_insert", sql`insert into prepared_rollback (n) values (${7}::integer)`);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    const { rows } = await testDb.db.execute<{ n: number }>(sql`select count(*)::integer as n from prepared_rollback`);
    expect(rows[0]!.n).toBe(0);
  });
});
