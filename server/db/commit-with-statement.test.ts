import { sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { refusalReasonOf, transactionEndedByStatement } from "./commit-with-statement";
import { MAX_SHAPES_PER_STATEMENT } from "./prepared-query";
import { queriesSentBy } from "./test-support/sent-queries";
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
      await commitWith("commit_test_insert", sql`insert into committed_rows values (${id}::uuid, ${2}::integer, ${"it's ไทย \\ too"}::text)`);
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
      await commitWith("commit_test_refusal", sql`select shop_refuse(${"shop:test-refusal"}::text)`);
    });
    const error = await attempt.catch((caught: unknown) => caught);
    expect(refusalReasonOf(error)).toBe("shop:test-refusal");
    expect(await committedCount(testDb.connectionString)).toBe(before);
    // The PREPARE of that failed message did run: the same statement again is refused the same way
    // (not "prepared statement already exists"), on whichever connection it lands.
    for (let again = 0; again < 3; again++) {
      const repeated = await transactionEndedByStatement(testDb.db, (_tx, commitWith) =>
        commitWith("commit_test_refusal", sql`select shop_refuse(${"shop:test-refusal"}::text)`),
      ).catch((caught: unknown) => caught);
      expect(refusalReasonOf(repeated)).toBe("shop:test-refusal");
    }
  });

  it("prepares the statement once per connection: later calls only execute it, and every value arrives as it was", async () => {
    const values = { id: crypto.randomUUID(), n: 7, note: `quote ' backslash \\ "double" {brace} ไทย`, list: [crypto.randomUUID(), crypto.randomUUID()] };
    const sent = await queriesSentBy(async () => {
      for (let call = 0; call < 3; call++) {
        const id = call === 0 ? values.id : crypto.randomUUID();
        await transactionEndedByStatement(testDb.db, async (_tx, commitWith) => {
          await commitWith(
            "commit_test_values",
            sql`insert into committed_rows select ${id}::uuid, ${values.n}::integer + cardinality(${sql.param(values.list)}::uuid[]), ${values.note}::text`,
          );
        });
      }
    });
    const { rows } = await testDb.db.execute<{ n: number; note: string }>(sql`select n, note from committed_rows where id = ${values.id}`);
    expect(rows[0]).toEqual({ n: 9, note: values.note });
    // Three calls, sequential: at most one PREPARE per connection the pool handed out (the first call on each).
    const messages = sent.map(({ text }) => text).filter((text) => text.includes("commit_test_values"));
    expect(messages).toHaveLength(3);
    expect(messages.filter((text) => text.startsWith("prepare")).length).toBeLessThan(3);
    expect(messages.at(-1)).toMatch(/^execute "commit_test_values_[^"]+"\(.*\);\ncommit$/s);
  });

  it("past the statement's shapes, prepares each further text for its one call and removes it again", async () => {
    for (let shape = 0; shape <= MAX_SHAPES_PER_STATEMENT; shape++) {
      const note = `shape ${shape}`;
      await transactionEndedByStatement(testDb.db, (_tx, commitWith) =>
        commitWith("commit_test_shapes", sql.raw(`insert into committed_rows values (gen_random_uuid(), ${shape}, '${note}')`)),
      );
    }
    const { rows } = await testDb.db.execute<{ n: number }>(sql`select count(*)::int as n from committed_rows where note like 'shape %'`);
    expect(rows[0]!.n).toBe(MAX_SHAPES_PER_STATEMENT + 1);
    const left = await transactionEndedByStatement(testDb.db, (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from pg_prepared_statements where name like 'commit_test_shapes_once'`),
    );
    expect(left.rows[0]!.n).toBe(0);
  });

  it("refuses values it cannot write as a literal, and commits nothing", async () => {
    const before = await committedCount(testDb.connectionString);
    const attempt = transactionEndedByStatement(testDb.db, async (tx, commitWith) => {
      await tx.execute(sql`insert into committed_rows values (${crypto.randomUUID()}, 8, 'never')`);
      await commitWith("commit_test_bad_value", sql`select ${Number.NaN}::integer`);
    });
    await expect(attempt).rejects.toThrow(/Not a finite number/);
    expect(await committedCount(testDb.connectionString)).toBe(before);
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
