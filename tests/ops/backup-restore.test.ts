// `npm run backup` while the shop serves, then `npm run restore` into an empty data directory:
// the restored shop shows the same members, orders and images (decision 048).
import { spawn } from "node:child_process";
import { chmod, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { avatarForm, SERVER_PRICE } from "./support/shopper-requests";
import { postCheckout } from "../../scripts/bench/checkout-request";
import { closeMembers, signUpMembers, type BenchMember } from "../../scripts/bench/members";
import { connectDatabase } from "../../server/platform/db/database";
import { embeddedShopDatabaseUrl } from "../../server/platform/db/shop-database";
import { insertProduct } from "../../server/shop/orders/test-fixtures";
import { freePort, startShopProcess, type ShopProcess } from "../e2e/support/shop-process";
import pg from "pg";

const tsx = path.resolve("node_modules/.bin/tsx");
let workDir: string;
let shop: ShopProcess | undefined;
let members: BenchMember[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), "shop-ops-backup-"));
  await chmod(workDir, 0o755);
});

afterAll(async () => {
  closeMembers(members);
  await shop?.stop();
  await rm(workDir, { recursive: true, force: true });
});

function runTool(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(tsx, [script, ...args], { env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += String(chunk)));
    child.stderr.on("data", (chunk) => (output += String(chunk)));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/** A shop of this test: its DATA_DIR (the embedded database's password is there) and database port. */
type ShopData = { DATA_DIR: string; EMBEDDED_DB_PORT: string };
const databaseUrl = (shopData: ShopData) => embeddedShopDatabaseUrl(shopData.DATA_DIR, Number(shopData.EMBEDDED_DB_PORT));

async function query<Row extends pg.QueryResultRow>(shopData: ShopData, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl(shopData) });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A plain product (no shades, no flash sale) to order. */
async function productToOrder(shopData: ShopData) {
  const connection = connectDatabase(databaseUrl(shopData), { max: 1 });
  try {
    const product = await insertProduct(connection.db, { price: 259_00, stock: 20, nameThai: "ลิปสำรองข้อมูล" });
    return { id: product.id, nameThai: product.nameThai, price: 259_00 };
  } finally {
    await connection.close();
  }
}

describe("backup and restore", () => {
  it("restores yesterday's shop into an empty data directory with its members, orders and images", async () => {
    const original = { DATA_DIR: path.join(workDir, "original"), EMBEDDED_DB_PORT: String(await freePort()) };
    shop = await startShopProcess({ ...original, ADMIN_EMAIL: "backup-admin@shop.test", ADMIN_PASSWORD: "Backup-Admin-2024!" });
    members = await signUpMembers(shop.url, 2, "backup");
    const [buyer, later] = members as [BenchMember, BenchMember];
    const item = await productToOrder(original);
    expect((await postCheckout(shop.url, buyer, item, 1, SERVER_PRICE)).kind).toBe("placed");
    const uploaded = await fetch(`${shop.url}/profile`, {
      method: "POST",
      body: await avatarForm(80, "#ad1457"),
      headers: { cookie: buyer.cookie, origin: shop.url, accept: "text/html" },
    });
    expect(uploaded.status).toBe(200);

    const [order] = await query<{ order_number: string; total_amount: number }>(original, "select order_number, total_amount from orders");
    const [profile] = await query<{ avatar_url: string }>(
      original,
      `select p.avatar_url from profiles p join "user" u on u.id = p.user_id where u.email = $1`,
      [buyer.email],
    );
    const avatarBytes = Buffer.from(await (await fetch(`${shop.url}${profile!.avatar_url}`)).arrayBuffer());
    const counts = async (shopData: ShopData) =>
      (
        await query<{ members: number; orders: number; items: number; ordersInSums: number }>(
          shopData,
          `select (select count(*)::int from "user") as members, (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items,
            -- The dashboard's per-day sums (decision 088), restored as they were, not counted again by the triggers.
            (select sum(orders)::int from (select orders from sales_days union all select orders from sales_day_changes) sums) as "ordersInSums"`,
        )
      )[0];
    const atBackup = await counts(original);
    expect(atBackup!.ordersInSums).toBe(atBackup!.orders);

    // Online: the shop keeps serving while the backup reads its snapshot.
    const backupsDir = path.join(workDir, "backups");
    const backup = await runTool("scripts/backup.ts", [`--out=${backupsDir}`], original);
    expect(backup.code, backup.output).toBe(0);
    const [archive] = await readdir(backupsDir);
    expect(archive).toMatch(/^shop-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    // After the backup: not in it.
    expect((await postCheckout(shop.url, later, item, 1, SERVER_PRICE)).kind).toBe("placed");
    await shop.stop();
    shop = undefined;

    const restored = { DATA_DIR: path.join(workDir, "restored"), EMBEDDED_DB_PORT: String(await freePort()) };
    const restore = await runTool("scripts/restore.ts", [path.join(backupsDir, archive!)], restored);
    expect(restore.code, restore.output).toBe(0);
    const again = await runTool("scripts/restore.ts", [path.join(backupsDir, archive!)], restored);
    expect(again.code).toBe(1);
    expect(again.output).toContain("already holds files");

    shop = await startShopProcess(restored);
    expect(await counts(restored)).toEqual(atBackup);
    // The member's session still holds (sessions and the auth secret came along): the order is there.
    const orderPage = await fetch(`${shop.url}/orders/${order!.order_number}`, { headers: { cookie: buyer.cookie } });
    expect(orderPage.status).toBe(200);
    expect(await orderPage.text()).toContain(order!.order_number);
    // The later buyer's order was placed after the backup.
    const laterOrders = await query<{ count: number }>(
      restored,
      `select count(*)::int as count from orders o join "user" u on u.id = o.user_id where u.email = $1`,
      [later.email],
    );
    expect(laterOrders[0]!.count).toBe(0);
    const restoredAvatar = await fetch(`${shop.url}${profile!.avatar_url}`);
    expect(restoredAvatar.status).toBe(200);
    expect(Buffer.from(await restoredAvatar.arrayBuffer()).equals(avatarBytes)).toBe(true);
    const productPage = await (await fetch(`${shop.url}/products`)).text();
    const image = /\/media\/demo\/[^"\s]+\.webp/.exec(productPage)?.[0];
    expect(image).toBeDefined();
    expect((await fetch(`${shop.url}${image}`)).status).toBe(200);
    // New rows continue the sequences instead of colliding with restored ones.
    const newcomer = await signUpMembers(shop.url, 1, "after-restore");
    closeMembers(newcomer);
  });
});
