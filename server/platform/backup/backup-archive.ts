import path from "node:path";

/** What every backup holds beside its data: read by restore before it touches anything. */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  /** The newest migration the database had: restore rebuilds exactly this schema. */
  migrations: string[];
  tables: { name: string; rows: number }[];
  /** Every sequence's position, so new rows continue where the shop left off. */
  sequences: { name: string; lastValue: number | null }[];
  /** Uploads came along (public media and private payment proofs). */
  uploads: boolean;
};

export const MANIFEST_FILE = "manifest.json";
/** Folders inside the archive. */
export const ARCHIVE = {
  migrations: "migrations",
  tables: "tables",
  uploads: "uploads",
  private: "private",
  authSecret: "auth-secret",
} as const;

/** shop-backup-2026-11-24T06-10-00Z.tar.gz: sorts by date, no characters a file system dislikes. */
export function backupFileName(at: Date): string {
  return `shop-backup-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-")}.tar.gz`;
}

export const tableFile = (directory: string, table: string) => path.join(directory, ARCHIVE.tables, `${table}.copy`);
