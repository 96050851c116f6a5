// kill -9 of one of two instances while shoppers check out and upload slips through HAProxy:
// whatever the shop acknowledged is there afterwards, and the stock adds up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_PRICE } from "./support/shopper-requests";
import { postCheckout } from "../../scripts/bench/checkout-request";
import { closeMembers, signUpMembers, type BenchMember } from "../../scripts/bench/members";
import { connectDatabase } from "../../server/platform/db/database";
import { insertProduct } from "../../server/shop/orders/test-fixtures";
import { waitUntil } from "./support/load-balancer";
import { startShopCluster, type ShopCluster } from "./support/shop-cluster";
import { slipPhoto, submitSlip } from "./support/shopper-requests";

const STOCK = 100_000;
const PRICE = 189_00;
const BUYERS = 24;
/** The kill comes once this many orders were acknowledged and half the shoppers wait on an answer. */
const ORDERS_BEFORE_KILL = 24;
const IN_FLIGHT_AT_KILL = BUYERS / 2;
/** And the load goes on until this many more are acknowledged by the instance left. */
const ORDERS_AFTER_KILL = 24;
let cluster: ShopCluster;
let members: BenchMember[] = [];

beforeAll(async () => {
  cluster = await startShopCluster("kill", 2);
  members = await signUpMembers(cluster.balancer.url, BUYERS, "kill");
}, 180_000);

afterAll(async () => {
  closeMembers(members);
  await cluster?.stop();
});

describe("kill -9 during checkout load", () => {
  it("keeps every acknowledged order with its items and every acknowledged slip, and the stock adds up", async () => {
    const connection = connectDatabase(cluster.database.url, { max: 1 });
    const made = await insertProduct(connection.db, { price: PRICE, stock: STOCK, nameThai: "ลิปช่วงลดราคา" }).finally(() => connection.close());
    const product = { id: made.id, nameThai: made.nameThai, price: PRICE };
    const total = SERVER_PRICE;
    const acknowledgedOrders: { orderNumber: string; member: BenchMember }[] = [];
    const acknowledgedSlips: string[] = [];
    let unanswered = 0;
    let running = true;
    let uploads = 0;
    // Requests sent and not yet answered, counted as they go: the kill waits on these, not on a clock.
    let inFlight = 0;
    let progressed = () => {};
    const progress = (ready: () => boolean) =>
      new Promise<void>((resolve) => {
        progressed = () => ready() && resolve();
        progressed();
      });
    const inFlightOf = async <T>(request: () => Promise<T>) => {
      inFlight += 1;
      progressed();
      try {
        return await request();
      } finally {
        inFlight -= 1;
      }
    };
    const shopper = async (member: BenchMember) => {
      while (running) {
        const outcome = await inFlightOf(() => postCheckout(cluster.balancer.url, member, product, 1, total)).catch(() => null);
        if (outcome?.kind !== "placed" || !outcome.orderNumber) {
          unanswered += 1;
          continue;
        }
        acknowledgedOrders.push({ orderNumber: outcome.orderNumber, member });
        progressed();
        const photo = await slipPhoto(uploads++);
        if (await inFlightOf(() => submitSlip(cluster.balancer.url, member, outcome.orderNumber!, photo))) acknowledgedSlips.push(outcome.orderNumber);
      }
    };
    const load = Promise.all(members.map(shopper));
    await progress(() => acknowledgedOrders.length >= ORDERS_BEFORE_KILL && inFlight >= IN_FLIGHT_AT_KILL);
    const victim = cluster.instances[1]!;
    const ordersBeforeKill = acknowledgedOrders.length;
    const inFlightAtKill = inFlight;
    process.kill(victim.pid, "SIGKILL");
    expect(ordersBeforeKill).toBeGreaterThanOrEqual(ORDERS_BEFORE_KILL);
    expect(inFlightAtKill).toBeGreaterThanOrEqual(IN_FLIGHT_AT_KILL);
    await victim.exited;
    await progress(() => acknowledgedOrders.length >= ordersBeforeKill + ORDERS_AFTER_KILL);
    running = false;
    await load;

    const restarted = await cluster.restart(victim);
    await waitUntil(async () => (await fetch(`${restarted.directUrl}/readyz`)).status === 200, 30_000);

    const found = await cluster.database.query<{ order_number: string; items: number; quantity: number; status: string }>(
      `select o.order_number, count(i.id)::int as items, coalesce(sum(i.quantity), 0)::int as quantity, o.status
         from orders o left join order_items i on i.order_id = o.id group by o.id`,
    );
    const byNumber = new Map(found.map((row) => [row.order_number, row]));
    const missing = acknowledgedOrders.filter((order) => !byNumber.has(order.orderNumber));
    expect(missing).toEqual([]);
    for (const order of acknowledgedOrders) expect(byNumber.get(order.orderNumber)).toMatchObject({ items: 1, quantity: 1 });
    expect(found.filter((row) => row.items === 0)).toEqual([]);
    const [stock] = await cluster.database.query<{ quantity: number }>("select quantity from stocks where product_id = $1", [product.id]);
    const held = found.filter((row) => row.status !== "cancelled").reduce((sum, row) => sum + row.quantity, 0);
    expect(stock!.quantity).toBe(STOCK - held);
    const payments = await cluster.database.query<{ order_number: string; proof_file: string | null }>(
      "select o.order_number, p.proof_file from payments p join orders o on o.id = p.order_id",
    );
    const paid = new Map(payments.map((row) => [row.order_number, row.proof_file]));
    expect(acknowledgedSlips.filter((orderNumber) => !paid.get(orderNumber))).toEqual([]);
    console.info(
      `kill -9 under load: ${acknowledgedOrders.length} orders acknowledged (${ordersBeforeKill} before the kill, with ${inFlightAtKill} requests in flight), ${found.length} found, ` +
        `${acknowledgedSlips.length} slips acknowledged, ${payments.length} payments found, ${unanswered} checkouts unanswered; stock ${stock!.quantity} = ${STOCK} − ${held}.`,
    );
    expect(acknowledgedOrders.length).toBeGreaterThan(ordersBeforeKill);
  });
});
