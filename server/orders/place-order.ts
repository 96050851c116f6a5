import { and, eq, inArray, sql } from "drizzle-orm";
import { saveRequest } from "./tax-invoices";
import type { TaxInvoiceRequestInput } from "../../domain/tax-invoice";
import { checkoutSchema, DEFAULT_COLOR_NAME, orderAmounts, redemptionDiscount, type CheckoutInput, type OrderAmounts } from "../../domain/checkout";
import { checkoutTexts } from "../../domain/checkout-texts";
import { formatBaht, type Satang } from "../../domain/money";
import { generateOrderNumber } from "../../domain/order-number";
import { paymentMethodRefusal } from "../../domain/payment-methods";
import { refused, type Outcome, type Refusal, type RefusalStatus } from "../../domain/refusal";
import { runningSalePrices } from "../catalog/flash-sale-prices";
import type { DatabaseOrTransaction, ShopDatabase } from "../db/database";
import { loyaltyLedger, orderItems, orders, productColors, products, profiles, stocks, users } from "../db/schema";
import { absoluteUrl } from "../http/public-url";
import { settings } from "../env";
import { errorFields, logger } from "../logger";
import { queueMail } from "../mail/mail-outbox";
import { orderConfirmationMail } from "../mail/order-confirmation-mail";
import { recordStockMovements, type StockMovement } from "../stock/stock-movements";
import { newOrderNotice, queueStaffNotice } from "../notices/staff-notices";
import { shopMetrics } from "../metrics/shop-metrics";
import { insertSavedAddress } from "../members/saved-addresses";
import type { SavedAddressInput } from "../../domain/saved-addresses";
import { checkoutLimits, unpaidHoldRefusal, type CheckoutLimits } from "./unpaid-holds";

const m = checkoutTexts;

type OrderRow = { id: string; orderNumber: string; totalAmount: Satang; createdAt: Date };

export type PlacedOrder = OrderRow & {
  /** The same idempotency key placed this order before; nothing new was written. */
  replayed: boolean;
};

/**
 * What placing an order answers: the order, or a refusal in Thai —
 * 400: bad or tampered input, unknown products or shades, points the member cannot use;
 * 409: some lines sold out or short (one message per product, in `formErrors`), or prices
 *      moved since the shopper's total was shown (`detail`: the amounts to show and confirm);
 * 429: the member holds as many unpaid orders or units as they may, or orders too often (decision 056).
 */
export type PlaceOrderOutcome = Outcome<PlacedOrder, OrderAmounts>;

/** A refusal with one message per problem: the first as the message, all of them listed when several. */
function refusedFor(status: RefusalStatus, problems: readonly string[]): Refusal<OrderAmounts> {
  const unique = [...new Set(problems)];
  return refused<OrderAmounts>(status, unique[0]!, undefined, unique.length > 1 ? { formErrors: unique } : {});
}

type PricedLine = {
  productId: string;
  productName: string;
  colorName: string;
  unitPrice: Satang;
  quantity: number;
  imageUrl: string | null;
};

/** Thrown inside the transaction to roll it back; carries the answer for the shopper. */
class OrderRefused extends Error {
  constructor(readonly refusal: Refusal<OrderAmounts>) {
    super(refusal.message);
  }
}

const ORDER_NUMBER_ATTEMPTS = 5;

/**
 * Places a member's order in one transaction: prices (a running flash sale included) come
 * from the database, each product's stock is taken with a conditional update that cannot
 * go below zero, shipping and the points discount follow the domain rules, and the redeemed
 * points are written to the ledger. Any refusal writes nothing. `form` is whatever the
 * checkout form sent; `userId` comes from the session.
 */
