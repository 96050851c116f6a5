import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { connectDatabase, installDatabase, withDatabaseName, type DatabaseConnection, type ShopDatabase } from "../database";
import { TEMPLATE_DATABASE } from "./global-setup";

export type TestDatabase = {
  /** The drizzle handle; valid inside tests (after beforeAll). */
  readonly db: ShopDatabase;
  readonly connection: DatabaseConnection;
  readonly connectionString: string;
};

/**
 * Gives the calling test file a fresh database cloned from the migrated template, installs
 * it as the process's shop database, and drops it after the file's tests.
 */
export function provideTestDatabase(): TestDatabase {
  const serverUrl = inject("testDatabaseServerUrl");
  const name = `shop_test_${randomUUID().replace(/-/g, "")}`;
  const connectionString = withDatabaseName(serverUrl, name);
  let connection: DatabaseConnection | undefined;

  beforeAll(async () => {
    await adminQuery(serverUrl, `create database "${name}" template "${TEMPLATE_DATABASE}"`);
    connection = connectDatabase(connectionString, { max: 5 });
    installDatabase(connection);
  });

  afterAll(async () => {
    installDatabase(undefined);
    await connection?.close();
    await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  });

  return {
    get db() {
      if (!connection) throw new Error("The test database is ready only inside tests.");
      return connection.db;
    },
    get connection() {
      if (!connection) throw new Error("The test database is ready only inside tests.");
      return connection;
    },
    connectionString,
  };
}

/**
 * A second pool onto the test database with room for `max` connections, for tests in which
 * checkouts or jobs really race each other; open for the enclosing describe block (or file).
 */
export function provideRacingConnection(testDb: TestDatabase, max: number): { readonly db: ShopDatabase } {
  let connection: DatabaseConnection | undefined;
  beforeAll(() => {
    connection = connectDatabase(testDb.connectionString, { max });
  });
  afterAll(() => connection?.close());
  return {
    get db() {
      if (!connection) throw new Error("The racing connection is ready only inside tests.");
      return connection.db;
    },
  };
}

/** One statement on the test cluster's maintenance database (create or drop a database). */
export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
