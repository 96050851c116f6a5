// `npm run restore -- <archive>`: a backup made by `npm run backup`, into an empty DATA_DIR (or
// an empty database at DATABASE_URL). Start the shop afterwards with the same settings.
import path from "node:path";
import { readSettings, SettingsError } from "../server/platform/env";
import { configuredStorage } from "../server/platform/media/configured-storage";
import { RestoreRefusedError, restoreBackup } from "../server/platform/backup/restore-backup";

const archive = process.argv.slice(2).find((argument) => !argument.startsWith("--"));
if (!archive) {
  console.error("Usage: npm run restore -- <backup archive>  (into an empty DATA_DIR)");
  process.exit(2);
}
try {
  const started = performance.now();
  const settings = readSettings();
  const manifest = await restoreBackup(settings, await configuredStorage(settings), path.resolve(archive));
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${settings.DATABASE_URL ? "DATABASE_URL" : settings.dataDir}: ${rows} rows in ${manifest.tables.length} tables, with its uploads (${((performance.now() - started) / 1000).toFixed(1)} s). Start the shop with the same settings.`,
  );
} catch (error) {
  const known = error instanceof SettingsError || error instanceof RestoreRefusedError;
  console.error(known ? (error as Error).message : `The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
