import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { readSettings } from "../../../platform/env";
import { seedDemoData } from "../seed-demo-data";
import { provideTestDatabase, type TestDatabase } from "../../../platform/db/test-support/test-database";

/**
 * A test database holding the demo catalogue (as a new shop starts), for tests that read
 * real products; the demo images go to a temporary folder removed after the file's tests.
 * `now` seeds it as on that day (for a test that writes the demo history of a fixed day).
 */
export function provideDemoDatabase(now?: Date): TestDatabase {
  const testDb = provideTestDatabase();
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-demo-data-"));
    await seedDemoData(testDb.db, readSettings({ DATA_DIR: dataDir } as NodeJS.ProcessEnv), now);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  return testDb;
}
