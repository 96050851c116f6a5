// The checkout cases of `npm run bench`: orders/second and latency of POST /checkout through
// the real HTTP path (session cookie, same-origin form post, the action, placeOrder's
// transaction), and the same orders placed in-process with placeOrder on a pool of the
// shop's size, which separates the cost of HTTP, session and rendering from the transaction's.
// Products, the buyers' past orders and the codes are bench-only rows written straight into the
// benchmark shop's own database.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { generateOrderNumber } from "../../domain/orders/order-number";
import { SHIPPING_FEE } from "../../domain/orders/shipping";
import { connectDatabase, type DatabaseConnection, type ShopDatabase } from "../../server/platform/db/database";
import { orderItems, orderPromotions, orders, promotions, stocks, users } from "../../server/platform/db/schema";
import { embeddedShopDatabaseUrl } from "../../server/platform/db/shop-database";
import { setLogLevel } from "../../server/platform/logger";
import { placeOrder } from "../../server/shop/orders/place-order";
import { insertProduct } from "../../server/shop/orders/test-fixtures";
import { priceWithPromotions, promotionFactsFor } from "../../server/shop/promotions/basket-pricing";
import { insertPromotion, uniqueCode } from "../../server/shop/promotions/test-fixtures";
import { codeUsedUpText, postCheckout, SHIPPING_FIELDS, type BenchProduct } from "./checkout-request";
import { percentile, runBuyers, type LoadPlan, type LoadResult, type Outcome } from "./load-driver";
import { describeLoad, startMeasuringLoad, type MachineLoad } from "./machine-load";
import { closeMembers, getSession, signUpMembers, type BenchMember } from "./members";
import { markdownTable } from "./markdown-table";

export type CheckoutBenchOptions = {
  shopUrl: string;
  shopPid: number;
  dataDir: string;
  databasePort: number;
  durationS: number;
  warmUpS: number;
  distinctBuyers: number;
  /** The members each of those buyers takes in turn, one order each (decision 119). */
  membersPerBuyer: number;
  hotBuyers: number;
  hotStock: number;
  quantity: number;
  /** The uses of the code that runs out in its case (the other code's cap outlasts any run). */
  codeCap: number;
  /** Skip the HTTP cases (in-process only), or the other way round. */
  modes: readonly ("http" | "in-process")[];
};

export type CheckoutRow = {
  name: string;
  mode: "HTTP" | "in-process";
  result: LoadResult;
  startStock: number;
  finalStock: number;
  ordersInDatabase: number;
  /** The case's code: its uses counted by the shop (`promotions.used`) and orders carrying it. */
  code?: { cap: number; used: number; carried: number };
  load: string;
  /** CPU per answer, in ms: of the shop's Node process (HTTP) or of this process (in-process), and of PostgreSQL. */
  nodeCpuMs: number | undefined;
  postgresCpuMs: number | undefined;
  problems: string[];
};

/** The session lookup alone, for comparison: what every signed-in request pays before its own work. */
export type SessionRow = { result: LoadResult; nodeCpuMs: number | undefined; postgresCpuMs: number | undefined; load: string };

/** Stock no buyer of a timed case can exhaust. */
const AMPLE_STOCK = 1_000_000;
const PRICE = 249_00;
/** The codes' discount, and a cap no timed run uses up: every order takes a use all the same. */
const CODE_AMOUNT = 20_00;
const AMPLE_CAP = 10_000_000;

