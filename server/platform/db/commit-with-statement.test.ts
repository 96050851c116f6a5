import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "../logger";
import { carriedValue, carryToCommit, statementRefusalOf, transactionEndedByStatement, type StatementTransaction } from "./commit-with-statement";
import { MAX_SHAPES_PER_STATEMENT } from "./prepared-query";
import { withinSavepoint } from "./savepoint";
import { queriesSentBy } from "./test-support/sent-queries";
import { provideTestDatabase } from "./test-support/test-database";

const testDb = provideTestDatabase();
const DONE = { ok: true } as const;

beforeAll(async () => {
  await testDb.db.execute(sql`create table committed_rows (id uuid primary key, n integer not null, note text not null)`);
});

afterEach(() => {
  vi.restoreAllMocks();
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

/** The names the transaction's connection holds as prepared statements, starting with `prefix`. */
async function preparedNames(statements: StatementTransaction, prefix: string) {
  const rows = await statements.execute<{ name: string }>(
    "test_prepared_names",
    sql`select name from pg_prepared_statements where name like ${`${prefix}%`} order by name`,
  );
  return rows.map((row) => row.name);
}

/** A statement that stops itself with `refusal`, its values carried to it (none in its text). */
async function refuseAsItCommits(statements: StatementTransaction, refusal: string, detail: string) {
  await statements.execute(
    "test_carry_refusal",
    sql`select ${carryToCommit("refusal", sql`${refusal}::text`)}, ${carryToCommit("detail", sql`${detail}::text`)}`,
  );
  return statements.commitWith("commit_test_refusal", sql`select shop_refuse(${carriedValue("refusal")}, ${carriedValue("detail")})`);
}

describe("transactionEndedByStatement", () => {
  it("commits the transaction with its last statement: another connection sees the rows before the work returns", async () => {
    const id = crypto.randomUUID();
    let seenBeforeTheEnd = -1;
    await transactionEndedByStatement(testDb.db, async ({ tx, execute, commitWith }) => {
      await tx.execute(sql`insert into committed_rows values (${crypto.randomUUID()}, 1, 'first')`);
      // A savepoint inside it stays a savepoint.
      await withinSavepoint(tx, (savepoint) => savepoint.execute(sql`select 1`));
      expect(await committedCount(testDb.connectionString)).toBe(0);
      await execute(
        "test_carry_insert",
        sql`select ${carryToCommit("row", sql`json_build_object('id', ${id}::uuid, 'n', ${2}::integer, 'note', ${"it's ไทย \\ too"}::text)::text`)}`,
      );
      await commitWith(
        "commit_test_insert",
        sql`insert into committed_rows select r.* from json_populate_record(null::committed_rows, ${carriedValue("row")}::json) r`,
      );
      seenBeforeTheEnd = await committedCount(testDb.connectionString);
      return DONE;
    });
    expect(seenBeforeTheEnd).toBe(2);
    const { rows } = await testDb.db.execute<{ note: string }>(sql`select note from committed_rows where id = ${id}`);
    expect(rows[0]!.note).toBe("it's ไทย \\ too");
  });

  it("with genericPlans, runs a named statement on its generic plan from the first call, in that transaction only", async () => {
    const plans = await transactionEndedByStatement(
      testDb.db,
      async ({ tx }) => {
        await tx.execute(sql`prepare generic_from_the_start (uuid[]) as select count(*) from committed_rows where id = any($1)`);
        await tx.execute(sql`execute generic_from_the_start(array[gen_random_uuid()])`);
        const { rows } = await tx.execute<{ generic_plans: number; custom_plans: number; mode: string }>(
          sql`select generic_plans, custom_plans, current_setting('plan_cache_mode') as mode from pg_prepared_statements where name = 'generic_from_the_start'`,
        );
        await tx.execute(sql`deallocate generic_from_the_start`);
        return { ok: true, plans: rows[0] };
      },
      { genericPlans: true },
    );
    expect(plans.plans).toEqual({ generic_plans: 1, custom_plans: 0, mode: "force_generic_plan" });
    // The next transaction on the pool is back to PostgreSQL's own choice.
    const after = await testDb.db.transaction((tx) => tx.execute<{ mode: string }>(sql`select current_setting('plan_cache_mode') as mode`));
    expect(after.rows[0]!.mode).toBe("auto");
  });

  it("commits nothing when the statement refuses, and says why — told by the error's fields, whatever its message says", async () => {
    const before = await committedCount(testDb.connectionString);
    const refusal = await transactionEndedByStatement(testDb.db, async (statements) => {
      await statements.tx.execute(sql`insert into committed_rows values (${crypto.randomUUID()}, 3, 'refused')`);
      return { ok: false, refusal: await refuseAsItCommits(statements, "shop_test_refusal", "a,b") };
    });
    expect(refusal.refusal).toEqual({ refusal: "shop_test_refusal", detail: "a,b" });
    expect(await committedCount(testDb.connectionString)).toBe(before);
    // The PREPARE of that failed message did run: the same statement again is refused the same way
    // (not "prepared statement already exists"), on whichever connection it lands.
    for (let again = 0; again < 3; again++) {
      const repeated = await transactionEndedByStatement(testDb.db, async (statements) => ({
        ok: false,
        refusal: await refuseAsItCommits(statements, "shop_test_refusal", ""),
      }));
      expect(repeated.refusal).toEqual({ refusal: "shop_test_refusal", detail: "" });
    }
    // Another message text, in another language, raised by hand: the same refusal, by its SQLSTATE and constraint.
    const error = await testDb.db
      .execute(
        sql.raw(`do $$ begin raise exception using errcode = 'check_violation', constraint = 'shop_test_refusal', detail = 'x', message = 'สินค้าหมด'; end $$`),
      )
      .catch((caught: unknown) => caught);
    expect(statementRefusalOf(error)).toEqual({ refusal: "shop_test_refusal", detail: "x" });
  });

  it("prepares the last statement once per connection: later calls only execute it, and every value arrives as it was", async () => {
    const values = { id: crypto.randomUUID(), n: 7, note: `quote ' backslash \\ "double" {brace} ไทย`, list: [crypto.randomUUID(), crypto.randomUUID()] };
    const sent = await queriesSentBy(async () => {
      for (let call = 0; call < 3; call++) {
        const id = call === 0 ? values.id : crypto.randomUUID();
        await transactionEndedByStatement(testDb.db, async ({ execute, commitWith }) => {
          await execute(
            "test_carry_values",
            sql`select ${carryToCommit("row", sql`json_build_object('id', ${id}::uuid, 'n', ${values.n}::integer + cardinality(${sql.param(values.list)}::uuid[]), 'note', ${values.note}::text)::text`)}`,
          );
          await commitWith(
            "commit_test_values",
            sql`insert into committed_rows select r.* from json_populate_record(null::committed_rows, ${carriedValue("row")}::json) r`,
          );
          return DONE;
        });
      }
    });
    const { rows } = await testDb.db.execute<{ n: number; note: string }>(sql`select n, note from committed_rows where id = ${values.id}`);
    expect(rows[0]).toEqual({ n: 9, note: values.note });
    // Three calls, sequential: at most one PREPARE per connection the pool handed out (the first call on each).
    const messages = sent.map(({ text }) => text).filter((text) => text.includes("commit_test_values"));
    expect(messages).toHaveLength(3);
    expect(messages.filter((text) => text.startsWith("prepare")).length).toBeLessThan(3);
    expect(messages.at(-1)).toMatch(/^execute "commit_test_values_[^"]+";\ncommit$/s);
    // No value in any text sent: they travelled as parameters.
    for (const { text } of sent) expect(text).not.toContain(values.note);
  });

  it("takes no statement with values as the last one, and commits nothing", async () => {
    const before = await committedCount(testDb.connectionString);
    const attempt = transactionEndedByStatement(testDb.db, async ({ tx, commitWith }) => {
      await tx.execute(sql`insert into committed_rows values (${crypto.randomUUID()}, 8, 'never')`);
      await commitWith("commit_test_bad_value", sql`select ${"a value"}::text`);
      return DONE;
    });
    await expect(attempt).rejects.toThrow(/without values/);
    expect(await committedCount(testDb.connectionString)).toBe(before);
  });

  it("commits work that never called commitWith, rolls back work that refused or threw, and hands the connection back either way", async () => {
    const before = await committedCount(testDb.connectionString);
    await transactionEndedByStatement(testDb.db, async ({ tx }) => {
      await tx.execute(sql`insert into committed_rows values (${crypto.randomUUID()}, 4, 'plain')`);
      return DONE;
    });
    await transactionEndedByStatement(testDb.db, async ({ tx }) => {
      await tx.execute(sql`insert into committed_rows values (${crypto.randomUUID()}, 6, 'refused')`);
      return { ok: false };
    });
    await expect(
      transactionEndedByStatement(testDb.db, async ({ tx }) => {
        await tx.execute(sql`insert into committed_rows values (${crypto.randomUUID()}, 5, 'thrown')`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await committedCount(testDb.connectionString)).toBe(before + 1);
    // Every connection went back to the pool: more transactions than the pool holds still run.
    await Promise.all(Array.from({ length: 12 }, () => transactionEndedByStatement(testDb.db, async ({ tx }) => (await tx.execute(sql`select 1`), DONE))));
  });

  it("tells other errors from refusals", async () => {
    const error = await testDb.db.execute(sql`select 1 / 0`).catch((caught: unknown) => caught);
    expect(statementRefusalOf(error)).toBeUndefined();
    // A check constraint of a table is no refusal of the shop's.
    await testDb.db.execute(sql`create table if not exists checked_rows (n integer check (n > 0))`);
    const checked = await testDb.db.execute(sql`insert into checked_rows values (-1)`).catch((caught: unknown) => caught);
    expect(statementRefusalOf(checked)).toBeUndefined();
  });
});

describe("a transaction's named statements (execute)", () => {
  it("runs a statement as one named prepared statement per connection, whatever the values", async () => {
    await transactionEndedByStatement(testDb.db, async (statements) => {
      const answers: number[] = [];
      for (const value of [1, 2, 3])
        answers.push((await statements.execute<{ doubled: number }>("test_doubled", sql`select ${value}::integer * 2 as doubled`))[0]!.doubled);
      expect(answers).toEqual([2, 4, 6]);
      // The values are parameters: three calls, one statement parsed and planned once.
      expect(await preparedNames(statements, "test_doubled")).toHaveLength(1);
      return DONE;
    });
  });

  it("gives each text a statement takes its own name, so a name never stands for two texts", async () => {
    await transactionEndedByStatement(testDb.db, async (statements) => {
      const shapes = [sql`select ${1}::integer as n`, sql`select ${1}::integer + 1 as n`];
      const answers: number[] = [];
      for (const statement of [...shapes, ...shapes]) answers.push((await statements.execute<{ n: number }>("test_shapes", statement))[0]!.n);
      expect(answers).toEqual([1, 2, 1, 2]);
      expect(await preparedNames(statements, "test_shapes")).toHaveLength(2);
      return DONE;
    });
  });

  it(`runs shapes beyond ${MAX_SHAPES_PER_STATEMENT} unnamed, with one warning, rather than fill every connection`, async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    await transactionEndedByStatement(testDb.db, async (statements) => {
      const total = MAX_SHAPES_PER_STATEMENT + 3;
      for (let shape = 0; shape < total; shape += 1) {
        const rows = await statements.execute<{ n: number }>("test_many", sql`select ${shape}::integer as n ${sql.raw(`, ${shape} as shape_${shape}`)}`);
        expect(rows[0]!.n).toBe(shape);
      }
      expect(await preparedNames(statements, "test_many")).toHaveLength(MAX_SHAPES_PER_STATEMENT);
      return DONE;
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toMatchObject({ statement: "test_many" });
  });

  it("rolls back with its transaction like any statement", async () => {
    await testDb.db.execute(sql`create table if not exists prepared_rollback (n integer)`);
    await transactionEndedByStatement(testDb.db, async (statements) => {
      await statements.execute("test_insert", sql`insert into prepared_rollback (n) values (${7}::integer)`);
      return { ok: false };
    });
    const { rows } = await testDb.db.execute<{ n: number }>(sql`select count(*)::integer as n from prepared_rollback`);
    expect(rows[0]!.n).toBe(0);
  });
});
