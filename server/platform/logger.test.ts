import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { provideTestDatabase } from "./db/test-support/test-database";
import { errorFields } from "./logger";

const testDb = provideTestDatabase();

describe("errorFields", () => {
  it("keeps a failed query's statement and reason but never its bound values", async () => {
    const secret = "https://shop.test/reset-password?token=SecretToken0123456789abc";
    const error = await testDb.db.execute(sql`select ${secret}::int`).catch((failure: unknown) => failure);
    const fields = errorFields(error);
    expect(fields.error).toContain("Failed query");
    expect(fields.error).toContain("SQLSTATE 22P02"); // invalid input syntax, which PostgreSQL words with the value
    expect(JSON.stringify(fields)).not.toContain("SecretToken");
  });
});
