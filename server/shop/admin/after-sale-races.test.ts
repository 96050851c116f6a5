// After the sale under concurrency (issue 36): random sequences of what a member, two staff and the
// expiry job do to one order — cancel, ask, approve, ship, deliver, receive, refund, expire — each
// step two of them at once. Whatever wins, the order's books add up: stock moved only by its
// recorded movements, never refunded above what was paid nor twice, points equal to the ledger,
// returned units within what was bought, at most one running request, and the dashboard's sums
// equal to the orders.
import { and, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RUNNING_REQUEST_STATUSES } from "../../../domain/after-sale/after-sale-requests";
import { loyaltyLedger, orderItems, orderRequests, orders, payments, profiles, refunds, stockMovements, productStocks } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin } from "../members/test-fixtures";
import { expireUnpaidOrders } from "../orders/cancel-order";
import { cancelOwnOrder, openRequest } from "../after-sale/member-requests";
import { recordRefund } from "../after-sale/refunds";
import { decideRequest, receiveReturn } from "../after-sale/staff-requests";
import { afterSaleMember, afterSaleOrder } from "../after-sale/test-fixtures";
import { moveOrder } from "./order-moves";
import { foldSalesDayChanges, productSalesDaysWithChanges, salesDaysWithChanges } from "./sales-days";

const testDb = provideTestDatabase();
const db = () => testDb.db;
const STOCK = 10;

const ACTIONS = [
  "member-cancel",
  "ask-cancel",
  "ask-return",
  "approve",
  "refuse",
  "ship",
  "deliver",
  "receive",
  "refund-all",
  "refund-part",
  "expire",
  "fold",
] as const;
type Action = (typeof ACTIONS)[number];

