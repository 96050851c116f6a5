import { spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { chmod, copyFile, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { MIGRATIONS_FOLDER } from "../db/database";
import type { ShopSettings } from "../env";
import type { FileStorage } from "../media/file-storage";
import { PRIVATE_FOLDERS, privateFilesDir } from "../media/private-files";
import { ARCHIVE, backupFileName, MANIFEST_FILE, tableFile, type BackupManifest } from "./backup-archive";
import { tablesInLoadOrder } from "./table-order";
import { copyStoredFilesOut } from "./stored-files";
import { openToolDatabase } from "./tool-database";

export type BackupResult = { file: string; manifest: BackupManifest; bytes: number };

type Journal = { entries: { idx: number; when: number; tag: string }[] } & Record<string, unknown>;

/**
 * `npm run backup`: the database (every table's rows as PostgreSQL COPY text, read in one
 * repeatable-read snapshot while the shop keeps serving), the migrations that made its schema,
 * the uploads and payment proofs (from the disk or the bucket), and the auth secret, in one dated .tar.gz (decision 048).
 */
export async function createBackup(settings: ShopSettings, storage: FileStorage, outDir: string, now = new Date()): Promise<BackupResult> {
  await mkdir(outDir, { recursive: true });
  const staging = await mkdtemp(path.join(outDir, ".backup-"));
  const database = await openToolDatabase(settings);
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let manifest: BackupManifest;
    try {
      await client.query("begin isolation level repeatable read read only");
      const tables = await tablesInLoadOrder(client);
      await mkdir(path.join(staging, ARCHIVE.tables));
      const counted: BackupManifest["tables"] = [];
      for (const table of tables) {
        const stream = client.query(copyTo(`copy ${pg.escapeIdentifier(table)} to stdout`));
        await pipeline(stream, createWriteStream(tableFile(staging, table)));
        counted.push({ name: table, rows: stream.rowCount });
      }
      const sequences = (
        await client.query<{ name: string; last_value: string | null }>(
          "select sequencename as name, last_value from pg_sequences where schemaname = 'public' order by sequencename",
        )
      ).rows.map((row) => ({ name: row.name, lastValue: row.last_value === null ? null : Number(row.last_value) }));
      const newestApplied = Number(
        (await client.query<{ newest: string | null }>("select max(created_at)::text as newest from drizzle.__drizzle_migrations")).rows[0]?.newest ?? 0,
      );
      await client.query("commit");
      const migrations = await copyMigrations(path.join(staging, ARCHIVE.migrations), newestApplied);
      manifest = { format: 1, createdAt: now.toISOString(), migrations, tables: counted, sequences, uploads: true };
    } finally {
      await client.end();
    }
    // Uploads never change in place (new names when replaced): copied after the snapshot, they
    // hold every file its rows name, and perhaps a few newer ones.
    await copyStoredFilesOut(storage, settings.uploadsDir, path.join(staging, ARCHIVE.uploads));
    for (const folder of PRIVATE_FOLDERS)
      await copyStoredFilesOut(storage, privateFilesDir(settings.dataDir, folder), path.join(staging, ARCHIVE.private, folder));
    const secret = path.join(settings.dataDir, "auth-secret");
    if (existsSync(secret)) await copyFile(secret, path.join(staging, ARCHIVE.authSecret));
    await writeFile(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));

    const file = path.join(outDir, backupFileName(now));
    const partial = `${file}.partial`;
    await run("tar", ["-czf", partial, "-C", staging, "."]);
    // Personal data, password hashes and the auth secret: for the owner's eyes only.
    await chmod(partial, 0o600);
    await rename(partial, file);
    const { size } = await stat(file);
    return { file, manifest, bytes: size };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await database.close();
  }
}

/** The migrations the database has applied (the journal up to its newest), as drizzle's migrator reads them. */
async function copyMigrations(target: string, newestApplied: number): Promise<string[]> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as Journal;
  const applied = journal.entries.filter((entry) => entry.when <= newestApplied);
  await mkdir(path.join(target, "meta"), { recursive: true });
  await writeFile(path.join(target, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: applied }, null, 2));
  for (const entry of applied) await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(target, `${entry.tag}.sql`));
  return applied.map((entry) => entry.tag);
}

export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += String(chunk)));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`))));
  });
}
