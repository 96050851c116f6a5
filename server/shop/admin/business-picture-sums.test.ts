// The per-day sums the dashboard reads (decision 088) against the orders themselves: after any
// write — checkout, payment, cancel, expiry, delivery, refund (in part too), units returned, a moved
// date, lines added or removed, a product deleted — sales_days and product_sales_days add up to exactly what a
// direct aggregate over orders and their lines gives, and so do the charts and the cards.
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, type PaymentMethod } from "../../../domain/orders/order-status";
import { orderItems, orders, products } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember, insertOrder } from "../members/test-fixtures";
import { cancelOrder, expireUnpaidOrders } from "../orders/cancel-order";
import { placeOrder } from "../orders/place-order";
import { checkoutForm, insertProduct } from "../orders/test-fixtures";
import { generateOrderNumber } from "../../../domain/orders/order-number";
import { loadBusinessPicture } from "./business-picture";
import { loadDashboardSummary } from "./dashboard-summary";
import { foldSalesDayChanges, productSalesDaysWithChanges, salesDaysWithChanges } from "./sales-days";

const testDb = provideTestDatabase();
const BANGKOK_DAY = "(created_at at time zone 'Asia/Bangkok')::date";

type SalesRow = { day: string; method: string; paymentStatus: string; cancelled: boolean; orders: number; amount: number };
type ProductRow = { day: string; productId: string; units: number; revenue: number };

const byKey = <Row extends Record<string, unknown>>(rows: Row[]) => rows.map((row) => JSON.stringify(row)).sort();

/** sales_days and product_sales_days with their changes not folded yet, empty cells left out, beside the same figures from orders. */
async function sumsAndOrders() {
  const rows = async <Row>(statement: ReturnType<typeof sql>) => (await testDb.db.execute(statement)).rows as Row[];
  const kept = await rows<SalesRow>(sql`
    select day::text as day, payment_method as method, payment_status as "paymentStatus", cancelled, sum(orders)::int as orders, sum(amount)::int as amount
    from ${salesDaysWithChanges} group by 1, 2, 3, 4 having sum(orders) <> 0 or sum(amount) <> 0`);
  const direct = await rows<SalesRow>(sql`
    select ${sql.raw(BANGKOK_DAY)}::text as day, payment_method as method, payment_status as "paymentStatus", status = 'cancelled' as cancelled,
      count(*)::int as orders, sum(total_amount - refunded_amount)::int as amount
    from orders group by 1, 2, 3, 4`);
  const keptProducts = await rows<ProductRow>(sql`
    select day::text as day, product_id as "productId", sum(units)::int as units, sum(revenue)::int as revenue
    from ${productSalesDaysWithChanges} group by 1, 2 having sum(units) <> 0 or sum(revenue) <> 0`);
  const directProducts = await rows<ProductRow>(sql`
    select (o.created_at at time zone 'Asia/Bangkok')::date::text as day, i.product_id as "productId", sum(i.quantity - i.returned_quantity)::int as units,
      sum((i.quantity - i.returned_quantity) * i.unit_price)::int as revenue
    from order_items i join orders o on o.id = i.order_id
    where o.payment_status = 'paid' and o.status <> 'cancelled' and i.product_id is not null
    group by 1, 2 having sum(i.quantity - i.returned_quantity) <> 0`);
  return { kept: byKey(kept), direct: byKey(direct), keptProducts: byKey(keptProducts), directProducts: byKey(directProducts) };
}

