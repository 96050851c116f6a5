import { saveRequest } from "./tax-invoices";
import type { TaxInvoiceRequestInput } from "../../../domain/orders/tax-invoice";
import { and, eq, inArray, sql } from "drizzle-orm";
import { checkoutSchema, DEFAULT_COLOR_NAME, redemptionDiscount, type CheckoutInput, type OrderAmounts } from "../../../domain/orders/checkout";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { formatBaht, type Satang } from "../../../domain/shared/money";
import { paymentMethodRefusal } from "../../../domain/payments/payment-methods";
import { refused, type Outcome, type Refusal, type RefusalStatus } from "../../../domain/shared/refusal";
import { candidateSalesJson, salePricesFrom, type SaleRow } from "../catalog/flash-sale-prices";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { transactionEndedByStatement, type StatementTransaction } from "../../platform/db/commit-with-statement";
import { placeholders, prefixed, shapedStatement } from "../../platform/db/shaped-statement";
import { contactInfo, orders, productColors, products, profiles, stocks, users } from "../../platform/db/schema";
import { errorFields, logger } from "../../platform/logger";
import { shopMetrics } from "../../platform/metrics/shop-metrics";
import { insertSavedAddress } from "../members/saved-addresses";
import type { SavedAddressInput } from "../../../domain/members/saved-addresses";
import {
  queueOutboxApart,
  stockKey,
  takeStockAndCommit,
  wantedStock,
  writeOrder,
  type OrderRow,
  type PricedLine,
  type WantedItem,
  type WantedStock,
} from "./order-write";
import { checkoutLimits, unpaidHoldsRefusal, type CheckoutLimits } from "./unpaid-holds";
import {
  collectedCodesSql,
  priceWithPromotions,
  promotionUsesSql,
  readTypedCode,
  standingOrdersSql,
  unknownCodeProblem,
  type PromotionFacts,
} from "../promotions/basket-pricing";
import { promotionJson, promotionsWhere, type PromotionRow } from "../promotions/promotion-rows";
import type { BasketLine, BasketPrice, MissedPromotion } from "../../../domain/promotions/promotion-pricing";
import { missReasonText } from "../../../domain/promotions/promotion-reasons";

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
  | { ok: false; short: readonly ShortItem[] }
  | { ok: false; again: "order-number" | "outbox-apart"; cause?: unknown }
  /** Gifts found short, or capped promotions found used up, by the last statement: priced again without them. */
  | { ok: false; again: "promotions"; giftsOut: readonly string[]; usedUp: readonly string[] };

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
  const typed = readTypedCode(input.promoCode);
  if ("problem" in typed) return refused(400, typed.problem, "promoCode");
  const order: OrderToPlace = { userId, input, code: typed.code, now, limits, saveAddress, taxInvoiceRequest, giftsOut: new Set(), usedUp: new Set() };

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
    if (attempt.again === "promotions") {
      // Once per gift or promotion at most: each pass leaves out more, so this ends.
      const before = order.giftsOut.size + order.usedUp.size;
      attempt.giftsOut.forEach((id) => order.giftsOut.add(id));
      attempt.usedUp.forEach((id) => order.usedUp.add(id));
      if (order.giftsOut.size + order.usedUp.size === before) throw new Error("A promotion refused again after it was left out");
      continue;
    }
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
  /** The typed promotion code, normalised (empty: none). */
  code: string;
  /** Gift products the last statement found short: this order goes without them. */
  giftsOut: Set<string>;
  /** Capped promotions the last statement found used up: priced as used up. */
  usedUp: Set<string>;
  now: Date;
  limits: CheckoutLimits;
  saveAddress?: SavedAddressInput;
  taxInvoiceRequest?: TaxInvoiceRequestInput;
};

