// A full disk and a read-only uploads directory: the shopper gets a clear Thai answer, nothing
// half-written is kept (no record pointing at a missing file, no stray file), and the shop works
// again as soon as there is space, without a restart.
import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileTexts } from "../../domain/shared/file-texts";
import { SERVER_PRICE } from "./support/shopper-requests";
import { postCheckout } from "../../scripts/bench/checkout-request";
import { closeMembers, signUpMembers, type BenchMember } from "../../scripts/bench/members";
import { connectDatabase } from "../../server/platform/db/database";
import { insertProduct } from "../../server/shop/orders/test-fixtures";
import { startShopCluster, type ShopCluster } from "./support/shop-cluster";
import { slipPhoto, submitSlip } from "./support/shopper-requests";
import { mountSmallDisk } from "./support/small-disk";

let cluster: ShopCluster;
let members: BenchMember[] = [];
const mounted: Array<{ unmount: () => Promise<void> }> = [];
let canMount = process.getuid?.() === 0;

beforeAll(async () => {
  cluster = await startShopCluster("full-disk", 1);
  members = await signUpMembers(cluster.instances[0]!.directUrl, 1, "disk");
}, 180_000);

afterAll(async () => {
  closeMembers(members);
  for (const disk of mounted) await disk.unmount().catch(() => undefined);
  await cluster?.stop();
});

async function uploadAvatar(member: BenchMember) {
  const image = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#880e4f" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("avatar", new File([new Uint8Array(image)], "me.png", { type: "image/png" }));
  const shop = cluster.instances[0]!.directUrl;
  const response = await fetch(`${shop}/profile`, {
    method: "POST",
    body: form,
    headers: { cookie: member.cookie, origin: shop, accept: "text/html" },
  });
  return { status: response.status, text: await response.text() };
}

const avatarOf = async (member: BenchMember) =>
  (
    await cluster.database.query<{ avatar_url: string | null }>(`select p.avatar_url from profiles p join "user" u on u.id = p.user_id where u.email = $1`, [
      member.email,
    ])
  )[0]?.avatar_url ?? null;

describe("a full or unwritable uploads disk", () => {
  it("refuses an avatar with a clear message while the disk is full or read-only, keeps nothing of it, and takes it once there is space", async (context) => {
    const avatars = path.join(cluster.dataDir, "uploads", "avatars");
    const disk = canMount ? await mountSmallDisk(avatars, 96) : null;
    if (!disk) {
      canMount = false;
      context.skip("mounting a small tmpfs needs root (mount -t tmpfs)");
      return;
    }
    mounted.push(disk);
    const filler = path.join(avatars, "filler");
    await writeFile(filler, Buffer.alloc(92 * 1024)).catch(() => undefined);
    const member = members[0]!;

    const full = await uploadAvatar(member);
    expect(full.status).toBe(503);
    expect(full.text).toContain(fileTexts.storageUnavailable);
    expect(await avatarOf(member)).toBeNull();
    // The member's (empty) folder may stay; no file of the refused image does.
    const files = (await readdir(avatars, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(files).toEqual(["filler"]);

    await rm(filler);
    await disk.readOnly();
    const readOnly = await uploadAvatar(member);
    expect(readOnly.status).toBe(503);
    expect(readOnly.text).toContain(fileTexts.storageUnavailable);
    expect(await avatarOf(member)).toBeNull();

    await disk.writable();
    const stored = await uploadAvatar(member);
    expect(stored.status).toBe(200);
    const url = await avatarOf(member);
    expect(url).toMatch(/^\/media\/avatars\//);
    expect((await fetch(`${cluster.instances[0]!.directUrl}${url}`)).status).toBe(200);
  });

  it("refuses a slip with a clear message while the proofs' disk is read-only, records no payment, and takes it afterwards", async (context) => {
    if (!canMount) return context.skip("mounting a small tmpfs needs root (mount -t tmpfs)");
    const proofs = path.join(cluster.dataDir, "private", "payment-proofs");
    const disk = await mountSmallDisk(proofs, 512);
    if (!disk) return context.skip("this machine cannot mount a tmpfs");
    mounted.push(disk);
    await disk.readOnly();
    const connection = connectDatabase(cluster.database.url, { max: 1 });
    const product = await insertProduct(connection.db, { price: 149_00, stock: 5 }).finally(() => connection.close());
    const member = members[0]!;
    const shop = cluster.instances[0]!.directUrl;
    const order = await postCheckout(shop, member, { id: product.id, nameThai: product.nameThai, price: 149_00 }, 1, SERVER_PRICE);
    expect(order.kind).toBe("placed");
    const orderNumber = (order as { orderNumber: string }).orderNumber;

    const form = new FormData();
    form.append("proof", new File([new Uint8Array(await slipPhoto(7))], "slip.jpg", { type: "image/jpeg" }));
    const refused = await fetch(`${shop}/payment-confirmation?order=${orderNumber}`, {
      method: "POST",
      body: form,
      headers: { cookie: member.cookie, origin: shop, accept: "text/html" },
    });
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain(fileTexts.storageUnavailable);
    const payments = async () =>
      (
        await cluster.database.query<{ count: number }>(
          "select count(*)::int as count from payments p join orders o on o.id = p.order_id where o.order_number = $1",
          [orderNumber],
        )
      )[0]!.count;
    expect(await payments()).toBe(0);
    expect(await readdir(proofs)).toEqual([]);

    await disk.writable();
    expect(await submitSlip(shop, member, orderNumber, await slipPhoto(8))).toBe(true);
    expect(await payments()).toBe(1);
  });
});
