// The single-instance default (embedded PostgreSQL under DATA_DIR) killed with kill -9 while
// members check out, as the OOM killer would, then started again on the same data directory
// with the same command: the PostgreSQL the killed shop left running is recognised and stopped,
// the shop comes back ready, and every order it acknowledged is there (issue 21, decision 052).
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_PRICE } from "./support/shopper-requests";
import { BENCH_CHECKOUT_SETTINGS } from "../../scripts/bench/checkout";
import { postCheckout } from "../../scripts/bench/checkout-request";
import { closeMembers, signUpMembers, type BenchMember } from "../../scripts/bench/members";
import { connectDatabase } from "../../server/platform/db/database";
import { recogniseRunningPostgres } from "../../server/platform/db/running-postgres";
import { embeddedDatabaseDir, embeddedShopDatabaseUrl } from "../../server/platform/db/shop-database";
import { insertProduct } from "../../server/shop/orders/test-fixtures";
import { freePort, runShopProcessToExit, startShopProcess, type ShopProcess } from "../e2e/support/shop-process";
import { postgresServersOf, stopPostgresServersOf } from "./support/leftover-postgres";

const STOCK = 100_000;
const PRICE = 219_00;
const BUYERS = 12;
let dataDir: string;
let settings: Record<string, string>;
const shops: ShopProcess[] = [];
let members: BenchMember[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-ops-crash-"));
  // The embedded PostgreSQL runs as another user when the tests run as root.
  await chmod(dataDir, 0o755);
  // `npm start` with nothing but its own data directory and ports; the per-member caps on
  // unpaid orders are lifted so that twelve members can keep checking out.
  settings = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_DB_PORT: String(await freePort()), ...BENCH_CHECKOUT_SETTINGS };
}, 60_000);

afterAll(async () => {
  closeMembers(members);
  for (const shop of shops) await shop.stop();
  // Whatever happened, no PostgreSQL outlives the test: the orphan too, had it not been stopped.
  await stopPostgresServersOf(embeddedDatabaseDir(dataDir));
  await rm(dataDir, { recursive: true, force: true });
});

const databaseUrl = () => embeddedShopDatabaseUrl(dataDir, Number(settings.EMBEDDED_DB_PORT));

describe("kill -9 of the single-instance shop under checkout load", () => {
  it("starts again on the same data directory, ready, serving, with every acknowledged order", async () => {
    const first = await startShopProcess(settings);
    shops.push(first);
    members = await signUpMembers(first.url, BUYERS, "crash");
    const connection = connectDatabase(databaseUrl(), { max: 1 });
    const made = await insertProduct(connection.db, { price: PRICE, stock: STOCK, nameThai: "ลิปก่อนไฟดับ" }).finally(() => connection.close());
    const product = { id: made.id, nameThai: made.nameThai, price: PRICE };
    const total = SERVER_PRICE;

    const acknowledged: string[] = [];
    let running = true;
    const shopper = async (member: BenchMember) => {
      while (running) {
        const outcome = await postCheckout(first.url, member, product, 1, total).catch(() => null);
        if (outcome?.kind === "placed" && outcome.orderNumber) acknowledged.push(outcome.orderNumber);
        // The shop is gone: a process manager would now start it again.
        if (!outcome) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const load = Promise.all(members.map(shopper));
    const deadline = Date.now() + 15_000;
    while (acknowledged.length < 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    process.kill(first.pid, "SIGKILL");
    await first.exited;
    running = false;
    await load;
    expect(acknowledged.length).toBeGreaterThan(0);

    // The killed shop's PostgreSQL is still running, with no shop to stop it.
    const databaseDir = embeddedDatabaseDir(dataDir);
    const orphan = Number((await readFile(path.join(databaseDir, "postmaster.pid"), "utf8")).split("\n")[0]);
    expect(await recogniseRunningPostgres(databaseDir)).toEqual({ kind: "orphaned", pid: orphan });

    const restartedAt = performance.now();
    const second = await startShopProcess(settings);
    shops.push(second);
    const restartSeconds = ((performance.now() - restartedAt) / 1000).toFixed(1);
    expect((await fetch(`${second.directUrl}/readyz`)).status).toBe(200);
    const home = await fetch(second.url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("สินค้าแนะนำ");
    const productPage = await fetch(`${second.url}/products/${product.id}`);
    expect(productPage.status).toBe(200);
    expect(await productPage.text()).toContain(product.nameThai);
    expect(await postgresServersOf(databaseDir)).not.toContain(orphan);
    expect(second.output()).not.toMatch(/could not start/);

    const check = connectDatabase(databaseUrl(), { max: 1 });
    try {
      const found = await check.pool.query<{ order_number: string; items: number; quantity: number; status: string }>(
        `select o.order_number, count(i.id)::int as items, coalesce(sum(i.quantity), 0)::int as quantity, o.status
           from orders o left join order_items i on i.order_id = o.id group by o.id`,
      );
      const byNumber = new Map(found.rows.map((row) => [row.order_number, row]));
      expect(acknowledged.filter((orderNumber) => !byNumber.has(orderNumber))).toEqual([]);
      for (const orderNumber of acknowledged) expect(byNumber.get(orderNumber)).toMatchObject({ items: 1, quantity: 1 });
      expect(found.rows.filter((row) => row.items === 0)).toEqual([]);
      const stock = await check.pool.query<{ quantity: number }>("select quantity from stocks where product_id = $1", [product.id]);
      const held = found.rows.filter((row) => row.status !== "cancelled").reduce((sum, row) => sum + row.quantity, 0);
      expect(stock.rows[0]!.quantity).toBe(STOCK - held);
      console.info(
        `kill -9 of the default shop: ${acknowledged.length} orders acknowledged, ${found.rows.length} found after the restart; ` +
          `stock ${stock.rows[0]!.quantity} = ${STOCK} − ${held}; the orphaned PostgreSQL (process ${orphan}) was stopped, serving again after ${restartSeconds} s.`,
      );
    } finally {
      await check.close();
    }
  });

  it("refuses, in one line, a second shop on the data directory of one that runs, and leaves the running one serving", async () => {
    const running = shops.at(-1)!;
    const second = await runShopProcessToExit({ ...settings, PORT: String(await freePort()), EMBEDDED_DB_PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expect(second.output.trim()).toMatch(
      new RegExp(
        `^The embedded database in \\S+ is in use by another running shop \\(process ${running.pid}\\): stop it first, or give this one its own DATA_DIR\\.$`,
      ),
    );
    expect((await fetch(`${running.directUrl}/readyz`)).status).toBe(200);
  });
});