export async function placeOrder(
  db: ShopDatabase,
  userId: string,
  form: unknown,
  now = new Date(),
  limits: CheckoutLimits = checkoutLimits(),
  /** "Save this address for next time" was ticked: saved with the order, in its transaction (decision 069). */
  saveAddress?: SavedAddressInput,
  /** A full tax invoice asked for at checkout: the request kept with the order, in its transaction (decision 079). */
  taxInvoiceRequest?: TaxInvoiceRequestInput,
): Promise<PlaceOrderOutcome> {
  const parsed = checkoutSchema.safeParse(form);
  if (!parsed.success)
    return refusedFor(
      400,
      parsed.error.issues.map((issue) => issue.message),
    );
  const input = parsed.data;
  const refusal = paymentMethodRefusal(input.paymentMethod);
  if (refusal) return refusedFor(400, [refusal]);

  // A replay of a submit that already went through: the cheap answer, before any pricing.
  const existing = await orderWithKey(db, userId, input.idempotencyKey);
  if (existing) return { ok: true, value: { ...existing, replayed: true } };

  try {
    const placed = await db.transaction(async (tx) => {
      const lines = await priceLines(tx, input, now);
      // The account's address (for the confirmation mail) comes with the points, in one read,
      // which also locks the member's row: their checkouts are judged against the caps one by one.
      const [profile] = await tx
        .select({ points: profiles.loyaltyPoints, email: users.email })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId))
        .for("no key update", { of: users });
      const holdRefusal = await unpaidHoldRefusal(tx, userId, lines, limits, now);
      if (holdRefusal) throw new OrderRefused(holdRefusal);
      const balance = profile?.points ?? 0;
      const subtotal = orderAmounts(lines, 0).subtotal;
      const redemption = redemptionDiscount(input.redeemPoints, subtotal, balance);
      if ("problem" in redemption) {
        const message = redemption.problem === "over-subtotal" ? m.pointsOverSubtotal : m.pointsNotEnough(balance);
        throw new OrderRefused(refusedFor(400, [message]));
      }
      const amounts = orderAmounts(lines, redemption.discount);
      if (input.expectedTotal !== undefined && input.expectedTotal !== amounts.total) {
        throw new OrderRefused(refused(409, m.priceChanged(formatBaht(amounts.total)), undefined, { detail: amounts }));
      }

      // The order row goes first: a concurrent replay with the same key waits on the unique
      // index here and then finds nothing inserted, before touching any stock.
      const order = await insertOrder(tx, userId, input, amounts);
      if (!order) throw new ReplayedWhilePlacing();

      await tx.insert(orderItems).values(lines.map((line) => ({ orderId: order.id, ...line })));
      if (saveAddress) {
        // The order keeps its own copy of the address (its shipping columns); the saved one is for next time.
        const saved = await insertSavedAddress(tx, userId, saveAddress, { skipSame: true });
        if (!saved.ok) throw new OrderRefused(refused(saved.status, saved.message, "saveAddress"));
      }
      if (taxInvoiceRequest) {
        const asked = await saveRequest(tx, { id: order.id, status: "pending" }, taxInvoiceRequest, now);
        if (!asked.ok) throw new OrderRefused(refusedFor(asked.status, [asked.message]));
      }
      // Rolled back with the order should the stock not be there.
      if (profile) await queueConfirmationMail(tx, profile.email, { ...order, ...amounts, totalAmount: amounts.total }, input, lines);
      await queueStaffNotice(
        tx,
        newOrderNotice({
          orderNumber: order.orderNumber,
          totalAmount: amounts.total,
          paymentMethod: input.paymentMethod,
          customerName: `${input.firstName} ${input.lastName}`,
        }),
      );
      // Stock as late as possible: its row lock queues every buyer of the product until this
      // transaction commits, so the less that follows it, the more buyers a hot product serves.
      // (Points after stock, in the same order as cancelOrder takes them, so the two cannot deadlock.)
      await takeStock(tx, order.id, lines);
      if (input.redeemPoints > 0) {
        // Conditional like the stock: a concurrent order spending the same points cannot overdraw them.
        const taken = await tx
          .update(profiles)
          .set({ loyaltyPoints: sql`${profiles.loyaltyPoints} - ${input.redeemPoints}`, updatedAt: now })
          .where(and(eq(profiles.userId, userId), sql`${profiles.loyaltyPoints} >= ${input.redeemPoints}`))
          .returning({ points: profiles.loyaltyPoints });
        if (taken.length === 0) {
          throw new OrderRefused(refusedFor(400, [m.pointsNotEnough(balance)]));
        }
        await tx.insert(loyaltyLedger).values({
          userId,
          orderId: order.id,
          points: -input.redeemPoints,
          reason: "redemption",
          note: order.orderNumber,
        });
      }
      return { ok: true, value: { ...order, replayed: false } } as const;
    });
    shopMetrics().ordersPlaced.inc();
    return placed;
  } catch (error) {
    if (error instanceof OrderRefused) return error.refusal;
    if (error instanceof ReplayedWhilePlacing) {
      const order = await orderWithKey(db, userId, input.idempotencyKey);
      if (order) return { ok: true, value: { ...order, replayed: true } };
    }
    throw error;
  }
}

