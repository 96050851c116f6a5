// `npm run backup [-- --out=DIR]`: the shop's database, uploads, payment proofs and auth secret
// in one dated archive (default ./backups), while the shop keeps running (decision 048).
import path from "node:path";
import { createBackup } from "../server/platform/backup/create-backup";
import { readSettings, SettingsError } from "../server/platform/env";
import { configuredStorage } from "../server/platform/media/configured-storage";

const outArgument = process.argv.slice(2).find((argument) => argument.startsWith("--out="));
const outDir = path.resolve(outArgument ? outArgument.slice("--out=".length) : "backups");
try {
  const started = performance.now();
  const settings = readSettings();
  const { file, manifest, bytes } = await createBackup(settings, await configuredStorage(settings), outDir);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB; ${manifest.tables.length} tables, ${rows} rows; ${((performance.now() - started) / 1000).toFixed(1)} s).`,
  );
  console.log("It holds members' personal data, password hashes and the auth secret: keep it as safe as the database.");
} catch (error) {
  console.error(error instanceof SettingsError ? error.message : `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