/** The charts and cards as the orders give them: the dashboard's statements before decision 088. */
async function chartsFromOrders(from: string) {
  const perDay = await testDb.db.execute<{ day: string; orders: number; revenue: number; paid: number; cancelled: number }>(sql`
    select to_char(${sql.raw(BANGKOK_DAY)}, 'YYYY-MM-DD') as day, count(*)::int as orders,
      coalesce(sum(total_amount - refunded_amount) filter (where payment_status = 'paid' and status <> 'cancelled'), 0)::int as revenue,
      (count(*) filter (where payment_status = 'paid' and status <> 'cancelled'))::int as paid,
      (count(*) filter (where status = 'cancelled'))::int as cancelled
    from orders where created_at >= ${new Date(`${from}T00:00:00+07:00`)} group by 1`);
  const methods = await testDb.db.execute<{ method: PaymentMethod; orders: number }>(sql`
    select payment_method as method, count(*)::int as orders from orders where created_at >= ${new Date(`${from}T00:00:00+07:00`)} group by 1 order by 2 desc, 1`);
  const top = await testDb.db.execute<{ productId: string; name: string; units: number; revenue: number }>(sql`
    select i.product_id as "productId", p.name_thai as name, sum(i.quantity - i.returned_quantity)::int as units,
      sum((i.quantity - i.returned_quantity) * i.unit_price)::int as revenue
    from order_items i join orders o on o.id = i.order_id join products p on p.id = i.product_id
    where o.created_at >= ${new Date(`${from}T00:00:00+07:00`)} and o.payment_status = 'paid' and o.status <> 'cancelled'
    group by 1, 2 having sum(i.quantity - i.returned_quantity) <> 0 order by 3 desc, 4 desc, 1 limit 5`);
  const cards = await testDb.db.execute<{ orders: number; revenue: number }>(sql`
    select count(*)::int as orders, coalesce(sum(total_amount - refunded_amount) filter (where payment_status = 'paid'), 0)::int as revenue from orders`);
  return { perDay: perDay.rows, methods: methods.rows, top: top.rows, cards: cards.rows[0]! };
}

/** The sums equal the orders, and the charts and cards (90 days up to `now`) equal what the orders give. */
async function expectSumsToMatchOrders(now: Date) {
  const sums = await sumsAndOrders();
  expect(sums.kept).toEqual(sums.direct);
  expect(sums.keptProducts).toEqual(sums.directProducts);
  const picture = await loadBusinessPicture(testDb.db, 90, now);
  const direct = await chartsFromOrders(picture.perDay[0]!.day);
  const directByDay = new Map(direct.perDay.map((row) => [row.day, row]));
  expect(picture.perDay).toEqual(
    picture.perDay.map(({ day }) => ({ day, orders: directByDay.get(day)?.orders ?? 0, revenue: directByDay.get(day)?.revenue ?? 0 })),
  );
  const total = direct.perDay.reduce((sum, row) => sum + row.orders, 0);
  const paid = direct.perDay.reduce((sum, row) => sum + row.paid, 0);
  const cancelled = direct.perDay.reduce((sum, row) => sum + row.cancelled, 0);
  expect(picture.statusSplit).toEqual({ paid, cancelled, unpaid: total - paid - cancelled });
  expect(picture.paymentMethods).toEqual(direct.methods);
  expect(picture.topProducts).toEqual(direct.top);
  const cards = await loadDashboardSummary(testDb.db);
  expect({ orders: cards.orders, revenue: cards.revenue }).toEqual(direct.cards);
}

