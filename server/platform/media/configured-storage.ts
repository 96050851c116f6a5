import type { ShopSettings } from "../env";
import { diskStorage, type FileStorage } from "./file-storage";

/**
 * The storage the settings ask for: the bucket with S3_BUCKET, the local disk without
 * (decision 049). The AWS SDK is loaded only for the bucket: a shop on its own disk never
 * carries it in memory.
 */
export async function configuredStorage(settings: ShopSettings): Promise<FileStorage> {
  if (!settings.s3) return diskStorage;
  const { s3Storage } = await import("./s3-storage");
  return s3Storage(settings.s3, settings.dataDir);
}