/** The order's transaction: read, judge, write, then take the stock and points as it commits. */
async function attemptOrder(statements: StatementTransaction, order: OrderToPlace, outboxInStatement: boolean): Promise<Attempt> {
  const { userId, input, now, limits, saveAddress, taxInvoiceRequest } = order;
  const facts = await readOrderFacts(statements, userId, input, order.code, now);
  // A replay of a submit that already went through: answered before any pricing, so a replay is
  // never judged on today's prices (nothing was written: rolling back changes nothing).
  if (facts.existing) return { ok: true, order: { ...facts.existing, replayed: true } };
  const lines = priceLines(facts, input, now);
  if (!Array.isArray(lines)) return { ok: false, refusal: lines };
  const unknownCode = unknownCodeProblem(order.code, facts.promotions);
  if (unknownCode) return { ok: false, refusal: refused(400, unknownCode, "promoCode") };
  const balance = facts.points;
  const basket = lines.map((line) => ({ ...line, categoryId: facts.products.find((product) => product.id === line.productId)?.categoryId ?? null }));
  const promotionFacts = {
    rows: facts.promotions.map((row) => (order.usedUp.has(row.id) && row.usageCap !== null ? { ...row, used: row.usageCap } : row)),
    shopper: { standingOrders: facts.standingOrders, tier: facts.tier, usesByPromotion: facts.memberUses },
    collected: facts.collected,
  };
  const priced = pricedOrder(basket, promotionFacts, order, balance);
  if ("refusal" in priced) return { ok: false, refusal: priced.refusal };
  const { amounts, price } = priced;
  const changed = totalChanged(input, order.code, priced);
  if (changed) return { ok: false, refusal: changed };
  const gifts: PricedLine[] = price.gifts.map((gift) => ({
    productId: gift.productId,
    productName: gift.name,
    colorName: GIFT_COLOR_NAME,
    colorId: null,
    stockName: gift.name,
    unitPrice: 0,
    quantity: gift.quantity,
    imageUrl: null,
  }));
  const giftKeys = new Set(gifts.map((gift) => stockKey(gift.productId, null)));
  // Sold out already as far as this read sees: refused before the order is written (a flash
  // sale's last shoppers keep tapping). The statement that takes the stock still decides.
  const wanted = wantedStock([...lines, ...gifts]);
  // The gifts' stock was judged by the pricing (a gift short as read is left out, never a refusal).
  const soldOut = shortAsRead(facts, wantedStock(lines));
  if (soldOut.length > 0) return { ok: false, short: soldOut };
  const cappedPromotionIds = price.applied
    .filter((used) => promotionFacts.rows.find((row) => row.id === used.promotionId)?.usageCap !== null)
    .map((used) => used.promotionId);
  if (saveAddress) {
    // The order keeps its own copy of the address (its shipping columns); the saved one is for next time.
    const saved = await insertSavedAddress(statements.tx, userId, saveAddress, { skipSame: true });
    if (!saved.ok) return { ok: false, refusal: refused(saved.status, saved.message, "saveAddress") };
  }
  const toWrite = {
    userId,
    input,
    lines,
    gifts,
    promotions: price.applied,
    cappedPromotionIds,
    amounts,
    now,
    accountEmail: facts.email,
    shopEmail: facts.shopEmail,
  };
  let written: Awaited<ReturnType<typeof writeOrder>>;
  try {
    written = await writeOrder(statements, toWrite, outboxInStatement);
  } catch (error) {
    // The statement failed (its transaction with it): with its mails riding in it, try again without.
    return { ok: false, again: "outbox-apart", cause: error };
  }
  if (!written.order) return { ok: false, again: "order-number" };
  // The first-order and per-member rules judged again on what the locked read saw: a parallel
  // order of the same member that committed first counts now.
  const shopperNow = { ...promotionFacts.shopper, ...written.shopper };
  if (
    shopperNow.standingOrders !== promotionFacts.shopper.standingOrders ||
    JSON.stringify(shopperNow.usesByPromotion) !== JSON.stringify(promotionFacts.shopper.usesByPromotion)
  ) {
    const again = pricedOrder(basket, { ...promotionFacts, shopper: shopperNow }, order, balance);
    if ("refusal" in again) return { ok: false, refusal: again.refusal };
    if (again.amounts.total !== amounts.total || again.price.applied.length !== price.applied.length) {
      return {
        ok: false,
        refusal:
          totalChanged({ ...input, expectedTotal: amounts.total }, order.code, again) ?? refusedFor(409, [m.priceChanged(formatBaht(again.amounts.total))]),
      };
    }
  }
  const holdRefusal = unpaidHoldsRefusal(written.holds, lines, limits, now);
  if (holdRefusal) return { ok: false, refusal: holdRefusal };
  if (taxInvoiceRequest) {
    const asked = await saveRequest(statements.tx, { id: written.order.id, status: "pending" }, taxInvoiceRequest, now);
    if (!asked.ok) return { ok: false, refusal: refusedFor(asked.status, [asked.message]) };
  }
  if (!outboxInStatement) await queueOutboxApart(statements.tx, written.confirmation, written.notice, { userId: order.userId, line: written.memberLine });
  // Last: the stock and points, in the statement that commits (decision 092). Nothing is written after it.
  const taken = await takeStockAndCommit(statements, {
    stockRows: wanted.size,
    capped: cappedPromotionIds.length > 0,
    gifts: gifts.length > 0,
    points: input.redeemPoints > 0,
  });
  if (!taken.ok && taken.short === "points") return { ok: false, refusal: refusedFor(400, [m.pointsNotEnough(balance)]) };
  if (!taken.ok && taken.short === "promotion") return { ok: false, again: "promotions", giftsOut: [], usedUp: taken.promotionIds };
  if (!taken.ok) {
    // A gift short is no reason to refuse the order: it is priced again without that gift.
    const giftsShort = taken.stockKeys.filter((key) => giftKeys.has(key));
    if (giftsShort.length > 0 && giftsShort.length === taken.stockKeys.length)
      return { ok: false, again: "promotions", giftsOut: giftsShort.map((key) => wanted.get(key)!.productId), usedUp: [] };
    const short = new Set(taken.stockKeys);
    return { ok: false, short: [...wanted].filter(([key]) => short.has(key)).map(([, item]) => item) };
  }
  if (outboxInStatement) written.logMails();
  return { ok: true, order: { ...written.order, replayed: false } };
}

