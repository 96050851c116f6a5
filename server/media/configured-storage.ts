import type { ShopSettings } from "../env";
import { diskStorage, type FileStorage } from "./file-storage";
import { s3Storage } from "./s3-storage";

/** The storage the settings ask for: the bucket with S3_BUCKET, the local disk without (decision 049). */
export function configuredStorage(settings: ShopSettings): FileStorage {
  return settings.s3 ? s3Storage(settings.s3, settings.dataDir) : diskStorage;
}
