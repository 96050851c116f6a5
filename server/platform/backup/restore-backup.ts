import { createReadStream, existsSync } from "node:fs";
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { ShopSettings } from "../env";
import type { FileStorage } from "../media/file-storage";
import { PRIVATE_FOLDERS, privateFilesDir } from "../media/private-files";
import { ARCHIVE, MANIFEST_FILE, tableFile, type BackupManifest } from "./backup-archive";
import { run } from "./create-backup";
import { copyStoredFilesIn, holdsStoredFiles } from "./stored-files";
import { openToolDatabase } from "./tool-database";

/** A restore that would mix the backup with what is there already: nothing has been changed. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

/**
 * `npm run restore -- <archive>`: into an empty database and data directory only. Rebuilds the
 * schema from the archive's own migrations, loads every table in one transaction (all or
 * nothing), puts every sequence back where it was, then the uploads, proofs and auth secret.
 * The next `npm start` applies whatever migrations the code has added since (decision 048).
 */
export async function restoreBackup(settings: ShopSettings, storage: FileStorage, archive: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new RestoreRefusedError(`No backup at ${archive}.`);
  await refuseUnlessEmpty(storage, settings.uploadsDir, "uploads");
  for (const folder of PRIVATE_FOLDERS) await refuseUnlessEmpty(storage, privateFilesDir(settings.dataDir, folder), `private/${folder}`);
  await mkdir(settings.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(settings.dataDir, ".restore-"));
  try {
    await run("tar", ["-xzf", archive, "-C", staging]);
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST_FILE), "utf8")) as BackupManifest;
    if (manifest.format !== 1) throw new RestoreRefusedError(`Unknown backup format ${String(manifest.format)}.`);

    const database = await openToolDatabase(settings);
    try {
      await loadDatabase(database.url, staging, manifest);
    } finally {
      await database.close();
    }

    const uploads = path.join(staging, ARCHIVE.uploads);
    if (existsSync(uploads)) await copyStoredFilesIn(storage, uploads, settings.uploadsDir);
    for (const folder of PRIVATE_FOLDERS) {
      const files = path.join(staging, ARCHIVE.private, folder);
      if (!existsSync(files)) continue;
      if (storage.kind === "disk") await mkdir(path.dirname(privateFilesDir(settings.dataDir, folder)), { recursive: true, mode: 0o700 });
      await copyStoredFilesIn(storage, files, privateFilesDir(settings.dataDir, folder));
    }
    const secret = path.join(staging, ARCHIVE.authSecret);
    const target = path.join(settings.dataDir, "auth-secret");
    if (existsSync(secret) && !existsSync(target)) {
      await copyFile(secret, target);
      await chmod(target, 0o600);
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function loadDatabase(url: string, staging: string, manifest: BackupManifest) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const applied = await pool.query<{ present: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
    if (applied.rows[0]?.present) {
      const [{ count }] = (await pool.query<{ count: number }>("select count(*)::int as count from drizzle.__drizzle_migrations")).rows as [{ count: number }];
      if (count > 0) {
        throw new RestoreRefusedError(
          "The database is not empty: a backup is restored into a new, empty database (a new DATA_DIR, or a new database for DATABASE_URL).",
        );
      }
    }
    await migrate(drizzle(pool), { migrationsFolder: path.join(staging, ARCHIVE.migrations) });
    const client = await pool.connect();
    try {
      await client.query("begin");
      for (const table of manifest.tables) {
        // The backup holds every table as it was, the ones triggers derive from others included
        // (per-day sums, decision 088): no trigger recomputes or announces a restored row.
        // Foreign keys are still checked (they are not user triggers).
        const name = pg.escapeIdentifier(table.name);
        await client.query(`alter table ${name} disable trigger user`);
        await pipeline(createReadStream(tableFile(staging, table.name)), client.query(copyFrom(`copy ${name} from stdin`)));
        await client.query(`alter table ${name} enable trigger user`);
      }
      for (const sequence of manifest.sequences) {
        if (sequence.lastValue !== null) await client.query("select setval($1::regclass, $2, true)", [pg.escapeIdentifier(sequence.name), sequence.lastValue]);
      }
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}

async function refuseUnlessEmpty(storage: FileStorage, directory: string, label: string) {
  if (await holdsStoredFiles(storage, directory)) {
    throw new RestoreRefusedError(
      `${label} already holds files (${storage.kind === "s3" ? "in the bucket" : "in DATA_DIR"}): a backup is restored into an empty shop.`,
    );
  }
}