/** What the order's lines are called when they are a promotion's gift. */
const GIFT_COLOR_NAME = "ของแถม";

type PricedOrder = { amounts: OrderAmounts; price: BasketPrice; codeMissed: MissedPromotion | undefined };

/** The order's amounts: the promotions' best combination (decision 101), then the points off what is left. */
function pricedOrder(
  basket: readonly BasketLine[],
  facts: PromotionFacts,
  order: OrderToPlace,
  balance: number,
): PricedOrder | { refusal: Refusal<OrderAmounts> } {
  const { price } = priceWithPromotions(basket, facts, order.code, order.now, order.giftsOut);
  const redemption = redemptionDiscount(order.input.redeemPoints, price.subtotal - price.promotionDiscount, balance);
  if ("problem" in redemption) {
    const message = redemption.problem === "over-subtotal" ? m.pointsOverSubtotal : m.pointsNotEnough(balance);
    return { refusal: refusedFor(400, [message]) };
  }
  const amounts: OrderAmounts = {
    subtotal: price.subtotal,
    shippingFee: price.shippingFee,
    discount: price.promotionDiscount + redemption.discount,
    total: price.total - redemption.discount,
  };
  return { amounts, price, codeMissed: price.missed.find((missed) => order.code !== "" && missed.code === order.code) };
}

/**
 * The total the shopper was shown no longer holds: refused with the new amounts to confirm —
 * saying first why the typed code no longer applies, when that is the reason (used up in a rush).
 */
function totalChanged(input: CheckoutInput, code: string, priced: PricedOrder): Refusal<OrderAmounts> | null {
  if (input.expectedTotal === undefined || input.expectedTotal === priced.amounts.total) return null;
  const newTotal = m.priceChanged(formatBaht(priced.amounts.total));
  const message = priced.codeMissed ? `${code}: ${missReasonText(priced.codeMissed.reason)} — ${newTotal}` : newTotal;
  return refused(409, message, undefined, { detail: priced.amounts });
}

type OrderFacts = {
  /** The account's address, for the confirmation mail (not the form's, so an order cannot send shop mail to a stranger). */
  email: string;
  points: number;
  tier: "standard" | "vip";
  /** As this read saw them; judged again after the lock by the order's writing statement. */
  standingOrders: number;
  memberUses: Record<string, number>;
  collected: string[];
  promotions: PromotionRow[];
  existing: OrderRow | null;
  products: {
    id: string;
    nameThai: string;
    price: Satang;
    imageUrl: string | null;
    colorId: string | null;
    colorNameThai: string | null;
    colorName: string | null;
    categoryId: string;
    /** The shade's stock (the product's, without shades) as this read saw it (not locked): enough to refuse an order that cannot be had, never to take it. */
    stock: number | null;
  }[];
  sales: SaleRow[];
  /** The shop's contact address, where the staff notice goes. */
  shopEmail: string | null;
};

type OrderFactsValues = { userId: string; code: string; key: string; productIds: string[]; now: Date };
const factsValue = placeholders<OrderFactsValues>("facts");

/**
 * One statement: the member's account address and points, locking the member's row so their
 * checkouts are judged against the caps one by one; an order already placed with this key; the
 * products and their shades (a row per shade); their candidate flash sales; the shop's contact address.
 * Its text is built once for an order with a typed code and once without (decision 122).
 */
