import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { freePort } from "../../e2e/support/shop-process";

// s3rver's fixed credentials; it checks request signatures against them like S3 does.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;
const REGION = "us-east-1";

export type ObjectStore = {
  endpoint: string;
  /** The S3_* settings that point an instance (or a backup tool) at `bucket`. */
  settingsFor: (bucket: string) => Record<string, string>;
  keys: (bucket: string, prefix?: string) => Promise<string[]>;
  object: (bucket: string, key: string) => Promise<Buffer>;
  stop: () => Promise<void>;
};

/** A real S3-protocol server (s3rver) on loopback with empty `buckets`, for the shop's AWS SDK client to talk to. */
export async function startObjectStore(buckets: readonly string[]): Promise<ObjectStore> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "shop-ops-s3-"));
  const port = await freePort();
  const server = new S3rver({ port, address: "127.0.0.1", directory, silent: true, configureBuckets: buckets.map((name) => ({ name })) });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: REGION, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    settingsFor: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    }),
    keys: async (bucket, prefix = "") => {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    object: async (bucket, key) => {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    stop: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
