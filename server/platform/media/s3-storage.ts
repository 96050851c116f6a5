import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { contentTypeOf, type FileStorage } from "./file-storage";
import { StorageUnavailableError } from "./storage-errors";
import { logger } from "../logger";

export type S3StorageSettings = {
  bucket: string;
  /** An S3-compatible service's address (MinIO, Cloudflare R2, …); AWS's own when unset. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (MinIO and most self-hosted services) rather than in the host name. */
  forcePathStyle: boolean;
};

/**
 * The files of `dataDir` in an S3 bucket through the AWS SDK (decision 049): a file's key is its
 * path relative to DATA_DIR (`uploads/products/x-960.webp`, `private/payment-proofs/y.webp`).
 * The bucket stays private: the shop serves /media itself (a CDN in front caches it) and
 * payment proofs only to their owner and staff, as on disk.
 */
export function s3Storage(settings: S3StorageSettings, dataDir: string): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const root = path.resolve(dataDir);
  const keyOf = (file: string) => {
    const relative = path.relative(root, path.resolve(file));
    if (relative.startsWith("..") || path.isAbsolute(relative)) throw new Error(`${file} is outside DATA_DIR`);
    return relative.split(path.sep).join("/");
  };
  const prefixOf = (directory: string) => `${keyOf(directory).replace(/\/$/, "")}/`;
  const notFound = (error: unknown) =>
    error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);
  // Writes that cannot reach the bucket are the shop's problem, answered like a full disk.
  const unavailable = (error: unknown, file: string) => {
    if (error instanceof StorageUnavailableError) return error;
    logger.error("The file bucket refused a write", { key: keyOf(file), error: error instanceof Error ? error.message : String(error) });
    return new StorageUnavailableError(error instanceof S3ServiceException ? error.name : "S3", keyOf(file));
  };
  const keysUnder = async (prefix: string) => {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  };
  const removeKeys = async (keys: readonly string[]) => {
    for (let start = 0; start < keys.length; start += 1000) {
      const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
    }
  };

  return {
    kind: "s3",
    write: async (file, bytes) => {
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: keyOf(file), Body: bytes, ContentType: contentTypeOf(file) }));
      } catch (error) {
        throw unavailable(error, file);
      }
    },
    moveIn: async (temporary, file) => {
      try {
        const { size } = await stat(temporary);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(file),
            Body: createReadStream(temporary),
            ContentLength: size,
            ContentType: contentTypeOf(file),
          }),
        );
      } catch (error) {
        throw unavailable(error, file);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    read: async (file) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(file) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    exists: async (file) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(file) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    list: async (directory) => {
      const prefix = prefixOf(directory);
      return (await keysUnder(prefix)).map((key) => key.slice(prefix.length)).filter((name) => name !== "" && !name.includes("/"));
    },
    listAll: async (directory) => {
      const prefix = prefixOf(directory);
      return (await keysUnder(prefix)).map((key) => key.slice(prefix.length)).filter((name) => name !== "");
    },
    remove: (files) => removeKeys(files.map(keyOf)),
    removeDirectory: async (directory) => removeKeys(await keysUnder(prefixOf(directory))),
    open: async (file) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(file) }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? contentTypeOf(file),
          ...(object.ETag ? { etag: object.ETag } : {}),
          ...(object.LastModified ? { lastModified: object.LastModified } : {}),
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
  };
}