class ReplayedWhilePlacing extends Error {}

/**
 * Queues the Thai order confirmation to the member's account address (not the form's contact
 * address, so an order cannot send shop mail to a stranger) in the order's transaction, inside
 * a savepoint: a mail that cannot be queued is logged and rolled back alone, never the order.
 */
async function queueConfirmationMail(
  tx: DatabaseOrTransaction,
  accountEmail: string,
  order: OrderRow & OrderAmounts,
  input: CheckoutInput,
  lines: readonly PricedLine[],
) {
  try {
    await tx.transaction(async (savepoint) => {
      const mail = await orderConfirmationMail(
        {
          orderNumber: order.orderNumber,
          paymentMethod: input.paymentMethod,
          placedAt: order.createdAt,
          subtotal: order.subtotal,
          shippingFee: order.shippingFee,
          discount: order.discount,
          totalAmount: order.totalAmount,
          shipTo: { ...input, email: accountEmail },
          items: lines,
        },
        {
          orderPage: absoluteUrl(`/orders/${order.orderNumber}`),
          payment: absoluteUrl(`/payment-confirmation?order=${encodeURIComponent(order.orderNumber)}`),
        },
        settings().ORDER_PAYMENT_HOURS,
      );
      await queueMail(savepoint, mail);
    });
  } catch (error) {
    logger.error("Order placed without its confirmation mail", { orderNumber: order.orderNumber, ...errorFields(error) });
  }
}

async function orderWithKey(db: DatabaseOrTransaction, userId: string, key: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, totalAmount: orders.totalAmount, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return order;
}

/** Each line priced from the database; unknown or switched-off products and shades refuse the order. */
async function priceLines(tx: DatabaseOrTransaction, input: CheckoutInput, now: Date): Promise<PricedLine[]> {
  const productIds = [...new Set(input.lines.map((line) => line.productId))];
  // Products and their shades in one statement (a row per shade).
  const rows = await tx
    .select({
      id: products.id,
      nameThai: products.nameThai,
      price: products.price,
      imageUrl: products.imageUrl,
      colorId: productColors.id,
      colorNameThai: productColors.nameThai,
      colorName: productColors.name,
    })
    .from(products)
    .leftJoin(productColors, eq(productColors.productId, products.id))
    .where(and(inArray(products.id, productIds), eq(products.isActive, true)));
  const found = [...new Map(rows.map((row) => [row.id, { id: row.id, nameThai: row.nameThai, price: row.price, imageUrl: row.imageUrl }])).values()];
  if (found.length !== productIds.length) {
    throw new OrderRefused(refusedFor(400, [m.productUnavailable]));
  }
  const colors = rows.flatMap((row) =>
    row.colorId && row.colorNameThai !== null && row.colorName !== null
      ? [{ id: row.colorId, productId: row.id, nameThai: row.colorNameThai, name: row.colorName }]
      : [],
  );
  const salePrices = await runningSalePrices(tx, found, now);

  const problems: string[] = [];
  const lines: PricedLine[] = [];
  for (const line of input.lines) {
    const product = found.find((candidate) => candidate.id === line.productId)!;
    const shades = colors.filter((color) => color.productId === product.id);
    const shade = line.colorId
      ? shades.find((color) => color.id === line.colorId)
      : shades.find((color) => color.nameThai === line.colorName || color.name === line.colorName);
    const colorName =
      shade?.nameThai ?? (shades.length === 0 && !line.colorId && (!line.colorName || line.colorName === DEFAULT_COLOR_NAME) ? DEFAULT_COLOR_NAME : undefined);
    if (!colorName) {
      problems.push(m.shadeUnavailable(product.nameThai));
      continue;
    }
    lines.push({
      productId: product.id,
      productName: product.nameThai,
      colorName,
      unitPrice: salePrices.get(product.id) ?? product.price,
      quantity: line.quantity,
      imageUrl: product.imageUrl,
    });
  }
  if (problems.length > 0) throw new OrderRefused(refusedFor(400, problems));
  return lines;
}

