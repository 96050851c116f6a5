// A script's own PostgreSQL (the benches, the evaluations): started in a new temporary folder,
// stopped and the folder removed afterwards.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../server/platform/db/embedded-postgres";
import { freePort } from "../tests/e2e/support/shop-process";

export type ScratchPostgres = {
  /** The temporary folder: the cluster lives in its `postgres` folder; the rest is the script's. */
  dataDir: string;
  /** The server's connection string (its `postgres` database; `withDatabaseName` for another). */
  connectionString: string;
  /** Stops the server and removes the folder. */
  stop: () => Promise<void>;
};

/** A PostgreSQL of its own on a free port, in a new folder under the system's temporary one named after `name`. */
export async function startScratchPostgres(name: string): Promise<ScratchPostgres> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `shop-${name}-`));
  const removeFolder = () => rm(dataDir, { recursive: true, force: true });
  try {
    // mkdtemp makes it owner-only; PostgreSQL's own user (when run as root) must reach its folder inside.
    await chmod(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ databaseDir: path.join(dataDir, "postgres"), port: await freePort() });
    return {
      dataDir,
      connectionString: embedded.connectionString,
      async stop() {
        await embedded.stop().catch(() => undefined);
        await removeFolder();
      },
    };
  } catch (error) {
    await removeFolder();
    throw error;
  }
}
