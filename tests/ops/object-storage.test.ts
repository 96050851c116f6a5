// Two instances with S3_* settings and no shared disk of their own uploads: every upload goes to
// one S3-protocol bucket (s3rver, a real S3 API server) through the AWS SDK, both instances serve
// it, slips stay private, and backup/restore carry the bucket's files (decision 049).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { avatarForm, SERVER_PRICE } from "./support/shopper-requests";
import { postCheckout } from "../../scripts/bench/checkout-request";
import { closeMembers, signUpMembers, type BenchMember } from "../../scripts/bench/members";
import { connectDatabase } from "../../server/platform/db/database";
import { insertProduct } from "../../server/shop/orders/test-fixtures";
import { freePort } from "../e2e/support/shop-process";
import { startObjectStore, type ObjectStore } from "./support/object-store";
import { OPS_ADMIN, startShopCluster, type ShopCluster } from "./support/shop-cluster";
import { slipPhoto, submitSlip } from "./support/shopper-requests";

const BUCKET = "shop-media";
const RESTORED_BUCKET = "shop-media-restored";
let store: ObjectStore;
let cluster: ShopCluster;
let members: BenchMember[] = [];
let workDir: string;

beforeAll(async () => {
  store = await startObjectStore([BUCKET, RESTORED_BUCKET]);
  cluster = await startShopCluster("object-storage", 2, store.settingsFor(BUCKET));
  members = await signUpMembers(cluster.balancer.url, 2, "bucket");
  workDir = await mkdtemp(path.join(os.tmpdir(), "shop-ops-bucket-"));
  // The embedded PostgreSQL of the restored shop runs as its own user.
  await chmod(workDir, 0o755);
}, 180_000);

