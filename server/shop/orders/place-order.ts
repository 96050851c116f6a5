import { saveRequest } from "./tax-invoices";
import type { TaxInvoiceRequestInput } from "../../../domain/orders/tax-invoice";
import { and, eq, inArray, sql } from "drizzle-orm";
import { checkoutSchema, DEFAULT_COLOR_NAME, orderAmounts, redemptionDiscount, type CheckoutInput, type OrderAmounts } from "../../../domain/orders/checkout";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { formatBaht, type Satang } from "../../../domain/shared/money";
import { paymentMethodRefusal } from "../../../domain/payments/payment-methods";
import { refused, type Outcome, type Refusal, type RefusalStatus } from "../../../domain/shared/refusal";
import { candidateSalesJson, salePricesFrom, type SaleRow } from "../catalog/flash-sale-prices";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { transactionEndedByStatement, type StatementTransaction } from "../../platform/db/commit-with-statement";
import { contactInfo, orders, productColors, products, profiles, stocks, users } from "../../platform/db/schema";
import { errorFields, logger } from "../../platform/logger";
import { shopMetrics } from "../../platform/metrics/shop-metrics";
import { insertSavedAddress } from "../members/saved-addresses";
import type { SavedAddressInput } from "../../../domain/members/saved-addresses";
import { queueOutboxApart, takeStockAndCommit, wantedByProduct, writeOrder, type OrderRow, type PricedLine, type WantedStock } from "./order-write";
import { checkoutLimits, unpaidHoldsRefusal, type CheckoutLimits } from "./unpaid-holds";

const m = checkoutTexts;

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

const ORDER_NUMBER_ATTEMPTS = 5;

/**
 * One try at the order's transaction, as an outcome (decision 097): placed (or replayed), refused
 * with the shopper's answer, refused for stock short (its message needs a read after the
 * rollback), or to be tried again — the random order number clashed, or the order's statement
 * failed with its mails riding in it. Every `ok: false` rolls the transaction back.
 */
type Attempt =
  | { ok: true; order: PlacedOrder }
  | { ok: false; refusal: Refusal<OrderAmounts> }
  | { ok: false; short: readonly { productId: string; name: string; available?: number }[] }
  | { ok: false; again: "order-number" | "outbox-apart"; cause?: unknown };