const orderFactsStatement = shapedStatement("order_facts", (shape: "code" | "no-code") => {
  const { userId, code, key, productIds, now } = factsValue;
  return sql`
    select ${users.email} as email, coalesce(${profiles.loyaltyPoints}, 0) as points, coalesce(${profiles.membershipTier}, 'standard') as tier,
      ${standingOrdersSql(userId)} as "standingOrders", ${promotionUsesSql(userId)} as "memberUses", ${collectedCodesSql(userId)} as collected,
      ${promotionJson(promotionsWhere(shape === "code" ? [code] : [], userId))} as promotions,
      (select json_build_object('id', ${orders.id}, 'orderNumber', ${orders.orderNumber}, 'totalAmount', ${orders.totalAmount}, 'createdAt', ${orders.createdAt})
        from ${orders} where ${orders.userId} = ${userId} and ${orders.idempotencyKey} = ${key}) as existing,
      (select coalesce(json_agg(json_build_object('id', ${products.id}, 'nameThai', ${products.nameThai}, 'price', ${products.price}, 'imageUrl', ${products.imageUrl}, 'categoryId', ${products.categoryId},
          'colorId', ${productColors.id}, 'colorNameThai', ${productColors.nameThai}, 'colorName', ${productColors.name},
          'stock', (select ${stocks.quantity} from ${stocks} where ${stocks.productId} = ${products.id} and ${stocks.colorId} is not distinct from ${productColors.id}))), '[]'::json)
        from ${products} left join ${productColors} on ${productColors.productId} = ${products.id}
        where ${products.id} = any(${sql.param(productIds)}::uuid[]) and ${products.isActive}) as products,
      ${candidateSalesJson(productIds, now)} as sales,
      (select ${contactInfo.email} from ${contactInfo} limit 1) as "shopEmail"
    from ${users} left join ${profiles} on ${profiles.userId} = ${users.id}
    where ${users.id} = ${userId}
    for no key update of ${users}`;
});

async function readOrderFacts(statements: StatementTransaction, userId: string, input: CheckoutInput, code: string, now: Date): Promise<OrderFacts> {
  const productIds = [...new Set(input.lines.map((line) => line.productId))];
  const values: OrderFactsValues = { userId, code, key: input.idempotencyKey, productIds, now };
  const rows = await statements.execute<
    Omit<OrderFacts, "existing" | "sales"> & {
      existing: (Omit<OrderRow, "createdAt"> & { createdAt: string }) | null;
      promotions: PromotionRow[];
      sales: (Omit<SaleRow, "startTime" | "endTime"> & { startTime: string; endTime: string })[];
    }
  >("order_facts", orderFactsStatement(code ? "code" : "no-code", prefixed("facts", values)));
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

/** A stock row the order cannot have, with what was left when it is known. */
type ShortItem = WantedItem & { available?: number };

/** Stock rows of the order that the read saw with less stock than the order wants, with the stock it saw. */
function shortAsRead(facts: OrderFacts, wanted: WantedStock): ShortItem[] {
  const available = ({ productId, colorId }: WantedItem) => facts.products.find((row) => row.id === productId && row.colorId === colorId)?.stock ?? 0;
  return [...wanted.values()].filter((item) => available(item) < item.quantity).map((item) => ({ ...item, available: available(item) }));
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
      colorId: shade?.id ?? null,
      stockName: shade ? m.withShade(product.nameThai, shade.nameThai) : product.nameThai,
      unitPrice: salePrices.get(product.id) ?? product.price,
      quantity: line.quantity,
      imageUrl: product.imageUrl,
    });
  }
  if (problems.length > 0) return refusedFor(400, problems);
  return lines;
}

/** Each short shade named with what is left, read after the refused order rolled back. */
async function shortStockProblems(db: ShopDatabase, short: readonly ShortItem[]): Promise<string[]> {
  // Refused by the order's read: it saw the stock. Refused by the statement that takes it: asked again.
  const unknown = short.filter((item) => item.available === undefined);
  const left =
    unknown.length === 0
      ? []
      : await db
          .select({ productId: stocks.productId, colorId: stocks.colorId, quantity: stocks.quantity })
          .from(stocks)
          .where(inArray(stocks.productId, [...new Set(unknown.map((item) => item.productId))]));
  return short.map((item) => {
    const available = item.available ?? left.find((row) => row.productId === item.productId && row.colorId === item.colorId)?.quantity ?? 0;
    return available > 0 ? m.shortStock(item.name, available) : m.soldOut(item.name);
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
