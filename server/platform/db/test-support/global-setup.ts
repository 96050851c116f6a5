import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { connectDatabase, ensureDatabaseExists, migrateDatabase, withDatabaseName } from "../database";
import { anyFreePort, startEmbeddedPostgres } from "../embedded-postgres";

export const TEMPLATE_DATABASE = "shop_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    /** Connection string of the test PostgreSQL server's maintenance database. */
    testDatabaseServerUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run, in a throw-away directory. A migrated template
 * database is made once; each test file then gets its own copy (see test-database.ts).
 * TEST_DATABASE_URL points the tests at an existing server instead.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!serverUrl) {
    const root = await mkdtemp(path.join(os.tmpdir(), "shop-test-db-"));
    await chmod(root, 0o755);
    const port = await anyFreePort();
    const embedded = await startEmbeddedPostgres({ databaseDir: path.join(root, "postgres"), port });
    serverUrl = embedded.connectionString;
    stop = async () => {
      await embedded.stop();
      await rm(root, { recursive: true, force: true });
    };
  }
  await ensureDatabaseExists(serverUrl, TEMPLATE_DATABASE);
  const template = connectDatabase(withDatabaseName(serverUrl, TEMPLATE_DATABASE), { max: 1 });
  await migrateDatabase(template.db);
  await template.close();
  project.provide("testDatabaseServerUrl", serverUrl);
  return stop;
}