/**
 * Places a member's order in one transaction: prices (a running flash sale included) come
 * from the database, each product's stock is taken with a conditional update that cannot
 * go below zero, shipping and the points discount follow the domain rules, and the redeemed
 * points are written to the ledger. Any refusal writes nothing. `form` is whatever the
 * checkout form sent; `userId` comes from the session.
 *
 * Three statements inside the transaction (decisions 083, 092): one reads what the order is judged
 * on and locks the member's row, one writes the order with everything that belongs to it but its
 * stock and points, and the last takes those and commits in the same round trip.
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
  const order = { userId, input, now, limits, saveAddress, taxInvoiceRequest };

  // The outbox rows ride in the order's statement; should that statement fail, the order is
  // placed again with them queued apart, each in its savepoint, so a broken outbox never blocks it.
  let outboxInStatement = true;
  let numbersTried = 0;
  for (;;) {
    const attempt = await transactionEndedByStatement(db, (statements) => attemptOrder(statements, order, outboxInStatement), { genericPlans: true });
    if (attempt.ok) {
      if (!attempt.order.replayed) shopMetrics().ordersPlaced.inc();
      return { ok: true, value: attempt.order };
    }
    if ("refusal" in attempt) return attempt.refusal;
    if ("short" in attempt) return refusedFor(409, await shortStockProblems(db, attempt.short));
    if (attempt.again === "outbox-apart") {
      if (!outboxInStatement) throw attempt.cause;
      logger.warn("The order's statement failed with its mails; placing it with them queued apart", errorFields(attempt.cause));
      outboxInStatement = false;
      continue;
    }
    // Nothing inserted: this member's key is taken (a concurrent replay committed first), or the
    // random order number clashed, which is tried again with a new one.
    const placed = await orderWithKey(db, userId, input.idempotencyKey);
    if (placed) return { ok: true, value: { ...placed, replayed: true } };
    numbersTried += 1;
    if (numbersTried >= ORDER_NUMBER_ATTEMPTS) throw new Error("No free order number after several attempts");
  }
}

type OrderToPlace = {
  userId: string;
  input: CheckoutInput;
  now: Date;
  limits: CheckoutLimits;
  saveAddress?: SavedAddressInput;
  taxInvoiceRequest?: TaxInvoiceRequestInput;
};

/** The order's transaction: read, judge, write, then take the stock and points as it commits. */
async function attemptOrder(statements: StatementTransaction, order: OrderToPlace, outboxInStatement: boolean): Promise<Attempt> {
  const { userId, input, now, limits, saveAddress, taxInvoiceRequest } = order;
  const facts = await readOrderFacts(statements, userId, input, now);
  // A replay of a submit that already went through: answered before any pricing, so a replay is
  // never judged on today's prices (nothing was written: rolling back changes nothing).
  if (facts.existing) return { ok: true, order: { ...facts.existing, replayed: true } };
  const lines = priceLines(facts, input, now);
  if (!Array.isArray(lines)) return { ok: false, refusal: lines };
  const balance = facts.points;
  const subtotal = orderAmounts(lines, 0).subtotal;
  const redemption = redemptionDiscount(input.redeemPoints, subtotal, balance);
  if ("problem" in redemption) {
    const message = redemption.problem === "over-subtotal" ? m.pointsOverSubtotal : m.pointsNotEnough(balance);
    return { ok: false, refusal: refusedFor(400, [message]) };
  }
  const amounts = orderAmounts(lines, redemption.discount);
  if (input.expectedTotal !== undefined && input.expectedTotal !== amounts.total) {
    return { ok: false, refusal: refused(409, m.priceChanged(formatBaht(amounts.total)), undefined, { detail: amounts }) };
  }
  // Sold out already as far as this read sees: refused before the order is written (a flash
  // sale's last shoppers keep tapping). The statement that takes the stock still decides.
  const wanted = wantedByProduct(lines);
  const soldOut = shortAsRead(facts, wanted);
  if (soldOut.length > 0) return { ok: false, short: soldOut };
  if (saveAddress) {
    // The order keeps its own copy of the address (its shipping columns); the saved one is for next time.
    const saved = await insertSavedAddress(statements.tx, userId, saveAddress, { skipSame: true });
    if (!saved.ok) return { ok: false, refusal: refused(saved.status, saved.message, "saveAddress") };
  }
  const toWrite = { userId, input, lines, amounts, now, accountEmail: facts.email, shopEmail: facts.shopEmail };
  let written: Awaited<ReturnType<typeof writeOrder>>;
  try {
    written = await writeOrder(statements, toWrite, outboxInStatement);
  } catch (error) {
    // The statement failed (its transaction with it): with its mails riding in it, try again without.
    return { ok: false, again: "outbox-apart", cause: error };
  }
  if (!written.order) return { ok: false, again: "order-number" };
  const holdRefusal = unpaidHoldsRefusal(written.holds, lines, limits, now);
  if (holdRefusal) return { ok: false, refusal: holdRefusal };
  if (taxInvoiceRequest) {
    const asked = await saveRequest(statements.tx, { id: written.order.id, status: "pending" }, taxInvoiceRequest, now);
    if (!asked.ok) return { ok: false, refusal: refusedFor(asked.status, [asked.message]) };
  }
  if (!outboxInStatement) await queueOutboxApart(statements.tx, written.confirmation, written.notice);
  // Last: the stock and points, in the statement that commits (decision 092). Nothing is written after it.
  const taken = await takeStockAndCommit(statements, wanted.size);
  if (!taken.ok && taken.short === "points") return { ok: false, refusal: refusedFor(400, [m.pointsNotEnough(balance)]) };
  if (!taken.ok) {
    const short = new Set(taken.productIds);
    return { ok: false, short: [...wanted].filter(([productId]) => short.has(productId)).map(([productId, { name }]) => ({ productId, name })) };
  }
  if (outboxInStatement) written.logMails();
  return { ok: true, order: { ...written.order, replayed: false } };
}

type OrderFacts = {
  /** The account's address, for the confirmation mail (not the form's, so an order cannot send shop mail to a stranger). */
  email: string;
  points: number;
  existing: OrderRow | null;
  products: {
    id: string;
    nameThai: string;
    price: Satang;
    imageUrl: string | null;
    colorId: string | null;
    colorNameThai: string | null;
    colorName: string | null;
    /** The stock as this read saw it (not locked): enough to refuse an order that cannot be had, never to take it. */
    stock: number | null;
  }[];
  sales: SaleRow[];
  /** The shop's contact address, where the staff notice goes. */
  shopEmail: string | null;
};

/**
 * One statement: the member's account address and points, locking the member's row so their
 * checkouts are judged against the caps one by one; an order already placed with this key; the
 * products and their shades (a row per shade); their candidate flash sales; the shop's contact address.
 */
