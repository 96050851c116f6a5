import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { generate } from "promptparse";
import QRCode from "qrcode";
import { SHIPPING_CARRIERS, type OrderStatus } from "../../../domain/orders/order-status";
import { seededRandom } from "../../../domain/shared/seeded-random";
import { THAI_BANKS } from "../../../domain/payments/thai-banks";
import { moveOrder, cancelOrderAsAdmin } from "../admin/order-moves";
import { verifyPayment } from "../payments/payment-verification";
import { updateStock } from "../admin/stocks";
import { logger } from "../../platform/logger";
import { placeOrder } from "../orders/place-order";
import { submitPaymentProof } from "../payments/payment-proof";
import { paymentProofsDir } from "../payments/proof-files";
import { saveProductReview } from "../product-reviews/product-reviews";
import type { ShopDatabase } from "../../platform/db/database";
import {
  adminAuditLog,
  lineOutbox,
  loyaltyLedger,
  mailOutbox,
  orders,
  payments,
  productReviews,
  products,
  profiles,
  promotions,
  stockMovements,
  stocks,
  taxInvoiceRequests,
  users,
} from "../../platform/db/schema";
import { DEMO_BUYERS, DEMO_CANCEL_REASONS, DEMO_HISTORY_DAYS, DEMO_REVIEW_TEXTS, DEMO_STAFF, demoBuyerEmail } from "./demo-history-data";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Clock = { at: (moment: Date) => Promise<void> };

/**
 * The shop's functions stamp some rows with the present (stock movements, the ledger, payments,
 * reviews, the audit log): each step of the history is moved to the moment it happened, once it
 * is done — every such row written since the seeding began and not moved yet, in one statement.
 * A table's two stamps are moved by one update of it: two updates of one row in one statement
 * keep only one of them, and the other stamp was then moved by the next step, to its moment.
 */
function backdating(db: ShopDatabase, began: Date): Clock {
  const createdOnly = [stockMovements, loyaltyLedger, adminAuditLog] as const;
  const createdAndUpdated = [payments, productReviews, taxInvoiceRequests] as const;
  return {
    async at(moment) {
      const moves = [
        ...createdOnly.map((table) => sql`update ${table} set created_at = ${moment} where ${table.createdAt} >= ${began} returning 1`),
        ...createdAndUpdated.map(
          (table) => sql`update ${table} set
            created_at = case when ${table.createdAt} >= ${began} then ${moment} else ${table.createdAt} end,
            updated_at = case when ${table.updatedAt} >= ${began} then ${moment} else ${table.updatedAt} end
            where ${table.createdAt} >= ${began} or ${table.updatedAt} >= ${began} returning 1`,
        ),
      ].map((move, index) => sql`${sql.raw(`moved_${index}`)} as (${move})`);
      await db.execute(sql`with ${sql.join(moves, sql`, `)} select 1`);
    },
  };
}

