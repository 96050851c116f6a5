// Two production instances on one PostgreSQL and one data directory behind HAProxy
// (docs/deploy.md): the shop's journeys go through the balancer, which alternates between them,
// and every piece of shared state has to hold across the two.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productTexts } from "../../domain/catalog/product-texts";
import { SERVER_PRICE } from "./support/shopper-requests";
import { connectDatabase, type DatabaseConnection } from "../../server/platform/db/database";
import { mailText, startSmtpTestServer, type SmtpTestServer } from "../../server/platform/mail/test-support/smtp-test-server";
import { EventStreamClient } from "../../server/platform/live/test-support/event-stream-client";
import { insertProduct } from "../../server/shop/orders/test-fixtures";
import { postCheckout } from "../../scripts/bench/checkout-request";
import { closeMembers, signUpMembers, type BenchMember } from "../../scripts/bench/members";
import { METRICS_TOKEN, startShopCluster, type ShopCluster } from "./support/shop-cluster";
import { waitUntil } from "./support/load-balancer";

let cluster: ShopCluster;
let smtp: SmtpTestServer;
let connection: DatabaseConnection;
let members: BenchMember[] = [];
const PRICE = 199_00;
// Orders unpaid for 6 s are cancelled; every instance runs the expiry job.
const ORDER_PAYMENT_HOURS = 6 / 3600;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  cluster = await startShopCluster("balanced", 2, { SMTP_URL: smtp.url, ORDER_PAYMENT_HOURS: String(ORDER_PAYMENT_HOURS) });
  connection = connectDatabase(cluster.database.url, { max: 2 });
  members = await signUpMembers(cluster.balancer.url, 6, "balanced");
}, 180_000);

afterAll(async () => {
  closeMembers(members);
  await connection?.close();
  await cluster?.stop();
  await smtp?.close();
});

const instanceOf = (response: Response) => response.headers.get("x-shop-instance");
const direct = (index: number) => cluster.instances[index]!.directUrl;

