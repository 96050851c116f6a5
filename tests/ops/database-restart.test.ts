// PostgreSQL restarted while the shop serves: during the outage shoppers get a clear Thai
// answer, and afterwards the shop recovers by itself (pool, change listener, jobs, live pages)
// without being restarted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commonTexts } from "../../domain/shared/common-texts";
import { SERVER_PRICE } from "./support/shopper-requests";
import { postCheckout } from "../../scripts/bench/checkout-request";
import { closeMembers, signUpMembers, type BenchMember } from "../../scripts/bench/members";
import { connectDatabase } from "../../server/platform/db/database";
import { EventStreamClient } from "../../server/platform/live/test-support/event-stream-client";
import { insertProduct } from "../../server/shop/orders/test-fixtures";
import { waitUntil } from "./support/load-balancer";
import { METRICS_TOKEN, startShopCluster, type ShopCluster } from "./support/shop-cluster";

let cluster: ShopCluster;
let members: BenchMember[] = [];
// Every page rendered, not answered from the page cache (which an outage empties anyway).
const RENDERED = { cookie: "shop_bench_nocache=1" };

beforeAll(async () => {
  // A short order expiry: its job runs every second, so its recovery shows quickly.
  cluster = await startShopCluster("db-restart", 1, { ORDER_PAYMENT_HOURS: String(4 / 3600) });
  members = await signUpMembers(cluster.instances[0]!.directUrl, 1, "restart");
}, 180_000);

afterAll(async () => {
  closeMembers(members);
  await cluster?.stop();
});

const expiryRuns = async (shopUrl: string) => {
  const text = await (await fetch(`${shopUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^shop_job_runs_total\{job="expire-unpaid-orders",outcome="ok"\} (\d+)/m.exec(text)?.[1] ?? 0);
};

describe("a database restart while the shop serves", () => {
  it("answers 503 in Thai during the outage and recovers by itself afterwards", async () => {
    const shop = cluster.instances[0]!.directUrl;
    const live = await EventStreamClient.open(`${shop}/api/live`);
    try {
      await live.next((event) => event.event === "hello");
      expect((await fetch(`${shop}/products`, { headers: RENDERED })).status).toBe(200);

      await cluster.database.stop();
      const stoppedAt = performance.now();
      const during = await fetch(`${shop}/products`, { headers: RENDERED });
      expect(during.status).toBe(503);
      expect(await during.text()).toContain(commonTexts.temporarilyUnavailable);
      const member = await fetch(`${shop}/profile`, { headers: { cookie: members[0]!.cookie } });
      expect(member.status).toBe(503);
      expect(await member.text()).toContain(commonTexts.temporarilyUnavailable);
      const ready = await fetch(`${shop}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ checks: { database: "failed" } });
      expect((await fetch(`${shop}/healthz`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const runsDuringOutage = await expiryRuns(shop);

      await cluster.database.start();
      const restartedAt = performance.now();
      let pagesBackMs = 0;
      await waitUntil(async () => {
        const response = await fetch(`${shop}/products`, { headers: RENDERED });
        pagesBackMs = performance.now() - restartedAt;
        return response.status === 200;
      }, 30_000);
      let readyMs = 0;
      await waitUntil(async () => {
        const response = await fetch(`${shop}/readyz`);
        readyMs = performance.now() - restartedAt;
        return response.status === 200;
      }, 30_000);
      // The live pages are told to refresh everything they might have missed.
      await live.next((event) => event.event === "resync", 15_000);
      await waitUntil(async () => (await expiryRuns(shop)) > runsDuringOutage, 15_000);

      const connection = connectDatabase(cluster.database.url, { max: 1 });
      const product = await insertProduct(connection.db, { price: 159_00, stock: 5 }).finally(() => connection.close());
      const order = await postCheckout(shop, members[0]!, { id: product.id, nameThai: product.nameThai, price: 159_00 }, 1, SERVER_PRICE);
      expect(order.kind).toBe("placed");
      console.info(
        `Database outage of ${((restartedAt - stoppedAt) / 1000).toFixed(1)} s: pages back ${pagesBackMs.toFixed(0)} ms after PostgreSQL was up again, ` +
          `/readyz (listener included) after ${readyMs.toFixed(0)} ms.`,
      );
    } finally {
      live.close();
    }
  });
});
