import { logger } from "../logger";

/**
 * The file system refused a write of the shop's own (a full disk, a read-only or unwritable
 * uploads directory): nothing the shopper or admin sent is wrong, and nothing was recorded.
 * Upload handlers answer 503 with `messages.files.storageUnavailable`; the log says what the
 * operator must fix.
 */
export class StorageUnavailableError extends Error {
  override name = "StorageUnavailableError";
  constructor(
    readonly code: string,
    where: string,
  ) {
    super(`Uploads cannot be written (${code}) in ${where}`);
  }
}

const STORAGE_FAILURES = new Set(["ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM", "ENOTDIR", "EIO", "EFBIG"]);

/**
 * `error` as a StorageUnavailableError when the file system refused the write (logged once
 * here, as an error: someone has to free space or fix permissions), otherwise unchanged.
 */
export function asStorageFailure(error: unknown, where: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== "string" || !STORAGE_FAILURES.has(code)) return error;
  const failure = new StorageUnavailableError(code, where);
  logger.error("Uploads cannot be written: free disk space or fix the directory's permissions", { code, where });
  return failure;
}
