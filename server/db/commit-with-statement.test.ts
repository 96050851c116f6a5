import { sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { literal, refusalReasonOf, transactionEndedByStatement } from "./commit-with-statement";
import { provideTestDatabase } from "./test-support/test-database";

const testDb = provideTestDatabase();

beforeAll(async () => {
  await testDb.db.execute(sql`create table committed_rows (id uuid primary key, n integer not null, note text not null)`);
});

/** What another connection sees: only what was committed. */
async function committedCount(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::integer as n from committed_rows");
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe("transactionEndedByStatement", () => {
  it("commits the transaction with its last statement: another connection sees the rows before the work returns", async () => {
    const id = crypto.randomUUID();
    let seenBeforeTheEnd = -1;
    await transactionEndedByStatement(testDb.db, async (tx, commitWith) => {
      await tx.execute(sql`insert into committed_rows values (${crypto.randomUUID()}, 1, 'first')`);
      // A savepoint inside it stays a savepoint.
      await tx.transaction((savepoint) => savepoint.execute(sql`select 1`));
      expect(await committedCount(testDb.connectionString)).toBe(0);
      await commitWith(sql`insert into committed_rows values (${literal.uuid(id)}, ${literal.integer(2)}, ${literal.text("it's ไทย \\ too")})`);
      seenBeforeTheEnd = await committedCount(testDb.connectionString);
    });
    expect(seenBeforeTheEnd).toBe(2);
    const { rows } = await testDb.db.execute<{ note: string }>(sql`select note from committed_rows where id = ${id}`);
    expect(rows[0]!.note).toBe("it's ไทย \\ too");
  });

  it("with genericPlans, runs a named statement on its generic plan from the first call, in that transaction only", async () => {
    const plans = await transactionEndedByStatement(
      testDb.db,
      async (tx) => {
        await tx.execute(sql`prepare generic_from_the_start (uuid[]) as select count(*) from committed_rows where id = any($1)`);
        await tx.execute(sql`execute generic_from_the_start(array[gen_random_uuid()])`);
        const { rows } = await tx.execute<{ generic_plans: number; custom_plans: number; mode: string }>(
          sql`select generic_plans, custom_plans, current_setting('plan_cache_mode') as mode from pg_prepared_statements where name = 'generic_from_the_start'`,
        );
        await tx.execute(sql`deallocate generic_from_the_start`);
        return rows[0];
      },
      { genericPlans: true },
    );
    expect(plans).toEqual({ generic_plans: 1, custom_plans: 0, mode: "force_generic_plan" });
    // The next transaction on the pool is back to PostgreSQL's own choice.
    const after = await testDb.db.transaction((tx) => tx.execute<{ mode: string }>(sql`select current_setting('plan_cache_mode') as mode`));
    expect(after.rows[0]!.mode).toBe("auto");
  });

  it("commits nothing when the statement refuses, and says why", async () => {
    const before = await committedCount(testDb.connectionString);
    const attempt = transactionEndedByStatement(testDb.db, async (tx, commitWith) => {
      await tx.execute(sql`insert into committed_rows values (${crypto.randomUUID()}, 3, 'refused')`);
      await commitWith(sql`select shop_refuse(${literal.text("shop:test-refusal")})`);
    });
    const error = await attempt.catch((caught: unknown) => caught);
    expect(refusalReasonOf(error)).toBe("shop:test-refusal");
    expect(await committedCount(testDb.connectionString)).toBe(before);
  });

  it("refuses a statement with parameters, and values that are not what they claim", async () => {
    await expect(transactionEndedByStatement(testDb.db, (_tx, commitWith) => commitWith(sql`select ${1}`))).rejects.toThrow(/carries no parameters/);
    expect(() => literal.uuid("x'; drop table committed_rows; --")).toThrow(/Not a uuid/);
    expect(() => literal.integer(1.5)).toThrow(/Not an integer/);
    expect(() => literal.integer(Number.NaN)).toThrow(/Not an integer/);
  });

  it("commits work that never called commitWith, rolls back work that threw, and hands the connection back either way", async () => {
    const before = await committedCount(testDb.connectionString);
    await transactionEndedByStatement(testDb.db, (tx) => tx.execute(sql`insert into committed_rows values (${crypto.randomUUID()}, 4, 'plain')`));
    await expect(
      transactionEndedByStatement(testDb.db, async (tx) => {
        await tx.execute(sql`insert into committed_rows values (${crypto.randomUUID()}, 5, 'thrown')`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await committedCount(testDb.connectionString)).toBe(before + 1);
    // Every connection went back to the pool: more transactions than the pool holds still run.
    await Promise.all(Array.from({ length: 12 }, () => transactionEndedByStatement(testDb.db, (tx) => tx.execute(sql`select 1`))));
  });

  it("tells other errors from refusals", async () => {
    const error = await testDb.db.execute(sql`select 1 / 0`).catch((caught: unknown) => caught);
    expect(refusalReasonOf(error)).toBeUndefined();
  });
});