export async function benchCheckout(options: CheckoutBenchOptions): Promise<{ rows: CheckoutRow[]; session?: SessionRow }> {
  // placeOrder in this process logs each queued mail; the shop itself runs with warnings only too.
  setLogLevel("warn");
  const connection = connectDatabase(embeddedShopDatabaseUrl(options.dataDir, options.databasePort), { max: 10 });
  // The code cases have buyers of their own (see below): three groups of `distinctBuyers`, each
  // buyer with the members it takes in turn.
  const group = options.distinctBuyers * options.membersPerBuyer;
  const buyerCount = Math.max(3 * group, options.hotBuyers);
  let members: BenchMember[] = [];
  try {
    const started = performance.now();
    members = await signUpMembers(options.shopUrl, buyerCount, "checkout");
    console.log(`${buyerCount} members signed up over HTTP (3 per loopback address) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    const userIds = await userIdsOf(connection.db, members);
    await giveEachAPastOrder(connection.db, userIds);
    // What each case's order costs, as the shop prices it for these (returning) members.
    const plain = (await expectedTotal(connection.db, userIds[0]!, options.quantity)).total;

    const rows: CheckoutRow[] = [];
    let session: SessionRow | undefined;
    if (options.modes.includes("http")) session = await measureSessionLookup(options, members);
    for (const mode of options.modes) {
      const place = mode === "http" ? httpPlacer(options.shopUrl, members) : inProcessPlacer(connection, userIds);
      const label = mode === "http" ? "HTTP" : "in-process";
      // With `--members-per-buyer` above 1, a buyer's next order comes from the next of its members
      // (decision 119): each order's member then holds a few unpaid orders, as at a real rush, not
      // the hundreds one member piles up in a run. One (the default) keeps the figures comparable.
      const inTurn = (first: number) => {
        const placedBy = new Array<number>(options.distinctBuyers).fill(0);
        return (buyer: number) => first + buyer + options.distinctBuyers * (placedBy[buyer]!++ % options.membersPerBuyer);
      };
      // Their browsers have the shop open already (a session checked, a connection there).
      if (mode === "http") await Promise.all(members.slice(0, 3 * group).map((member) => getSession(options.shopUrl, member)));

      const warmUp = await products(connection.db, options.distinctBuyers, AMPLE_STOCK, `อุ่นเครื่อง ${label}`);
      const warmUpTurn = inTurn(0);
      await runBuyers(options.distinctBuyers, { until: "time", durationMs: options.warmUpS * 1000 }, (buyer) =>
        place(warmUpTurn(buyer), { product: warmUp[buyer]!, quantity: options.quantity, expectedTotal: plain }),
      );

      const distinct = await products(connection.db, options.distinctBuyers, AMPLE_STOCK, `ลิปเบนช์ ${label}`);
      const distinctTurn = inTurn(0);
      rows.push(
        await measure(connection.db, options, {
          name: `${options.distinctBuyers} buyers, distinct products`,
          mode: label,
          products: distinct,
          buyers: options.distinctBuyers,
          plan: { until: "time", durationMs: options.durationS * 1000 },
          attempt: (buyer) => place(distinctTurn(buyer), { product: distinct[buyer]!, quantity: options.quantity, expectedTotal: plain }),
        }),
      );

      // A code every order types, capped: each order raises its count in its last statement
      // (decision 101), so the promotion's row is written by every order, as a hot product's stock is.
      // Each code case has buyers of its own, as many, with as few orders behind them as the distinct
      // case's had: what an order reads of its member grows with the orders they hold (the unpaid
      // holds of decision 056, lifted here), so buyers shared by every case would make each later
      // case pay for the orders of those before it. Their browsers have the shop open already.
      const codeBuyers = group;
      const scarceBuyers = 2 * group;
      const codeTurn = inTurn(codeBuyers);
      const scarceTurn = inTurn(scarceBuyers);
      const ample = await benchCode(connection.db, AMPLE_CAP, userIds[codeBuyers]!, options.quantity);
      const coded = await products(connection.db, options.distinctBuyers, AMPLE_STOCK, `ลิปโค้ด ${label}`);
      rows.push(
        await measure(connection.db, options, {
          name: `${options.distinctBuyers} buyers, a capped code`,
          mode: label,
          products: coded,
          buyers: options.distinctBuyers,
          plan: { until: "time", durationMs: options.durationS * 1000 },
          code: ample,
          attempt: (buyer) =>
            place(codeTurn(buyer), { product: coded[buyer]!, quantity: options.quantity, expectedTotal: ample.expectedTotal, code: ample.code }),
        }),
      );

      // The same until the code is used up: exactly its cap of orders carry it, and every buyer
      // then hears that it is used up (with the new total), as shoppers do when a code runs out.
      const scarce = await benchCode(connection.db, options.codeCap, userIds[scarceBuyers]!, options.quantity);
      const scarceProducts = await products(connection.db, options.distinctBuyers, AMPLE_STOCK, `ลิปโค้ดจำกัด ${label}`);
      rows.push(
        await measure(connection.db, options, {
          name: `${options.distinctBuyers} buyers, a code capped at ${options.codeCap} until used up`,
          mode: label,
          products: scarceProducts,
          buyers: options.distinctBuyers,
          plan: { until: "sold-out", maxAttempts: options.codeCap + 1 },
          code: scarce,
          attempt: (buyer) =>
            place(scarceTurn(buyer), {
              product: scarceProducts[buyer]!,
              quantity: options.quantity,
              expectedTotal: scarce.expectedTotal,
              code: scarce.code,
            }),
        }),
      );

      const [hot] = await products(connection.db, 1, options.hotStock, `ลิปขายดี ${label}`);
      // When a flash sale opens, its shoppers already have the shop open: their browser's connection
      // is there and their page has checked their session. (Without this, the 180 buyers the
      // distinct case never warmed opened 180 connections at once inside the timed run, and the last
      // of them waited ~2 s for that alone: the run's p99.)
      if (mode === "http") await Promise.all(members.slice(0, options.hotBuyers).map((member) => getSession(options.shopUrl, member)));
      rows.push(
        await measure(connection.db, options, {
          name: `${options.hotBuyers} buyers, one product (${options.hotStock} in stock)`,
          mode: label,
          products: [hot!],
          buyers: options.hotBuyers,
          plan: { until: "sold-out", maxAttempts: Math.ceil(options.hotStock / options.quantity) + 1 },
          attempt: (buyer) => place(buyer, { product: hot!, quantity: options.quantity, expectedTotal: plain }),
        }),
      );
    }
    return { rows, session };
  } finally {
    closeMembers(members);
    await connection.close();
  }
}

/** One checkout: the product, how many, the total the shopper was shown, and the code typed. */
type BenchOrder = { product: BenchProduct; quantity: number; expectedTotal: number; code?: string };
type Placer = (buyer: number, order: BenchOrder) => Promise<Outcome>;

/**
 * Every bench buyer has ordered before: one delivered order, written straight into the database
 * (as the products are) before any timed run. A rush is mostly returning members, and without it
 * the first order of each freshly signed-up buyer gets "สมาชิกใหม่ลด 10%" (decision 101), so the
 * total the bench shows it no longer holds: refused as "price changed". Delivered and paid a month
 * ago, it holds no stock and counts against none of the unpaid or hourly caps.
 */
async function giveEachAPastOrder(db: ShopDatabase, userIds: readonly string[]) {
  const product = await insertProduct(db, { stock: 0, price: PRICE, nameThai: "ลิปที่เคยซื้อ" });
  const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
  const past = await db
    .insert(orders)
    .values(
      userIds.map((userId) => ({
        userId,
        orderNumber: generateOrderNumber(),
        status: "delivered",
        paymentStatus: "paid",
        paymentMethod: SHIPPING_FIELDS.paymentMethod,
        subtotal: PRICE,
        shippingFee: SHIPPING_FEE,
        totalAmount: PRICE + SHIPPING_FEE,
        shippingFirstName: SHIPPING_FIELDS.firstName,
        shippingLastName: SHIPPING_FIELDS.lastName,
        shippingEmail: SHIPPING_FIELDS.email,
        shippingPhone: SHIPPING_FIELDS.phone,
        shippingAddress: SHIPPING_FIELDS.address,
        shippingCity: SHIPPING_FIELDS.city,
        shippingPostalCode: SHIPPING_FIELDS.postalCode,
        deliveredAt: monthAgo,
        createdAt: monthAgo,
        updatedAt: monthAgo,
      })),
    )
    .returning({ id: orders.id });
  await db
    .insert(orderItems)
    .values(past.map(({ id }) => ({ orderId: id, productId: product.id, productName: product.nameThai, colorName: "-", unitPrice: PRICE, quantity: 1 })));
}

/**
 * The total the checkout page shows a bench buyer for `quantity` of a bench lipstick (with `code`
 * typed), priced by the shop's own pricing (decision 101) for a returning member as the database
 * holds them now: each case's orders are all alike, so it is priced once, before the case runs.
 */
async function expectedTotal(db: ShopDatabase, userId: string, quantity: number, code = "") {
  const facts = await promotionFactsFor(db, userId, code);
  if (facts.shopper?.standingOrders === 0) throw new Error("The bench buyer has no past order: its first order would be priced as a new member's");
  const { price } = priceWithPromotions([{ productId: randomUUID(), categoryId: null, unitPrice: PRICE, quantity }], facts, code, new Date());
  return { total: price.total, applied: price.applied };
}

/** A code for a case: ฿20 off, capped at `cap` uses, none per member, typed by every order; its total as the shop prices it. */
async function benchCode(db: ShopDatabase, cap: number, userId: string, quantity: number) {
  const code = uniqueCode("BENCH");
  const row = await insertPromotion(db, { title: `เบนช์ลด ฿${CODE_AMOUNT / 100}`, code, amount: CODE_AMOUNT, usageCap: cap, perMemberCap: null });
  const { total, applied } = await expectedTotal(db, userId, quantity, code);
  if (!applied.some((used) => used.promotionId === row.id)) throw new Error(`The bench code ${code} does not apply to the bench's order`);
  return { id: row.id, code, cap, expectedTotal: total };
}

function httpPlacer(shopUrl: string, members: readonly BenchMember[]): Placer {
  return (buyer, order) => postCheckout(shopUrl, members[buyer]!, order.product, order.quantity, order.expectedTotal, order.code);
}

/**
 * Each buyer places hundreds of unpaid orders in a run, far past what one member may hold
 * (decision 056): the benchmark's shop lifts those caps, and measures the checks all the same.
 */
export const BENCH_CHECKOUT_LIMITS = { unpaidOrders: 1_000_000, unpaidUnitsPerProduct: 1_000_000, ordersPerHour: 1_000_000 };
export const BENCH_CHECKOUT_SETTINGS = {
  UNPAID_ORDERS_PER_MEMBER: String(BENCH_CHECKOUT_LIMITS.unpaidOrders),
  UNPAID_UNITS_PER_PRODUCT: String(BENCH_CHECKOUT_LIMITS.unpaidUnitsPerProduct),
  ORDERS_PER_MEMBER_PER_HOUR: String(BENCH_CHECKOUT_LIMITS.ordersPerHour),
};

/** placeOrder itself, as the /checkout action calls it, minus HTTP, the session and the page. */
function inProcessPlacer(connection: DatabaseConnection, userIds: readonly string[]): Placer {
  return async (buyer, order) => {
    const result = await placeOrder(
      connection.db,
      userIds[buyer]!,
      {
        ...SHIPPING_FIELDS,
        redeemPoints: 0,
        idempotencyKey: randomUUID(),
        expectedTotal: order.expectedTotal,
        ...(order.code ? { promoCode: order.code } : {}),
        lines: [{ productId: order.product.id, colorId: order.product.colorId ?? null, quantity: order.quantity }],
      },
      new Date(),
      BENCH_CHECKOUT_LIMITS,
    );
    if (result.ok) return { kind: "placed" };
    // A 409 without new amounts: some stock ran out (with them: the price moved, which the
    // typed code's running out is — said first, with the new total).
    if (result.status === 409 && !result.detail) return { kind: "sold-out" };
    if (result.status === 409 && order.code && result.message.startsWith(codeUsedUpText(order.code))) return { kind: "sold-out" };
    return { kind: "failed", detail: `${result.status}: ${(result.formErrors ?? [result.message]).join(" / ")}` };
  };
}

async function measure(
  db: ShopDatabase,
  options: CheckoutBenchOptions,
  run: {
    name: string;
    mode: CheckoutRow["mode"];
    products: BenchProduct[];
    buyers: number;
    plan: LoadPlan;
    /** The code every order types: its count is checked against the orders carrying it, and a capped run ends when it is used up. */
    code?: { id: string; cap: number };
    attempt: (buyer: number) => Promise<Outcome>;
  },
): Promise<CheckoutRow> {
  const ids = run.products.map((product) => product.id);
  const startStock = await totalStock(db, run.products);
  process.stdout.write(`checkout ${run.mode}, ${run.name}… `);

  // Stock is watched while the buyers run: it must never be seen below zero.
  let lowestStock = startStock;
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const [row] = await db
        .select({ lowest: sql<number>`min(${stocks.quantity})::int` })
        .from(stocks)
        .where(boughtRows(run.products));
      lowestStock = Math.min(lowestStock, row?.lowest ?? lowestStock);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const stopMeasuringLoad = await startMeasuringLoad(options.shopPid, options.dataDir);
  const result = await runBuyers(run.buyers, run.plan, run.attempt);
  const load = await stopMeasuringLoad();
  const cpu = cpuPerAnswer(load, result, run.mode === "HTTP" ? load.shopPercent : load.benchPercent);
  watching = false;
  await watcher;

  const finalStock = await totalStock(db, run.products);
  const [written] = await db
    .select({
      orders: sql<number>`count(distinct ${orderItems.orderId})::int`,
      quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orderItems)
    .where(inArray(orderItems.productId, ids));
  const [withoutItems] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id})`);

  const problems: string[] = [];
  if (written!.orders !== result.placed) problems.push(`${result.placed} orders answered as placed, ${written!.orders} in the database`);
  if (result.placed * options.quantity !== startStock - finalStock) {
    problems.push(`oversell check: ${result.placed} orders × ${options.quantity} ≠ ${startStock} − ${finalStock}`);
  }
  if (written!.quantity !== startStock - finalStock) problems.push(`items sold ${written!.quantity} ≠ stock taken ${startStock - finalStock}`);
  if (lowestStock < 0 || finalStock < 0) problems.push(`stock went below zero (lowest seen ${lowestStock})`);
  if (withoutItems!.count > 0) problems.push(`${withoutItems!.count} orders without items`);
  if (run.plan.until === "sold-out" && result.soldOut !== run.buyers - result.failed) {
    problems.push(`${result.soldOut} sold-out answers for ${run.buyers} buyers`);
  }
  // What runs out: the product's stock, or the code's uses.
  if (run.plan.until === "sold-out" && !run.code && finalStock >= options.quantity) problems.push(`${finalStock} left although buyers heard it was sold out`);
  let code: CheckoutRow["code"];
  if (run.code) {
    const [promotion] = await db.select({ used: promotions.used }).from(promotions).where(eq(promotions.id, run.code.id));
    const [carrying] = await db
      .select({ orders: sql<number>`count(*)::int` })
      .from(orderPromotions)
      .where(eq(orderPromotions.promotionId, run.code.id));
    code = { cap: run.code.cap, used: promotion!.used, carried: carrying!.orders };
    if (code.used !== code.carried) problems.push(`code count: promotions.used ${code.used} ≠ ${code.carried} orders carrying it`);
    if (code.carried !== result.placed) problems.push(`${result.placed} orders answered as placed, ${code.carried} carry the code`);
    if (code.used > code.cap) problems.push(`code used ${code.used} times, over its cap of ${code.cap}`);
    if (run.plan.until === "sold-out" && code.used !== code.cap)
      problems.push(`code used ${code.used} times although buyers heard its ${code.cap} uses ran out`);
  }
  if (result.failed > 0) problems.push(`${result.failed} attempts failed, e.g. ${result.failures.join(" | ")}`);

  console.log(`${Math.round((result.placed / result.elapsedMs) * 1000)} orders/s${problems.length > 0 ? " — PROBLEMS" : ""}`);
  return {
    name: run.name,
    mode: run.mode,
    result,
    startStock,
    finalStock,
    ordersInDatabase: written!.orders,
    code,
    load: describeLoad(load),
    ...cpu,
    problems,
  };
}

function cpuPerAnswer(load: MachineLoad, result: LoadResult, nodePercent: number | undefined) {
  const answers = result.placed + result.soldOut + result.failed;
  const perAnswer = (percent: number | undefined) => (percent === undefined || answers === 0 ? undefined : ((percent / 100) * result.elapsedMs) / answers);
  return { nodeCpuMs: perAnswer(nodePercent), postgresCpuMs: perAnswer(load.postgresPercent) };
}

async function measureSessionLookup(options: CheckoutBenchOptions, members: readonly BenchMember[]): Promise<SessionRow> {
  process.stdout.write(`session lookup alone (GET /api/auth/get-session), ${options.distinctBuyers} members… `);
  const stopMeasuringLoad = await startMeasuringLoad(options.shopPid, options.dataDir);
  const result = await runBuyers(options.distinctBuyers, { until: "time", durationMs: options.durationS * 1000 }, (buyer) =>
    getSession(options.shopUrl, members[buyer]!),
  );
  const load = await stopMeasuringLoad();
  console.log(`${Math.round((result.placed / result.elapsedMs) * 1000)} requests/s`);
  return { result, ...cpuPerAnswer(load, result, load.shopPercent), load: describeLoad(load) };
}

async function products(db: ShopDatabase, count: number, stock: number, label: string): Promise<BenchProduct[]> {
  const made: BenchProduct[] = [];
  for (let index = 0; index < count; index += 1) {
    // Three shades as a real lipstick has, each with the stock: the orders take the first (the hot shade).
    const product = await insertProduct(db, {
      colors: ["Brick", "Rose", "Nude"],
      shadeStock: [stock, stock, stock],
      price: PRICE,
      nameThai: `${label} ${index + 1}`,
    });
    made.push({ id: product.id, colorId: product.colors[0]!.id, nameThai: product.nameThai, price: PRICE });
  }
  return made;
}

/** The stock rows the bench's orders take: each product's bought shade, or its own row without shades (decision 114). */
function boughtRows(bought: readonly BenchProduct[]) {
  const shades = bought.flatMap((product) => (product.colorId ? [product.colorId] : []));
  const plain = bought.filter((product) => !product.colorId).map((product) => product.id);
  return or(
    shades.length > 0 ? inArray(stocks.colorId, shades) : undefined,
    plain.length > 0 ? and(inArray(stocks.productId, plain), isNull(stocks.colorId)) : undefined,
  );
}

async function totalStock(db: ShopDatabase, bought: readonly BenchProduct[]) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${stocks.quantity}), 0)::int` })
    .from(stocks)
    .where(boughtRows(bought));
  return row!.total;
}