async function readOrderFacts(statements: StatementTransaction, userId: string, input: CheckoutInput, now: Date): Promise<OrderFacts> {
  const productIds = [...new Set(input.lines.map((line) => line.productId))];
  const rows = await statements.execute<
    Omit<OrderFacts, "existing" | "sales"> & {
      existing: (Omit<OrderRow, "createdAt"> & { createdAt: string }) | null;
      sales: (Omit<SaleRow, "startTime" | "endTime"> & { startTime: string; endTime: string })[];
    }
  >(
    "order_facts",
    sql`
    select ${users.email} as email, coalesce(${profiles.loyaltyPoints}, 0) as points,
      (select json_build_object('id', ${orders.id}, 'orderNumber', ${orders.orderNumber}, 'totalAmount', ${orders.totalAmount}, 'createdAt', ${orders.createdAt})
        from ${orders} where ${orders.userId} = ${userId} and ${orders.idempotencyKey} = ${input.idempotencyKey}) as existing,
      (select coalesce(json_agg(json_build_object('id', ${products.id}, 'nameThai', ${products.nameThai}, 'price', ${products.price}, 'imageUrl', ${products.imageUrl},
          'colorId', ${productColors.id}, 'colorNameThai', ${productColors.nameThai}, 'colorName', ${productColors.name},
          'stock', (select ${stocks.quantity} from ${stocks} where ${stocks.productId} = ${products.id}))), '[]'::json)
        from ${products} left join ${productColors} on ${productColors.productId} = ${products.id}
        where ${products.id} = any(${sql.param(productIds)}::uuid[]) and ${products.isActive}) as products,
      ${candidateSalesJson(productIds, now)} as sales,
      (select ${contactInfo.email} from ${contactInfo} limit 1) as "shopEmail"
    from ${users} left join ${profiles} on ${profiles.userId} = ${users.id}
    where ${users.id} = ${userId}
    for no key update of ${users}`,
  );
  const row = rows[0];
  if (!row) throw new Error("The member placing the order does not exist");
  return {
    ...row,
    existing: row.existing ? { ...row.existing, createdAt: new Date(row.existing.createdAt) } : null,
    sales: row.sales.map((sale) => ({ ...sale, startTime: new Date(sale.startTime), endTime: new Date(sale.endTime) })),
  };
}

async function orderWithKey(db: DatabaseOrTransaction, userId: string, key: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, totalAmount: orders.totalAmount, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return order;
}

/** Products of the order that the read saw with less stock than the order wants, with the stock it saw. */
function shortAsRead(facts: OrderFacts, wanted: WantedStock) {
  const available = (productId: string) => facts.products.find((product) => product.id === productId)?.stock ?? 0;
  return [...wanted]
    .filter(([productId, { quantity }]) => available(productId) < quantity)
    .map(([productId, { name }]) => ({ productId, name, available: available(productId) }));
}

/** Each line priced from the facts read; unknown or switched-off products and shades refuse the order. */
function priceLines(facts: OrderFacts, input: CheckoutInput, now: Date): PricedLine[] | Refusal<OrderAmounts> {
  const productIds = new Set(input.lines.map((line) => line.productId));
  const rows = facts.products;
  const found = [...new Map(rows.map((row) => [row.id, { id: row.id, nameThai: row.nameThai, price: row.price, imageUrl: row.imageUrl }])).values()];
  if (found.length !== productIds.size) {
    return refusedFor(400, [m.productUnavailable]);
  }
  const colors = rows.flatMap((row) =>
    row.colorId && row.colorNameThai !== null && row.colorName !== null
      ? [{ id: row.colorId, productId: row.id, nameThai: row.colorNameThai, name: row.colorName }]
      : [],
  );
  const salePrices = salePricesFrom(found, facts.sales, now);

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
  if (problems.length > 0) return refusedFor(400, problems);
  return lines;
}

/** Each short product named with what is left, read after the refused order rolled back. */
async function shortStockProblems(db: ShopDatabase, short: readonly { productId: string; name: string; available?: number }[]): Promise<string[]> {
  // Refused by the order's read: it saw the stock. Refused by the statement that takes it: asked again.
  const unknown = short.filter((product) => product.available === undefined).map((product) => product.productId);
  const left =
    unknown.length === 0
      ? []
      : await db.select({ productId: stocks.productId, quantity: stocks.quantity }).from(stocks).where(inArray(stocks.productId, unknown));
  return short.map(({ productId, name, available: seen }) => {
    const available = seen ?? left.find((row) => row.productId === productId)?.quantity ?? 0;
    return available > 0 ? m.shortStock(name, available) : m.soldOut(name);
  });
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