/** Bangkok is UTC+7 all year: the shop's days and hours (decision 088). */
const BANGKOK_OFFSET_MS = 7 * HOUR_MS;
const bangkokHour = (at: Date) => Math.floor(((at.getTime() + BANGKOK_OFFSET_MS) % DAY_MS) / HOUR_MS);
const bangkokMidnight = (at: Date) => new Date(Math.floor((at.getTime() + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS);

/** Staff (and the carriers) work from 09:00 to 18:00, Bangkok time: a step that would fall outside waits for the next morning. */
function inWorkingHours(at: Date): Date {
  const hour = bangkokHour(at);
  if (hour >= 9 && hour < 18) return at;
  return new Date(at.getTime() + (hour < 9 ? 9 - hour : 33 - hour) * HOUR_MS);
}

export type DemoHistory = { orders: number; delivered: number; cancelled: number; awaitingSlipCheck: number; reviews: number; ms: number };

/**
 * Ninety days of a plausible shop (issue 33, decision 098), made through the shop's own functions
 * so that every sum agrees — checkout prices and takes stock, staff verify slips, pack, ship and
 * deliver, cash on delivery is paid on delivery, points are credited, buyers review what they got,
 * a few orders are cancelled and their stock comes back — each step then moved back to its day.
 * Into a database with no order only: never into a shop that has taken one. The history sends
 * nothing: the mails and LINE notices its steps queued are removed, and every product's stock
 * is brought back to the catalogue's figure (a restock, as staff would).
 */
export async function seedDemoHistory(db: ShopDatabase, options: { uploadsDir: string; dataDir: string; now?: Date }): Promise<DemoHistory | undefined> {
  const started = Date.now();
  const [anyOrder] = await db.select({ id: orders.id }).from(orders).limit(1);
  if (anyOrder) return undefined;
  const now = options.now ?? new Date();
  const began = new Date(now.getTime() - 60_000);
  const clock = backdating(db, began);
  const random = seededRandom(20_261_205);

  const staff = await insertPerson(
    db,
    { name: DEMO_STAFF.name, email: DEMO_STAFF.email, role: "admin" },
    new Date(now.getTime() - (DEMO_HISTORY_DAYS + 30) * DAY_MS),
  );
  const buyers = [];
  for (const [index, buyer] of DEMO_BUYERS.entries()) {
    const joined = new Date(now.getTime() - (DEMO_HISTORY_DAYS + 20 - index) * DAY_MS);
    const id = await insertPerson(db, { name: `${buyer.firstName} ${buyer.lastName}`, email: demoBuyerEmail(index), role: "user" }, joined, buyer);
    buyers.push({ id, email: demoBuyerEmail(index), ...buyer });
  }
  const actor = { id: staff, email: DEMO_STAFF.email };
  // A row per stock row: each shade's (decision 114), or a product's without shades.
  const catalogue = await db
    .select({ id: products.id, stockId: stocks.id, stock: stocks.quantity, colorId: stocks.colorId })
    .from(products)
    .innerJoin(stocks, eq(stocks.productId, products.id))
    .where(eq(products.isActive, true));
  const openingStock = new Map(catalogue.map((row) => [row.stockId, row.stock]));
  // The promotions' gifts (the tote, switched off) go out with the history's orders: restocked at its end like the rest.
  const gifts = await db
    .select({ id: stocks.id, stock: stocks.quantity })
    .from(stocks)
    .where(inArray(stocks.productId, db.select({ id: promotions.giftProductId }).from(promotions).where(isNotNull(promotions.giftProductId))));
  // What the history sells: the catalogue's shades in stock; one running low is restocked, as staff would.
  const productIds = [...new Set(catalogue.filter((row) => row.stock > 0).map((row) => row.id))];
  const stockIdOf = (line: { productId: string; colorId?: string }) =>
    catalogue.find((row) => row.id === line.productId && row.colorId === (line.colorId ?? null))!.stockId;
  const left = new Map(openingStock);
  const limits = { unpaidOrders: 1_000, unpaidUnitsPerProduct: 1_000, ordersPerHour: 1_000 };

  const counts = { orders: 0, delivered: 0, cancelled: 0, awaitingSlipCheck: 0, reviews: 0 };
  let slipsSent = 0;
  // No step after this: a step that would come later has not happened yet (the order waits where it is).
  const latest = new Date(began.getTime() - 60_000);
  const today = bangkokMidnight(now);
  for (let daysAgo = DEMO_HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    // Busier lately.
    const orderCount = random.below(2) + (daysAgo < 30 ? 2 : 1) - (random.next() < 0.25 ? 1 : 0);
    // Buyers order from 09:00 to 22:00, Bangkok time; today, until now.
    const opens = today.getTime() - daysAgo * DAY_MS + 9 * HOUR_MS;
    const closes = Math.min(opens + 13 * HOUR_MS, latest.getTime());
    if (closes <= opens) continue;
    for (let index = 0; index < orderCount; index++) {
      const placedAt = new Date(Math.floor((opens + random.next() * (closes - opens)) / 60_000) * 60_000);
      const buyer = random.pick(buyers);
      const lineCount = random.next() < 0.7 ? 1 : 2;
      const chosen = new Set<string>();
      while (chosen.size < lineCount) chosen.add(random.pick(productIds));
      const lines = [...chosen].map((productId) => {
        const shades = catalogue.filter((row) => row.id === productId && row.colorId && row.stock > 0);
        return { productId, colorId: shades.length > 0 ? random.pick(shades).colorId! : undefined, quantity: random.next() < 0.8 ? 1 : 2 };
      });
      // Slips only in the last week and a half (a slip is a file of its own); before that, and for a third since, cash on delivery.
      const recent = daysAgo < 10;
      const paymentMethod = recent && random.next() < 0.6 ? (random.next() < 0.75 ? "promptpay" : "bankTransfer") : "cod";
      const form = {
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        // The order's contact address: example.com, reserved for examples (RFC 2606), as checkout takes no .invalid one.
        email: buyer.email.replace(/@.*$/, "@example.com"),
        phone: `08${String(10_000_000 + random.below(89_999_999)).padStart(8, "0")}`,
        address: `${1 + random.below(199)}/${1 + random.below(40)} ถนนสุขุมวิท`,
        city: buyer.province,
        postalCode: buyer.postalCode,
        paymentMethod,
        idempotencyKey: randomUUID(),
        lines,
      };
      // The story's steps, each after the one before; those still to come when the history ends do not happen.
      const cancelled = random.next() < 0.07;
      const sentAt = new Date(placedAt.getTime() + (10 + random.below(50)) * 60_000);
      const checkedAt = inWorkingHours(new Date(sentAt.getTime() + (1 + random.below(3)) * HOUR_MS));
      const packedAt = inWorkingHours(new Date((paymentMethod === "cod" ? placedAt : checkedAt).getTime() + (2 + random.below(20)) * HOUR_MS));
      const shippedAt = inWorkingHours(new Date(packedAt.getTime() + (2 + random.below(6)) * HOUR_MS));
      const deliveredAt = inWorkingHours(new Date(shippedAt.getTime() + (1 + random.below(3)) * DAY_MS));
      const reviewed = random.next() < 0.55;
      const reviewedAt = new Date(deliveredAt.getTime() + (1 + random.below(5)) * DAY_MS + random.below(10) * HOUR_MS);
      const happened = (at: Date) => at.getTime() <= latest.getTime();

      for (const line of lines) {
        const stockId = stockIdOf(line);
        const quantity = left.get(stockId)!;
        if (quantity - line.quantity >= 3) continue;
        await updateStock(db, actor, stockId, { quantity: quantity + 20, expectedQuantity: quantity, reason: "เติมสต็อก" });
        left.set(stockId, quantity + 20);
      }
      const placed = await placeOrder(db, buyer.id, form, placedAt, limits);
      if (!placed.ok) {
        logger.warn("A demo order was refused", { message: placed.message });
        continue;
      }
      const orderId = placed.value.id;
      const orderNumber = placed.value.orderNumber;
      for (const line of lines) left.set(stockIdOf(line), left.get(stockIdOf(line))! - line.quantity);
      await db.update(orders).set({ createdAt: placedAt, updatedAt: placedAt }).where(eq(orders.id, orderId));
      await clock.at(placedAt);
      counts.orders += 1;
      const expected = async () => (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status as OrderStatus;

      const cancelledAt = inWorkingHours(new Date(placedAt.getTime() + (1 + random.below(4)) * HOUR_MS));
      if (cancelled && happened(cancelledAt)) {
        await cancelOrderAsAdmin(db, actor, orderId, { expectedStatus: await expected(), reason: random.pick(DEMO_CANCEL_REASONS) });
        for (const line of lines) left.set(stockIdOf(line), left.get(stockIdOf(line))! + line.quantity);
        await db.update(orders).set({ updatedAt: cancelledAt }).where(eq(orders.id, orderId));
        await clock.at(cancelledAt);
        counts.cancelled += 1;
        continue;
      }
      if (paymentMethod !== "cod") {
        // The buyer sends the slip within the hour; staff check it against the account.
        if (!happened(sentAt)) continue;
        const slip = await slipPicture(`DEMO${String(++slipsSent).padStart(6, "0")}${orderNumber.slice(-6)}`);
        const proof = await submitPaymentProof(
          db,
          { userId: buyer.id, orderNumber, bytes: slip, fields: { bankName: random.pick(THAI_BANKS), transferTime: sentAt } },
          { proofsDir: paymentProofsDir(options.dataDir), now: sentAt },
        );
        await clock.at(sentAt);
        if (!proof.ok) continue;
        if (!happened(checkedAt)) {
          counts.awaitingSlipCheck += 1;
          continue;
        }
        const [payment] = await db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId));
        // Staff see the money in the account (what they tick when the slip's QR could not be read in time).
        await verifyPayment(db, actor, payment!.id, { expectedStatus: "pending", checkedByEye: true }, checkedAt);
        await clock.at(checkedAt);
      }
      if (!happened(packedAt)) continue;
      await moveOrder(db, actor, orderId, { to: "processing", expectedStatus: await expected() }, packedAt);
      await clock.at(packedAt);
      if (!happened(shippedAt)) continue;
      const carrier = random.pick(SHIPPING_CARRIERS.filter((each) => each !== "other"));
      await moveOrder(
        db,
        actor,
        orderId,
        { to: "shipped", expectedStatus: "processing", carrier, trackingNumber: trackingNumberFor(carrier, random.below(1e9)) },
        shippedAt,
      );
      await clock.at(shippedAt);
      if (!happened(deliveredAt)) continue;
      await moveOrder(db, actor, orderId, { to: "delivered", expectedStatus: "shipped" }, deliveredAt);
      await clock.at(deliveredAt);
      counts.delivered += 1;
      // Most buyers come back to rate what they got.
      if (!reviewed || !happened(reviewedAt)) continue;
      const stars = random.next() < 0.65 ? 5 : random.next() < 0.8 ? 4 : 3;
      const review = await saveProductReview(
        db,
        buyer.id,
        { order: orderNumber, product: lines[0]!.productId, rating: stars, text: random.pick(DEMO_REVIEW_TEXTS[stars as 3 | 4 | 5]), removePhoto: false },
        null,
        options.uploadsDir,
      );
      await clock.at(reviewedAt);
      if (!review.ok) logger.warn("A demo review was refused", { message: review.message });
    }
  }
  await restockToTheCatalogue(db, actor, new Map([...openingStock, ...gifts.map((gift) => [gift.id, gift.stock] as const)]), latest, clock);
  // The history tells nobody anything: its mails and LINE notices are not the shop's to send.
  await db.delete(mailOutbox);
  await db.delete(lineOutbox);
  // The demo buyers' review writes are no one's rate: their buckets go with the seeding.
  await db.execute(sql`delete from rate_limit_hits where key like ${"product-review:%"}`);
  // A buyer who bought a product twice rated it once (the later rating stands).
  counts.reviews = (await db.select({ id: productReviews.id }).from(productReviews)).length;
  const history = { ...counts, ms: Date.now() - started };
  logger.info("Demo history seeded", history);
  return history;
}

async function insertPerson(
  db: ShopDatabase,
  person: { name: string; email: string; role: "admin" | "user" },
  joined: Date,
  address?: { firstName: string; lastName: string; province: string; postalCode: string },
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ name: person.name, email: person.email, role: person.role, emailVerified: true, createdAt: joined, updatedAt: joined })
    .returning({ id: users.id });
  await db.insert(profiles).values({
    userId: user!.id,
    displayName: person.name,
    firstName: address?.firstName ?? null,
    lastName: address?.lastName ?? null,
    province: address?.province ?? null,
    postalCode: address?.postalCode ?? null,
    createdAt: joined,
    updatedAt: joined,
  });
  return user!.id;
}