async function userIdsOf(db: ShopDatabase, members: readonly BenchMember[]) {
  const emails = members.map((member) => member.email);
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  return members.map((member) => {
    const id = byEmail.get(member.email);
    if (!id) throw new Error(`No user row for ${member.email}`);
    return id;
  });
}

export function printCheckoutTable(rows: readonly CheckoutRow[], session: SessionRow | undefined) {
  const ms = (value: number | undefined) => (value === undefined ? "—" : value.toFixed(1));
  const header = [
    "checkout case",
    "path",
    "orders/s",
    "p50 ms",
    "p99 ms",
    "placed",
    "sold out / code used up",
    "failed",
    "stock start → end",
    "no oversell",
    "node CPU ms/answer",
    "postgres CPU ms/answer",
  ];
  const cells = rows.map((row) => [
    row.name,
    row.mode,
    Math.round((row.result.placed / row.result.elapsedMs) * 1000).toString(),
    percentile(row.result.latenciesMs, 0.5).toFixed(1),
    percentile(row.result.latenciesMs, 0.99).toFixed(1),
    String(row.result.placed),
    String(row.result.soldOut),
    String(row.result.failed),
    `${row.startStock} → ${row.finalStock}`,
    row.problems.length === 0 ? "yes" : "NO",
    ms(row.nodeCpuMs),
    ms(row.postgresCpuMs),
  ]);
  console.log(`\n${markdownTable(header, cells, 2)}`);
  console.log("(node CPU: the shop's process for HTTP, this benchmark's process for in-process placeOrder.)\n");
  if (session) {
    const { result } = session;
    console.log(
      `Session lookup alone (GET /api/auth/get-session): ${Math.round((result.placed / result.elapsedMs) * 1000)} requests/s, ` +
        `p50 ${percentile(result.latenciesMs, 0.5).toFixed(1)} ms, p99 ${percentile(result.latenciesMs, 0.99).toFixed(1)} ms, ` +
        `shop node CPU ${ms(session.nodeCpuMs)} ms and postgres ${ms(session.postgresCpuMs)} ms per request, ${result.failed} failed; ${session.load}.`,
    );
  }
  for (const row of rows) {
    console.log(
      `${row.mode}, ${row.name}: ${row.result.placed + row.result.soldOut + row.result.failed} answers in ${(row.result.elapsedMs / 1000).toFixed(1)} s; ${row.load}.` +
        (row.code ? ` The code: used ${row.code.used} of ${row.code.cap}, carried by ${row.code.carried} orders.` : ""),
    );
    for (const problem of row.problems) console.log(`  PROBLEM: ${problem}`);
  }
}