describe("the per-day sales sums", () => {
  it("follow checkout, payment, cancelling, expiry, delivery, refunds, dates across Bangkok midnight and a deleted product", async () => {
    const member = await insertMember(testDb.db, { name: "ยอดขาย รายวัน" });
    const rose = await insertProduct(testDb.db, { nameThai: "ลิปกุหลาบ", stock: 50, colors: ["Rose"] });
    const coral = await insertProduct(testDb.db, { nameThai: "ลิปปะการัง", stock: 50, colors: ["Coral"] });
    const line = (product: typeof rose, quantity: number) => ({ productId: product.id, colorId: product.colors[0]!.id, quantity });

    // Two real checkouts (the order's one statement, decision 083), then paid, delivered; one cancelled by the shopper.
    const first = await placeOrder(testDb.db, member, checkoutForm([line(rose, 2), line(coral, 1)]));
    const second = await placeOrder(testDb.db, member, checkoutForm([line(coral, 3)]));
    if (!first.ok || !second.ok) throw new Error("checkout refused");
    const now = new Date();
    await expectSumsToMatchOrders(now);
    await testDb.db.update(orders).set({ paymentStatus: "paid", status: "confirmed" }).where(eq(orders.id, first.value.id));
    await expectSumsToMatchOrders(now);
    expect(await foldSalesDayChanges(testDb.db)).toBeGreaterThan(0);
    await expectSumsToMatchOrders(now);
    await testDb.db.update(orders).set({ status: "delivered" }).where(eq(orders.id, first.value.id));
    expect(await cancelOrder(testDb.db, second.value.id, "ลูกค้ายกเลิก")).toMatchObject({ cancelled: true });
    await expectSumsToMatchOrders(now);

    // One minute either side of Bangkok midnight (17:00 UTC), the later one then moved back across it.
    const beforeMidnight = await insertOrder(testDb.db, member, { subtotal: 300_00, createdAt: new Date("2026-11-20T16:59:59.999Z"), paymentStatus: "paid" });
    const afterMidnight = await insertOrder(testDb.db, member, { subtotal: 700_00, createdAt: new Date("2026-11-20T17:00:00Z"), paymentStatus: "paid" });
    await testDb.db
      .insert(orderItems)
      .values({ orderId: afterMidnight.id, productId: rose.id, productName: "ลิปกุหลาบ", colorName: "Rose", unitPrice: 350_00, quantity: 2 });
    await expectSumsToMatchOrders(now);
    await testDb.db
      .update(orders)
      .set({ createdAt: new Date("2026-11-20T16:30:00Z") })
      .where(eq(orders.id, afterMidnight.id));
    await expectSumsToMatchOrders(now);
    // Refunded, and a payment method changed.
    await testDb.db.update(orders).set({ paymentStatus: "refunded" }).where(eq(orders.id, beforeMidnight.id));
    await testDb.db.update(orders).set({ paymentMethod: "promptpay" }).where(eq(orders.id, afterMidnight.id));
    await expectSumsToMatchOrders(now);

    // An unpaid order past its clock expires through the expiry job.
    await insertOrder(testDb.db, member, { subtotal: 200_00, createdAt: new Date(now.getTime() - 10 * 86_400_000) });
    expect(await expireUnpaidOrders(testDb.db, now, 86_400_000)).toBeGreaterThanOrEqual(1);
    await expectSumsToMatchOrders(now);

    await foldSalesDayChanges(testDb.db);
    await expectSumsToMatchOrders(now);

    // A paid order and its lines written in one statement (as a bulk import would): the lines count.
    await testDb.db.execute(sql`
      with o as (
        insert into orders (user_id, order_number, status, payment_status, payment_method, subtotal, shipping_fee, total_amount,
          shipping_first_name, shipping_last_name, shipping_email, shipping_phone, shipping_address, shipping_city, shipping_postal_code)
        values (${member}, ${generateOrderNumber()}, 'processing', 'paid', 'cod', 500, 0, 500, 'ยอด', 'ขาย', 'a@b.example', '0812345678', 'ที่อยู่', 'กรุงเทพฯ', '10110')
        returning id)
      insert into order_items (order_id, product_id, product_name, color_name, unit_price, quantity) select o.id, ${coral.id}, 'ลิปปะการัง', 'Coral', 250, 2 from o`);
    await expectSumsToMatchOrders(now);

    // A deleted product takes its sales with it, as its lines (product_id set null) leave the best sellers.
    await testDb.db.delete(products).where(eq(products.id, coral.id));
    await expectSumsToMatchOrders(now);
    const left = await testDb.db.execute(sql`select count(*)::int as n from ${productSalesDaysWithChanges} where product_id = ${coral.id}`);
    expect(left.rows[0]).toEqual({ n: 0 });
  });

  it("add up to the orders after any run of random writes (property)", async () => {
    const member = await insertMember(testDb.db, { name: "สุ่ม ยอดขาย" });
    const shelf = await Promise.all([0, 1, 2, 3].map(() => insertProduct(testDb.db, { stock: 1000 })));
    // Times within three days of a Bangkok midnight, to the minute.
    const midnight = Date.parse("2031-01-10T17:00:00Z");
    const time = fc.integer({ min: -3 * 1440, max: 3 * 1440 }).map((minutes) => new Date(midnight + minutes * 60_000));
    const lines = fc.array(
      fc.record({ product: fc.integer({ min: 0, max: 3 }), quantity: fc.integer({ min: 1, max: 5 }), price: fc.integer({ min: 1, max: 900_00 }) }),
      {
        maxLength: 3,
      },
    );
    const write = fc.oneof(
      fc.record({
        kind: fc.constant("insert" as const),
        at: time,
        status: fc.constantFrom(...ORDER_STATUSES),
        paymentStatus: fc.constantFrom(...ORDER_PAYMENT_STATUSES),
        method: fc.constantFrom(...PAYMENT_METHODS),
        total: fc.integer({ min: 0, max: 5_000_00 }),
        lines,
      }),
      fc.record({ kind: fc.constant("status" as const), pick: fc.nat(), status: fc.constantFrom(...ORDER_STATUSES) }),
      fc.record({ kind: fc.constant("payment" as const), pick: fc.nat(), paymentStatus: fc.constantFrom(...ORDER_PAYMENT_STATUSES) }),
      fc.record({ kind: fc.constant("several-paid" as const), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }) }),
      fc.record({ kind: fc.constant("moved" as const), pick: fc.nat(), at: time, method: fc.constantFrom(...PAYMENT_METHODS) }),
      fc.record({ kind: fc.constant("line-added" as const), pick: fc.nat(), lines }),
      fc.record({ kind: fc.constant("line-removed" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("order-deleted" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("folded" as const), twice: fc.boolean() }),
      // After the sale (decision 104): part of the money sent back, units of a line received back.
      fc.record({ kind: fc.constant("refunded" as const), pick: fc.nat(), percent: fc.integer({ min: 0, max: 100 }) }),
      fc.record({ kind: fc.constant("returned" as const), pick: fc.nat(), percent: fc.integer({ min: 0, max: 100 }) }),
    );
    const ids: string[] = [];
    const pick = (index: number) => ids[index % ids.length];
    const addLines = async (orderId: string, chosen: Array<{ product: number; quantity: number; price: number }>) => {
      if (chosen.length === 0) return;
      await testDb.db.insert(orderItems).values(
        chosen.map((line) => ({
          orderId,
          productId: shelf[line.product]!.id,
          productName: "ลิป",
          colorName: "สี",
          unitPrice: line.price,
          quantity: line.quantity,
        })),
      );
    };

    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const step of writes) {
          if (step.kind === "insert") {
            const order = await insertOrder(testDb.db, member, {
              subtotal: step.total,
              createdAt: step.at,
              status: step.status,
              paymentStatus: step.paymentStatus,
              quantities: [],
            });
            await testDb.db.update(orders).set({ paymentMethod: step.method }).where(eq(orders.id, order.id));
            await addLines(order.id, step.lines);
            ids.push(order.id);
            continue;
          }
          if (step.kind === "folded") {
            // Two instances folding at once count each change once.
            await Promise.all(step.twice ? [foldSalesDayChanges(testDb.db), foldSalesDayChanges(testDb.db)] : [foldSalesDayChanges(testDb.db)]);
            continue;
          }
          if (ids.length === 0) continue;
          if (step.kind === "status")
            await testDb.db
              .update(orders)
              .set({ status: step.status })
              .where(eq(orders.id, pick(step.pick)!));
          if (step.kind === "payment")
            await testDb.db
              .update(orders)
              .set({ paymentStatus: step.paymentStatus })
              .where(eq(orders.id, pick(step.pick)!));
          if (step.kind === "several-paid") {
            await testDb.db
              .update(orders)
              .set({ paymentStatus: "paid" })
              .where(inArray(orders.id, [...new Set(step.picks.map((index) => pick(index)!))]));
          }
          if (step.kind === "moved") {
            await testDb.db
              .update(orders)
              .set({ createdAt: step.at, paymentMethod: step.method })
              .where(eq(orders.id, pick(step.pick)!));
          }
          if (step.kind === "line-added") await addLines(pick(step.pick)!, step.lines);
          if (step.kind === "refunded")
            await testDb.db
              .update(orders)
              .set({ refundedAmount: sql`${orders.totalAmount} * ${step.percent}::int / 100` })
              .where(eq(orders.id, pick(step.pick)!));
          if (step.kind === "returned") {
            await testDb.db.execute(
              sql`update order_items set returned_quantity = quantity * ${step.percent}::int / 100 where id = (select id from order_items where order_id = ${pick(step.pick)!} limit 1)`,
            );
          }
          if (step.kind === "line-removed") {
            await testDb.db.execute(sql`delete from order_items where id = (select id from order_items where order_id = ${pick(step.pick)!} limit 1)`);
          }
          if (step.kind === "order-deleted") {
            const gone = pick(step.pick)!;
            await testDb.db.delete(orders).where(eq(orders.id, gone));
            ids.splice(ids.indexOf(gone), 1);
          }
        }
        await expectSumsToMatchOrders(new Date(midnight + 3 * 86_400_000));
      }),
      { numRuns: 25, seed: 88 },
    );
  });
});