async function insertOrder(tx: DatabaseOrTransaction, userId: string, input: CheckoutInput, amounts: OrderAmounts): Promise<OrderRow | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    // `on conflict do nothing` for both unique keys, rather than a savepoint per attempt (two
    // round trips fewer): nothing inserted means this member's key is taken, a replay, or the
    // random order number clashed, which is tried again with a new one.
    const inserted = await tx
      .insert(orders)
      .values({
        userId,
        orderNumber: generateOrderNumber(),
        paymentMethod: input.paymentMethod,
        subtotal: amounts.subtotal,
        shippingFee: amounts.shippingFee,
        discount: amounts.discount,
        totalAmount: amounts.total,
        shippingFirstName: input.firstName,
        shippingLastName: input.lastName,
        shippingEmail: input.email,
        shippingPhone: input.phone,
        shippingAddress: input.address,
        shippingCity: input.city,
        shippingPostalCode: input.postalCode,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id, orderNumber: orders.orderNumber, totalAmount: orders.totalAmount, createdAt: orders.createdAt });
    if (inserted[0]) return inserted[0];
    if (await orderWithKey(tx, userId, input.idempotencyKey)) return undefined;
    if (attempt >= ORDER_NUMBER_ATTEMPTS) throw new Error("No free order number after several attempts");
  }
}

export function constraintOf(error: unknown): string | undefined {
  // drizzle wraps the driver's error; the constraint name sits on the cause.
  const candidates = [error, (error as { cause?: unknown } | undefined)?.cause];
  for (const candidate of candidates) {
    const constraint = (candidate as { constraint?: unknown } | undefined)?.constraint;
    if (typeof constraint === "string") return constraint;
  }
  return undefined;
}

/**
 * Takes each product's stock with `quantity = quantity - n where quantity >= n`: the row
 * lock the update takes makes concurrent buyers queue, and the condition is judged on the
 * committed value, so stock never goes below zero. Products are taken in id order so two
 * orders for the same products cannot deadlock. Every short line is reported, not just the first.
 * The sale's stock movements (decision 032) go in afterwards as one multi-row insert: one
 * round trip per order, none per line.
 */
async function takeStock(tx: DatabaseOrTransaction, orderId: string, lines: readonly PricedLine[]) {
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const line of lines) {
    const entry = wanted.get(line.productId) ?? { name: line.productName, quantity: 0 };
    entry.quantity += line.quantity;
    wanted.set(line.productId, entry);
  }
  const problems: string[] = [];
  const movements: StockMovement[] = [];
  for (const [productId, { name, quantity }] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const [taken] = await tx
      .update(stocks)
      .set({ quantity: sql`${stocks.quantity} - ${quantity}`, updatedAt: new Date() })
      .where(and(eq(stocks.productId, productId), sql`${stocks.quantity} >= ${quantity}`))
      .returning({ quantity: stocks.quantity });
    if (taken) {
      movements.push({ kind: "sale", productId, orderId, change: -quantity, quantityAfter: taken.quantity });
      continue;
    }
    const [left] = await tx.select({ quantity: stocks.quantity }).from(stocks).where(eq(stocks.productId, productId));
    const available = left?.quantity ?? 0;
    problems.push(available > 0 ? m.shortStock(name, available) : m.soldOut(name));
  }
  if (problems.length > 0) throw new OrderRefused(refusedFor(409, problems));
  await recordStockMovements(tx, movements);
}
