import { createReadStream } from "node:fs";
import { access, constants, mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { moveIntoPlace, writeFileAtomically } from "./atomic-file";

/** A stored file opened for serving. */
export type OpenedFile = { body: Readable; size: number; contentType: string; etag?: string; lastModified?: Date };

/**
 * Where the shop keeps the files it stores (decision 049): uploads under DATA_DIR/uploads and
 * payment proofs under DATA_DIR/private. Modules name files by their path on disk as always;
 * the storage decides where the bytes go: the local disk (the default) or, with S3_BUCKET, an
 * S3-compatible bucket under the same path relative to DATA_DIR (`uploads/…`, `private/…`),
 * so several instances on several machines share them. Temporary files of uploads being
 * received stay on the local disk (DATA_DIR/uploads/.incoming) either way.
 */
export type FileStorage = {
  readonly kind: "disk" | "s3";
  /** Whole or not at all: readers never see half a file. */
  write: (file: string, bytes: Buffer) => Promise<void>;
  /** Takes a finished local temporary file; the temporary file is gone afterwards either way. */
  moveIn: (temporary: string, file: string) => Promise<void>;
  read: (file: string) => Promise<Buffer | null>;
  exists: (file: string) => Promise<boolean>;
  /** Names of the files directly in `directory` (none when it does not exist). */
  list: (directory: string) => Promise<string[]>;
  /** Every file below `directory`, as paths relative to it. */
  listAll: (directory: string) => Promise<string[]>;
  remove: (files: readonly string[]) => Promise<void>;
  removeDirectory: (directory: string) => Promise<void>;
  open: (file: string) => Promise<OpenedFile | null>;
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".ogv": "video/ogg",
  ".pdf": "application/pdf",
};

export const contentTypeOf = (file: string) => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";

const missing = (error: unknown) => ["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

export const diskStorage: FileStorage = {
  kind: "disk",
  write: async (file, bytes) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomically(file, bytes);
  },
  moveIn: moveIntoPlace,
  read: async (file) => readFile(file).catch((error: unknown) => (missing(error) ? null : Promise.reject(error))),
  exists: async (file) =>
    access(file, constants.R_OK).then(
      () => true,
      () => false,
    ),
  list: async (directory) => {
    try {
      return (await readdir(directory, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
    } catch (error) {
      if (missing(error)) return [];
      throw error;
    }
  },
  listAll: async (directory) => {
    try {
      const entries = await readdir(directory, { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
    } catch (error) {
      if (missing(error)) return [];
      throw error;
    }
  },
  remove: async (files) => {
    await Promise.all(files.map((file) => rm(file, { force: true })));
  },
  removeDirectory: (directory) => rm(directory, { recursive: true, force: true }),
  open: async (file) => {
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), size: info.size, contentType: contentTypeOf(file), lastModified: info.mtime };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  },
};

const holder = globalThis as { __shopFileStorage?: FileStorage };

/** The storage start-up chose (the disk until then, and in tests that install none). */
export function fileStorage(): FileStorage {
  return holder.__shopFileStorage ?? diskStorage;
}

export function installFileStorage(storage: FileStorage | undefined) {
  holder.__shopFileStorage = storage;
}