afterAll(async () => {
  closeMembers(members);
  await cluster?.stop();
  await store?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const direct = (index: number) => cluster.instances[index]!.directUrl;
const uploadsOnDisk = (folder: string) => existsSync(path.join(cluster.dataDir, "uploads", folder));

async function adminCookie() {
  const response = await fetch(`${cluster.balancer.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: cluster.balancer.url },
    body: JSON.stringify(OPS_ADMIN),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

describe("uploads in an S3 bucket", () => {
  it("the demo images are copied into the bucket and served by both instances", async () => {
    const keys = await store.keys(BUCKET, "uploads/");
    expect(keys.length).toBeGreaterThan(20);
    expect(uploadsOnDisk("demo")).toBe(false);
    const image = keys.find((key) => key.endsWith(".webp"))!;
    for (const index of [0, 1]) {
      const served = await fetch(`${direct(index)}/media/${image.slice("uploads/".length)}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toContain("immutable");
      expect(Buffer.from(await served.arrayBuffer())).toEqual(await store.object(BUCKET, image));
    }
  });

  it("an avatar goes to the bucket, not the disk; both instances serve it, with 304 for a copy the browser has", async () => {
    const member = members[0]!;
    const upload = await fetch(`${cluster.balancer.url}/profile`, {
      method: "POST",
      body: await avatarForm(64, "#c2185b"),
      redirect: "manual",
      headers: { cookie: member.cookie, origin: cluster.balancer.url, accept: "text/html" },
    });
    expect(upload.status).toBeLessThan(400);
    const [profile] = await cluster.database.query<{ avatar_url: string }>(
      `select p.avatar_url from profiles p join "user" u on u.id = p.user_id where u.email = $1`,
      [member.email],
    );
    const key = `uploads${profile!.avatar_url.slice("/media".length)}`;
    expect(await store.keys(BUCKET, "uploads/avatars/")).toContain(key);
    expect(uploadsOnDisk("avatars")).toBe(false);
    for (const index of [0, 1]) {
      const served = await fetch(`${direct(index)}${profile!.avatar_url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const again = await fetch(`${direct(index)}${profile!.avatar_url}`, { headers: { "if-none-match": served.headers.get("etag")! } });
      expect(again.status).toBe(304);
    }
    expect((await fetch(`${direct(0)}/media/avatars/none-such.webp`)).status).toBe(404);
  });

  it("a slip lands under the bucket's private prefix and is shown only to its owner and staff", async () => {
    const [buyer, stranger] = members as [BenchMember, BenchMember];
    const connection = connectDatabase(cluster.database.url, { max: 1 });
    const product = await insertProduct(connection.db, { price: 219_00, stock: 10, nameThai: "ลิปในบักเก็ต" }).finally(() => connection.close());
    const placed = await postCheckout(cluster.balancer.url, buyer, { id: product.id, nameThai: product.nameThai, price: 219_00 }, 1, SERVER_PRICE);
    expect(placed.kind).toBe("placed");
    const orderNumber = (placed as { orderNumber: string }).orderNumber;
    expect(await submitSlip(cluster.balancer.url, buyer, orderNumber, await slipPhoto(7))).toBe(true);

    const [payment] = await cluster.database.query<{ id: string; proof_file: string }>(
      "select p.id, p.proof_file from payments p join orders o on o.id = p.order_id where o.order_number = $1",
      [orderNumber],
    );
    expect(await store.keys(BUCKET, "private/payment-proofs/")).toContain(`private/payment-proofs/${payment!.proof_file}`);
    expect(existsSync(path.join(cluster.dataDir, "private", "payment-proofs", payment!.proof_file))).toBe(false);
    const proofUrl = (index: number) => `${direct(index)}/payment-proofs/${payment!.id}`;
    const admin = await adminCookie();
    for (const index of [0, 1]) {
      expect((await fetch(proofUrl(index))).status).toBe(404);
      expect((await fetch(proofUrl(index), { headers: { cookie: stranger.cookie } })).status).toBe(404);
      const owner = await fetch(proofUrl(index), { headers: { cookie: buyer.cookie } });
      expect(owner.status).toBe(200);
      expect(owner.headers.get("cache-control")).toBe("private, no-store");
      expect((await fetch(proofUrl(index), { headers: { cookie: admin } })).status).toBe(200);
    }
    // /media serves only uploads: no way from there to the private prefix.
    for (const attempt of [`/media/../private/payment-proofs/${payment!.proof_file}`, `/media/%2e%2e/private/payment-proofs/${payment!.proof_file}`]) {
      expect((await fetch(`${direct(0)}${attempt}`)).status).toBe(404);
    }
  });

  it("staff's image-library upload is stored in the bucket, served by both instances, and removed with its row", async () => {
    const admin = await adminCookie();
    const form = new FormData();
    form.append("intent", "upload");
    form.append("category", "general");
    form.append("altText", "ลิปสีชมพู");
    form.append(
      "file",
      new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 900, height: 600, channels: 3, background: "#e91e63" } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        "pink.jpg",
        { type: "image/jpeg" },
      ),
    );
    const upload = await fetch(`${cluster.balancer.url}/admin/control-panel/images`, {
      method: "POST",
      body: form,
      headers: { cookie: admin, origin: cluster.balancer.url },
    });
    expect(upload.status, await upload.text()).toBe(200);
    const [image] = await cluster.database.query<{ id: string; file_url: string }>("select id, file_url from image_library where alt_text = $1", ["ลิปสีชมพู"]);
    const prefix = `uploads${path.posix.dirname(image!.file_url.slice("/media".length))}/`;
    const stored = await store.keys(BUCKET, prefix);
    expect(stored).toContain(`uploads${image!.file_url.slice("/media".length)}`);
    for (const index of [0, 1]) expect((await fetch(`${direct(index)}${image!.file_url}`)).status).toBe(200);

    const remove = new FormData();
    remove.append("intent", "delete");
    remove.append("id", image!.id);
    const removed = await fetch(`${cluster.balancer.url}/admin/control-panel/images`, {
      method: "POST",
      body: remove,
      headers: { cookie: admin, origin: cluster.balancer.url },
    });
    expect(removed.status).toBe(200);
    const left = await store.keys(BUCKET, prefix);
    for (const key of stored) expect(left).not.toContain(key);
    for (const index of [0, 1]) expect((await fetch(`${direct(index)}${image!.file_url}`)).status).toBe(404);
  });

  it("npm run backup reads the bucket's files and npm run restore puts them into an empty bucket", async () => {
    const tool = (script: string, args: string[], env: Record<string, string>) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(path.resolve("node_modules/.bin/tsx"), [script, ...args], {
          env: { ...process.env, LOG_LEVEL: "warn", ...env },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout.on("data", (chunk) => (output += String(chunk)));
        child.stderr.on("data", (chunk) => (output += String(chunk)));
        child.once("exit", (code) => resolve({ code, output }));
      });
    const backupsDir = path.join(workDir, "backups");
    const backup = await tool("scripts/backup.ts", [`--out=${backupsDir}`], cluster.instances[0]!.settings);
    expect(backup.code, backup.output).toBe(0);
    const [archive] = await readdir(backupsDir);

    const restored = {
      DATA_DIR: path.join(workDir, "restored"),
      EMBEDDED_DB_PORT: String(await freePort()),
      ...store.settingsFor(RESTORED_BUCKET),
    };
    const restore = await tool("scripts/restore.ts", [path.join(backupsDir, archive!)], restored);
    expect(restore.code, restore.output).toBe(0);
    const original = (await store.keys(BUCKET)).filter((key) => !key.split("/").some((segment) => segment.startsWith(".")));
    expect((await store.keys(RESTORED_BUCKET)).sort()).toEqual(original.sort());
    const proof = original.find((key) => key.startsWith("private/payment-proofs/"))!;
    expect(await store.object(RESTORED_BUCKET, proof)).toEqual(await store.object(BUCKET, proof));
    // The bucket is no longer empty: a second restore into it is refused before anything changes.
    const again = await tool("scripts/restore.ts", [path.join(backupsDir, archive!)], {
      ...restored,
      DATA_DIR: path.join(workDir, "restored-again"),
      EMBEDDED_DB_PORT: String(await freePort()),
    });
    expect(again.code).toBe(1);
    expect(again.output).toContain("already holds files");
  });
});