describe("after the sale under concurrency (property)", () => {
  it("keeps stock, money, points and requests adding up whatever runs at once", async () => {
    const admin = await insertAdmin(db());
    const otherAdmin = await insertAdmin(db());
    // What got through, over all runs: the races are real only if each kind of step wins sometimes.
    const wins = new Map<Action, number>();

    await fc.assert(
      fc.asyncProperty(
        fc.record({
          method: fc.constantFrom("promptpay" as const, "cod" as const),
          paid: fc.boolean(),
          // Some runs start at the door, so returns get their turn.
          delivered: fc.boolean(),
          quantity: fc.integer({ min: 1, max: 3 }),
          steps: fc.array(fc.tuple(fc.constantFrom(...ACTIONS), fc.constantFrom(...ACTIONS)), { minLength: 1, maxLength: 8 }),
        }),
        async ({ method, paid, delivered, quantity, steps }) => {
          const member = await afterSaleMember(db());
          const order = await afterSaleOrder(
            db(),
            member.id,
            delivered
              ? { stock: STOCK, quantity, paymentMethod: method, paid: true, status: "delivered" }
              : { stock: STOCK, quantity, paymentMethod: method, paid: paid && method !== "cod" },
          );
          const [item] = await db().select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));

          const running = async () => {
            const [row] = await db()
              .select({ id: orderRequests.id })
              .from(orderRequests)
              .where(and(eq(orderRequests.orderId, order.id), inArray(orderRequests.status, [...RUNNING_REQUEST_STATUSES])));
            return row?.id ?? null;
          };
          const statusNow = async () => (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]!.status;
          const act = async (action: Action, staff: typeof admin) => {
            const requestId = await running();
            switch (action) {
              case "member-cancel":
                return cancelOwnOrder(db(), member, order.orderNumber, { reason: "ordered-wrong", details: "" });
              case "ask-cancel":
                return openRequest(db(), member, order.orderNumber, { kind: "cancel", reason: "ordered-wrong", details: "" }, { lines: [], photos: [] });
              case "ask-return":
                return openRequest(
                  db(),
                  member,
                  order.orderNumber,
                  { kind: "return", reason: "damaged", wanted: "refund", details: "", sealed: false },
                  { lines: [{ itemId: item!.id, quantity }], photos: ["x.webp"] },
                );
              case "approve":
              case "refuse":
                return requestId ? decideRequest(db(), staff, { decision: action, requestId, note: action === "refuse" ? "ไม่ได้" : "" }) : null;
              case "ship": {
                const status = await statusNow();
                return moveOrder(db(), staff, order.id, { to: "shipped", expectedStatus: status as "pending", carrier: "kerry", trackingNumber: "KEX0000001" });
              }
              case "deliver":
                return moveOrder(db(), staff, order.id, { to: "delivered", expectedStatus: "shipped" });
              case "receive":
                return requestId ? receiveReturn(db(), staff, { requestId, note: "" }, [{ itemId: item!.id, restock: quantity, writeOff: 0 }]) : null;
              case "refund-all":
              case "refund-part":
                return recordRefund(
                  db(),
                  staff,
                  { orderId: order.id, requestId, amount: action === "refund-all" ? order.totalAmount : 100_00, method: "cash", reference: "", note: "" },
                  null,
                );
              case "expire":
                return expireUnpaidOrders(db(), new Date(Date.now() + 30 * 24 * 60 * 60_000), 60_000);
              case "fold":
                return foldSalesDayChanges(db());
            }
          };
          const judged = async (action: Action, staff: typeof admin) => {
            const outcome = await act(action, staff);
            const won = outcome !== null && (typeof outcome !== "object" || !("ok" in outcome) || outcome.ok);
            if (won) wins.set(action, (wins.get(action) ?? 0) + 1);
          };
          for (const [first, second] of steps) await Promise.all([judged(first, admin), judged(second, otherAdmin)]);

          // Stock: moved only by the order's recorded movements.
          // The product's figure: its shades' together (decision 114).
          const [stock] = await db().select({ quantity: productStocks.quantity }).from(productStocks).where(eq(productStocks.productId, order.product.id));
          const [moved] = await db()
            .select({
              change: sql<number>`coalesce(sum(${stockMovements.change}), 0)::int`,
              cancellations: sql<number>`count(*) filter (where ${stockMovements.kind} in ('cancellation', 'expiry'))::int`,
            })
            .from(stockMovements)
            .where(eq(stockMovements.productId, order.product.id));
          expect(stock!.quantity).toBe(STOCK + moved!.change);
          expect(moved!.cancellations).toBeLessThanOrEqual(1);
          expect(stock!.quantity).toBeLessThanOrEqual(STOCK);

          // Money: refunds add up to the order's refunded amount, never above what was paid.
          const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
          const [money] = await db()
            .select({ refunded: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
            .from(refunds)
            .where(eq(refunds.orderId, order.id));
          const [paidRow] = await db()
            .select({ paid: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'verified'), 0)::int` })
            .from(payments)
            .where(eq(payments.orderId, order.id));
          expect(row!.refundedAmount).toBe(money!.refunded);
          expect(row!.refundedAmount).toBeLessThanOrEqual(paidRow!.paid);
          expect(row!.paymentStatus === "refunded").toBe(paidRow!.paid > 0 && row!.refundedAmount === paidRow!.paid);

          // Points: the balance is the ledger's sum, never negative.
          const [balance] = await db().select({ points: profiles.loyaltyPoints }).from(profiles).where(eq(profiles.userId, member.id));
          const [ledger] = await db()
            .select({ points: sql<number>`coalesce(sum(${loyaltyLedger.points}), 0)::int` })
            .from(loyaltyLedger)
            .where(eq(loyaltyLedger.userId, member.id));
          expect(balance!.points).toBe(ledger!.points);
          expect(balance!.points).toBeGreaterThanOrEqual(0);

          // Lines and requests.
          const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
          expect(line!.returnedQuantity).toBeLessThanOrEqual(line!.quantity);
          const runningNow = await db()
            .select({ id: orderRequests.id })
            .from(orderRequests)
            .where(and(eq(orderRequests.orderId, order.id), inArray(orderRequests.status, [...RUNNING_REQUEST_STATUSES])));
          expect(runningNow.length).toBeLessThanOrEqual(1);
          if (row!.status === "cancelled") expect(moved!.cancellations).toBe(1);
        },
      ),
      { numRuns: 60, seed: 36 },
    );

    for (const action of ["member-cancel", "ask-cancel", "ask-return", "approve", "ship", "deliver", "receive", "refund-all", "refund-part"] as const)
      expect(wins.get(action) ?? 0, action).toBeGreaterThan(0);

    // The dashboard's sums after all of it equal the orders they count.
    const kept = await db().execute(sql`select coalesce(sum(amount), 0)::bigint::text as amount from ${salesDaysWithChanges}`);
    const direct = await db().execute(sql`select coalesce(sum(total_amount - refunded_amount), 0)::bigint::text as amount from orders`);
    expect(kept.rows[0]).toEqual(direct.rows[0]);
    const keptUnits = await db().execute(sql`select coalesce(sum(units), 0)::bigint::text as units from ${productSalesDaysWithChanges}`);
    const directUnits = await db().execute(sql`
      select coalesce(sum(i.quantity - i.returned_quantity), 0)::bigint::text as units
      from order_items i join orders o on o.id = i.order_id
      where o.payment_status = 'paid' and o.status <> 'cancelled' and i.product_id is not null`);
    expect(keptUnits.rows[0]).toEqual(directUnits.rows[0]);
  });
});