/** A slip as a banking app saves it: its verification QR (the shop reads it), on white. */
async function slipPicture(transactionRef: string): Promise<Uint8Array> {
  const payload = generate.slipVerify({ sendingBank: "004", transRef: transactionRef });
  return QRCode.toBuffer(payload, { type: "png", width: 360, margin: 6, errorCorrectionLevel: "M" });
}

function trackingNumberFor(carrier: (typeof SHIPPING_CARRIERS)[number], serial: number): string {
  const digits = String(serial).padStart(9, "0");
  if (carrier === "thailand-post") return `EF${digits}TH`;
  if (carrier === "kerry") return `KEX${digits}`;
  if (carrier === "flash") return `TH${digits}A`;
  return `8${digits}`;
}

/** Staff restock each shade back to its catalogue figure (by stock row id), so the demo sells as its catalogue says. */
async function restockToTheCatalogue(db: ShopDatabase, actor: { id: string; email: string }, opening: Map<string, number>, at: Date, clock: Clock) {
  const now = await db
    .select({ stockId: stocks.id, quantity: stocks.quantity })
    .from(stocks)
    .where(inArray(stocks.id, [...opening.keys()]));
  for (const { stockId, quantity } of now) {
    const wanted = opening.get(stockId)!;
    if (quantity === wanted) continue;
    await updateStock(db, actor, stockId, { quantity: wanted, expectedQuantity: quantity, reason: "เติมสต็อก" });
  }
  await clock.at(at);
  // The stock rows' own time, too.
  await db
    .update(stocks)
    .set({ updatedAt: at })
    .where(and(inArray(stocks.id, [...opening.keys()])));
}