describe("two instances behind HAProxy", () => {
  it("both serve shoppers, and both were ready by /readyz", async () => {
    const served = new Set<string | null>();
    for (let request = 0; request < 6; request += 1) {
      const response = await fetch(`${cluster.balancer.url}/products`);
      expect(response.status).toBe(200);
      served.add(instanceOf(response));
    }
    expect([...served].sort()).toEqual(["shop-a", "shop-b"]);
    for (const instance of cluster.instances) {
      const ready = await fetch(`${instance.directUrl}/readyz`);
      expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok", listener: "ok" } });
    }
  });

  it("a session made through one instance is valid on the other", async () => {
    const member = members[0]!;
    for (const index of [0, 1]) {
      const session = await fetch(`${direct(index)}/api/auth/get-session`, { headers: { cookie: member.cookie } });
      expect(session.status).toBe(200);
      expect(JSON.stringify(await session.json())).toContain(member.email);
    }
  });

  it("rate limits count across instances: the fourth sign-up from one address is refused wherever it lands", async () => {
    const answers: { status: number; instance: string | null }[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await fetch(`${cluster.balancer.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: cluster.balancer.url, "x-forwarded-for": "198.51.100.7" },
        body: JSON.stringify({ name: "ลูกค้าทดสอบ", email: `limit-${attempt}-${Date.now()}@shop.test`, password: "Lipstick-2024!" }),
      });
      answers.push({ status: response.status, instance: instanceOf(response) });
    }
    expect(new Set(answers.map((answer) => answer.instance)).size).toBe(2);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
  });

  it("an order through one instance empties the other's cached page and reaches its live pages; its mail goes out once", async () => {
    const product = await insertProduct(connection.db, { price: PRICE, stock: 1, nameThai: "ลิปชิ้นสุดท้าย" });
    const page = `${direct(1)}/product/${product.id}`;
    // The product's insert reaches the instance as a content notice that empties its cache, and it
    // may arrive after the first request: ask again until the page is kept (a few requests at most).
    let cached = await fetch(page);
    for (let attempt = 0; attempt < 10 && cached.headers.get("x-shop-cache") !== "hit"; attempt += 1) {
      await cached.arrayBuffer();
      cached = await fetch(page);
    }
    expect(cached.headers.get("x-shop-cache")).toBe("hit");
    expect(await cached.text()).not.toContain(productTexts.soldOut);
    const live = await EventStreamClient.open(`${direct(1)}/api/live`);
    try {
      await live.next((event) => event.event === "hello");
      // Straight to the first instance: the page was cached on the second.
      const outcome = await postCheckout(direct(0), members[1]!, { id: product.id, nameThai: product.nameThai, price: PRICE }, 1, SERVER_PRICE);
      expect(outcome.kind).toBe("placed");
      await live.next((event) => event.event === "change" && event.data.includes("stocks"));
    } finally {
      live.close();
    }
    const fresh = await fetch(page);
    expect(fresh.headers.get("x-shop-cache")).toBe("miss");
    expect(await fresh.text()).toContain(productTexts.soldOut);
  });

  it("runs each piece of job work once: every order gets one confirmation mail, and each unpaid order is cancelled once", async () => {
    const product = await insertProduct(connection.db, { price: PRICE, stock: 50, nameThai: "ลิปหลายเครื่อง" });
    const buyers = members.slice(2);
    for (const buyer of buyers) {
      const outcome = await postCheckout(cluster.balancer.url, buyer, { id: product.id, nameThai: product.nameThai, price: PRICE }, 2, SERVER_PRICE);
      expect(outcome.kind).toBe("placed");
    }
    const orders = await cluster.database.query<{ id: string; order_number: string }>(
      "select o.id, o.order_number from orders o join order_items i on i.order_id = o.id where i.product_id = $1",
      [product.id],
    );
    expect(orders).toHaveLength(buyers.length);
    // Both instances ran the mail job; each order's confirmation arrived exactly once.
    await waitUntil(async () => orders.every((order) => smtp.received.some((mail) => mailText(mail).includes(order.order_number))), 20_000);
    const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? "";
    for (const order of orders) {
      // The confirmation, and later the cancellation: each mail once, never twice.
      const subjects = smtp.received.filter((mail) => mailText(mail).includes(order.order_number)).map((mail) => subjectOf(mail.raw));
      expect(subjects.length, order.order_number).toBeGreaterThan(0);
      expect(new Set(subjects).size, subjects.join(" | ")).toBe(subjects.length);
    }
    // Both instances ran the expiry job; each order was cancelled once and its stock came back once.
    await waitUntil(async () => {
      const [row] = await cluster.database.query<{ open: number }>("select count(*)::int as open from orders where id = any($1) and status <> 'cancelled'", [
        orders.map((order) => order.id),
      ]);
      return row!.open === 0;
    }, 30_000);
    const [stock] = await cluster.database.query<{ quantity: number }>("select quantity from stocks where product_id = $1", [product.id]);
    expect(stock!.quantity).toBe(50);
    const [returns] = await cluster.database.query<{ count: number }>(
      "select count(*)::int as count from stock_movements where product_id = $1 and change > 0",
      [product.id],
    );
    expect(returns!.count).toBe(buyers.length);
    const metrics = await Promise.all(
      cluster.instances.map(async (instance) =>
        (await fetch(`${instance.directUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text(),
      ),
    );
    // Each instance counted the orders it placed: together, every order the shop holds.
    const placed = metrics.map((text) => Number(/^shop_orders_placed_total (\d+)/m.exec(text)?.[1] ?? 0));
    const [held] = await cluster.database.query<{ count: number }>("select count(*)::int as count from orders");
    expect(placed.reduce((sum, count) => sum + count, 0)).toBe(held!.count);
    for (const text of metrics) expect(text).toMatch(/^shop_job_runs_total\{job="expire-unpaid-orders",outcome="ok"\} [1-9]/m);
  });

  it("an avatar uploaded through the balancer is served by both instances", async () => {
    const member = members[0]!;
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c2185b" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("avatar", new File([new Uint8Array(image)], "me.png", { type: "image/png" }));
    const upload = await fetch(`${cluster.balancer.url}/profile`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { cookie: member.cookie, origin: cluster.balancer.url, accept: "text/html" },
    });
    expect(upload.status, await upload.text()).toBeLessThan(400);
    const [profile] = await cluster.database.query<{ avatar_url: string | null }>(
      `select p.avatar_url from profiles p join "user" u on u.id = p.user_id where u.email = $1`,
      [member.email],
    );
    expect(profile?.avatar_url).toMatch(/^\/media\/avatars\//);
    for (const index of [0, 1]) {
      const served = await fetch(`${direct(index)}${profile!.avatar_url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
    }
  });

  it("an instance that stops is taken out of the balancer without a failed request", async () => {
    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const shoppers = Array.from({ length: 4 }, async () => {
      while (running) {
        const response = await fetch(`${cluster.balancer.url}/products`).catch((error: unknown) => {
          failures.push(`${String(error)} ${String((error as { cause?: unknown }).cause)}`);
          return null;
        });
        requests += 1;
        if (response && response.status !== 200) failures.push(`status ${response.status}`);
        await response?.arrayBuffer();
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cluster.instances[1]!.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    running = false;
    await Promise.all(shoppers);
    expect(requests).toBeGreaterThan(20);
    expect(failures).toEqual([]);
    const after = await fetch(`${cluster.balancer.url}/products`);
    expect(instanceOf(after)).toBe("shop-a");
  });
});
