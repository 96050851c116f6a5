import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { checkoutSchema, DEFAULT_COLOR_NAME, orderAmounts, redemptionDiscount, type CheckoutInput, type OrderAmounts } from "../../domain/checkout";
import { checkoutTexts } from "../../domain/checkout-texts";
import { formatBaht, type Satang } from "../../domain/money";
import { generateOrderNumber } from "../../domain/order-number";
import { paymentMethodRefusal } from "../../domain/payment-methods";
import { refused, type Outcome, type Refusal, type RefusalStatus } from "../../domain/refusal";
import { candidateSalesJson, salePricesFrom, type SaleRow } from "../catalog/flash-sale-prices";
import type { DatabaseOrTransaction, ShopDatabase } from "../db/database";
import { contactInfo, loyaltyLedger, orderItems, orders, productColors, products, profiles, stockMovements, stocks, users } from "../db/schema";
import { absoluteUrl } from "../http/public-url";
import { settings } from "../env";
import { errorFields, logger } from "../logger";
import { logQueuedMail, queueMail, queueMailsCtes, type OutgoingMail } from "../mail/mail-outbox";
import { orderConfirmationMail } from "../mail/order-confirmation-mail";
import { newOrderNotice, queueStaffLineCtes, queueStaffNotice, staffNoticeMails, type StaffNotice } from "../notices/staff-notices";
import { shopMetrics } from "../metrics/shop-metrics";
import { insertSavedAddress } from "../members/saved-addresses";
import type { SavedAddressInput } from "../../domain/saved-addresses";
import { checkoutLimits, unpaidHoldsQuery, unpaidHoldsRefusal, type CheckoutLimits, type UnpaidHolds } from "./unpaid-holds";

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
 *
 * Two statements inside the transaction (decision 083): one reads what the order is judged on
 * and locks the member's row, one writes the order with everything that belongs to it.
 */
export async function placeOrder(
  db: ShopDatabase,
  userId: string,
  form: unknown,
  now = new Date(),
  limits: CheckoutLimits = checkoutLimits(),
  /** "Save this address for next time" was ticked: saved with the order, in its transaction (decision 069). */
  saveAddress?: SavedAddressInput,
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

  // The outbox rows ride in the order's statement; should that statement fail, the order is
  // placed again with them queued apart, each in its savepoint, so a broken outbox never blocks it.
  let outboxInStatement = true;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const placed = await db.transaction(async (tx) => {
        const facts = await readOrderFacts(tx, userId, input, now);
        // A replay of a submit that already went through: answered before any pricing, so a
        // replay is never judged on today's prices.
        if (facts.existing) return { ok: true, value: { ...facts.existing, replayed: true } } as const;
        const lines = priceLines(facts, input, now);
        const balance = facts.points;
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
        if (saveAddress) {
          // The order keeps its own copy of the address (its shipping columns); the saved one is for next time.
          const saved = await insertSavedAddress(tx, userId, saveAddress, { skipSame: true });
          if (!saved.ok) throw new OrderRefused(refused(saved.status, saved.message, "saveAddress"));
        }
        const order = { userId, input, lines, amounts, now, accountEmail: facts.email, shopEmail: facts.shopEmail };
        const written = await writeOrder(tx, order, outboxInStatement);
        if (!written.order) throw new NothingInserted();
        const holdRefusal = unpaidHoldsRefusal(written.holds, lines, limits, now);
        if (holdRefusal) throw new OrderRefused(holdRefusal);
        if (written.short.length > 0) throw new StockShort(written.short);
        if (input.redeemPoints > 0 && !written.pointsTaken) throw new OrderRefused(refusedFor(400, [m.pointsNotEnough(balance)]));
        if (outboxInStatement) written.logMails();
        else await queueOutboxApart(tx, written.confirmation, written.notice);
        return { ok: true, value: { ...written.order, replayed: false } } as const;
      });
      if (!placed.value.replayed) shopMetrics().ordersPlaced.inc();
      return placed;
    } catch (error) {
      if (error instanceof OrderRefused) return error.refusal;
      if (error instanceof StockShort) return refusedFor(409, await shortStockProblems(db, error.products));
      if (error instanceof OrderStatementFailed && outboxInStatement) {
        logger.warn("The order's statement failed with its mails; placing it with them queued apart", errorFields(error.cause));
        outboxInStatement = false;
        attempt -= 1;
        continue;
      }
      if (error instanceof OrderStatementFailed) throw error.cause;
      if (!(error instanceof NothingInserted)) throw error;
      // Nothing inserted: this member's key is taken (a concurrent replay committed first), or the
      // random order number clashed, which is tried again with a new one.
      const order = await orderWithKey(db, userId, input.idempotencyKey);
      if (order) return { ok: true, value: { ...order, replayed: true } };
      if (attempt >= ORDER_NUMBER_ATTEMPTS) throw new Error("No free order number after several attempts");
    }
  }
}

/** The order's writing statement failed (the database's error as the cause). */
class OrderStatementFailed extends Error {
  constructor(override readonly cause: unknown) {
    super("The order's statement failed");
  }
}

/** Nothing was inserted: the key is taken or the order number clashed. */
class NothingInserted extends Error {}

/** Some products were short; rolled back first, then named with the stock left. */
class StockShort extends Error {
  constructor(readonly products: readonly { productId: string; name: string }[]) {
    super("Stock short");
  }
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
async function readOrderFacts(tx: DatabaseOrTransaction, userId: string, input: CheckoutInput, now: Date): Promise<OrderFacts> {
  const productIds = [...new Set(input.lines.map((line) => line.productId))];
  const { rows } = await tx.execute<
    Omit<OrderFacts, "existing" | "sales"> & {
      existing: (Omit<OrderRow, "createdAt"> & { createdAt: string }) | null;
      sales: (Omit<SaleRow, "startTime" | "endTime"> & { startTime: string; endTime: string })[];
    }
  >(sql`
    select ${users.email} as email, coalesce(${profiles.loyaltyPoints}, 0) as points,
      (select json_build_object('id', ${orders.id}, 'orderNumber', ${orders.orderNumber}, 'totalAmount', ${orders.totalAmount}, 'createdAt', ${orders.createdAt})
        from ${orders} where ${orders.userId} = ${userId} and ${orders.idempotencyKey} = ${input.idempotencyKey}) as existing,
      (select coalesce(json_agg(json_build_object('id', ${products.id}, 'nameThai', ${products.nameThai}, 'price', ${products.price}, 'imageUrl', ${products.imageUrl},
          'colorId', ${productColors.id}, 'colorNameThai', ${productColors.nameThai}, 'colorName', ${productColors.name})), '[]'::json)
        from ${products} left join ${productColors} on ${productColors.productId} = ${products.id}
        where ${products.id} = any(${sql.param(productIds)}::uuid[]) and ${products.isActive}) as products,
      ${candidateSalesJson(productIds, now)} as sales,
      (select ${contactInfo.email} from ${contactInfo} limit 1) as "shopEmail"
    from ${users} left join ${profiles} on ${profiles.userId} = ${users.id}
    where ${users.id} = ${userId}
    for no key update of ${users}`);
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

/** Each line priced from the facts read; unknown or switched-off products and shades refuse the order. */
function priceLines(facts: OrderFacts, input: CheckoutInput, now: Date): PricedLine[] {
  const productIds = new Set(input.lines.map((line) => line.productId));
  const rows = facts.products;
  const found = [...new Map(rows.map((row) => [row.id, { id: row.id, nameThai: row.nameThai, price: row.price, imageUrl: row.imageUrl }])).values()];
  if (found.length !== productIds.size) {
    throw new OrderRefused(refusedFor(400, [m.productUnavailable]));
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
  if (problems.length > 0) throw new OrderRefused(refusedFor(400, problems));
  return lines;
}

type OrderToWrite = {
  userId: string;
  input: CheckoutInput;
  lines: readonly PricedLine[];
  amounts: OrderAmounts;
  now: Date;
  accountEmail: string;
  shopEmail: string | null;
};

/**
 * Writes the order and all that belongs to it in ONE statement (decision 083), each part a CTE:
 * the order row (`on conflict do nothing` on both unique keys: a concurrent replay waits on the
 * index and then inserts nothing), its items, the stock of each product taken with
 * `quantity = quantity - n where quantity >= n` after locking the rows in product-id order (two
 * orders for the same products cannot deadlock, and the condition is judged on the committed
 * value), the sale's stock movements (decision 032), the redeemed points (conditional like the
 * stock, after it, as cancelOrder takes them), the confirmation mail and the staff notice with
 * their wake-ups, and what the member holds unpaid (decision 056), read with this statement's
 * snapshot — after the member's row was locked. Nothing after the order row is written without it.
 * The caller judges the answer and rolls everything back on any refusal.
 */
async function writeOrder(tx: DatabaseOrTransaction, order: OrderToWrite, outboxInStatement: boolean) {
  const { userId, input, lines, amounts, now } = order;
  const orderNumber = generateOrderNumber();
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const line of lines) {
    const entry = wanted.get(line.productId) ?? { name: line.productName, quantity: 0 };
    entry.quantity += line.quantity;
    wanted.set(line.productId, entry);
  }
  const wantedIds = [...wanted.keys()];
  const confirmation = await confirmationMail(order, orderNumber);
  const notice = staffNotice(order, orderNumber);
  const mails = outboxInStatement ? [...confirmation, ...staffNoticeMails(notice, order.shopEmail)] : [];
  const placed = sql`exists (select 1 from new_order)`;
  const { rows } = await runWrite<{
    placed_order: (Omit<OrderRow, "createdAt"> & { createdAt: string }) | null;
    taken: string[] | null;
    points_taken: boolean;
    mail_ids: string[] | null;
    holds: UnpaidHolds;
  }>(
    tx,
    sql`
    with new_order as (
      insert into ${orders} (user_id, order_number, payment_method, subtotal, shipping_fee, discount, total_amount, shipping_first_name, shipping_last_name,
        shipping_email, shipping_phone, shipping_address, shipping_city, shipping_postal_code, idempotency_key)
      values (${userId}, ${orderNumber}, ${input.paymentMethod}, ${amounts.subtotal}, ${amounts.shippingFee}, ${amounts.discount}, ${amounts.total},
        ${input.firstName}, ${input.lastName}, ${input.email}, ${input.phone}, ${input.address}, ${input.city}, ${input.postalCode}, ${input.idempotencyKey})
      on conflict do nothing
      returning id, order_number, total_amount, created_at
    ),
    items as (
      insert into ${orderItems} (order_id, product_id, product_name, color_name, unit_price, quantity, image_url)
      select new_order.id, line.* from new_order,
        unnest(${sql.param(lines.map((line) => line.productId))}::uuid[], ${sql.param(lines.map((line) => line.productName))}::text[],
          ${sql.param(lines.map((line) => line.colorName))}::text[], ${sql.param(lines.map((line) => line.unitPrice))}::integer[],
          ${sql.param(lines.map((line) => line.quantity))}::integer[], ${sql.param(lines.map((line) => line.imageUrl))}::text[]) as line
      returning 1
    ),
    wanted as (
      select * from unnest(${sql.param(wantedIds)}::uuid[], ${sql.param(wantedIds.map((id) => wanted.get(id)!.quantity))}::integer[]) as wanted (product_id, quantity)
    ),
    stock_locked as materialized (
      select ${stocks.productId} as product_id from ${stocks}
      where ${stocks.productId} in (select product_id from wanted) and ${placed}
      order by ${stocks.productId}
      for no key update
    ),
    taken as (
      update ${stocks} set quantity = ${stocks.quantity} - wanted.quantity, updated_at = now()
      from wanted
      where ${stocks.productId} = wanted.product_id and ${stocks.productId} in (select product_id from stock_locked) and ${stocks.quantity} >= wanted.quantity
      returning ${stocks.productId} as product_id, ${stocks.quantity} as quantity_after, wanted.quantity as change
    ),
    movements as (
      insert into ${stockMovements} (product_id, kind, change, quantity_after, order_id)
      select taken.product_id, 'sale', -taken.change, taken.quantity_after, new_order.id from taken, new_order
    ),
    points as (
      update ${profiles} set loyalty_points = ${profiles.loyaltyPoints} - ${input.redeemPoints}, updated_at = ${now}
      where ${input.redeemPoints}::integer > 0 and ${profiles.userId} = ${userId} and ${profiles.loyaltyPoints} >= ${input.redeemPoints}::integer
        and (select count(*) from taken) = ${wantedIds.length}
      returning 1
    ),
    ledger as (
      insert into ${loyaltyLedger} (user_id, order_id, points, reason, note)
      select ${userId}::uuid, new_order.id, -${input.redeemPoints}::integer, 'redemption', new_order.order_number from points, new_order
    ),
    ${queueMailsCtes("mails", mails, placed)},
    ${queueStaffLineCtes("staff_line", notice, outboxInStatement ? placed : sql`false`)}
    select
      (select json_build_object('id', id, 'orderNumber', order_number, 'totalAmount', total_amount, 'createdAt', created_at) from new_order) as placed_order,
      (select count(*) from items) as items,
      (select array_agg(id) from mails) as mail_ids,
      (select count(*) from staff_line) as staff_line,
      (select row_to_json(holds) from (${unpaidHoldsQuery(userId, lines, now)}) holds) as holds,
      -- The stock last (the answer's columns are worked out in this order): its row lock queues every
      -- buyer of the product until commit, so the less that follows it, the more buyers a hot product serves.
      (select array_agg(product_id) from taken) as taken,
      exists (select 1 from points) as points_taken`,
  );
  const row = rows[0]!;
  const taken = new Set(row.taken ?? []);
  return {
    order: row.placed_order ? { ...row.placed_order, createdAt: new Date(row.placed_order.createdAt) } : null,
    short: [...wanted].filter(([productId]) => !taken.has(productId)).map(([productId, { name }]) => ({ productId, name })),
    pointsTaken: row.points_taken,
    holds: row.holds,
    confirmation,
    notice,
    logMails: () => (row.mail_ids ?? []).forEach((id, index) => logQueuedMail(id, mails[index]!)),
  };
}

async function runWrite<Row extends Record<string, unknown>>(tx: DatabaseOrTransaction, statement: SQL) {
  try {
    return await tx.execute<Row>(statement);
  } catch (error) {
    throw new OrderStatementFailed(error);
  }
}

/** The order's mails queued as before decision 083, each in a savepoint: one that cannot be queued is logged, the order stands. */
async function queueOutboxApart(tx: DatabaseOrTransaction, confirmation: readonly OutgoingMail[], notice: StaffNotice) {
  for (const mail of confirmation) {
    try {
      await tx.transaction((savepoint) => queueMail(savepoint, mail));
    } catch (error) {
      logger.error("Order placed without its confirmation mail", { orderNumber: notice.orderNumber, ...errorFields(error) });
    }
  }
  await queueStaffNotice(tx, notice);
}

function staffNotice(order: OrderToWrite, orderNumber: string) {
  return newOrderNotice({
    orderNumber,
    totalAmount: order.amounts.total,
    paymentMethod: order.input.paymentMethod,
    customerName: `${order.input.firstName} ${order.input.lastName}`,
  });
}

/**
 * The Thai order confirmation to the member's account address, rendered before the order's
 * statement (which queues it with the order). A mail that cannot be rendered is logged and
 * left out, never the order. Its payment clock shows from `now`, the moment the shopper
 * submitted, a few milliseconds before the order row's own time: never later than the real deadline.
 */
async function confirmationMail(order: OrderToWrite, orderNumber: string): Promise<OutgoingMail[]> {
  const { input, amounts } = order;
  try {
    return [
      await orderConfirmationMail(
        {
          orderNumber,
          paymentMethod: input.paymentMethod,
          placedAt: order.now,
          subtotal: amounts.subtotal,
          shippingFee: amounts.shippingFee,
          discount: amounts.discount,
          totalAmount: amounts.total,
          shipTo: { ...input, email: order.accountEmail },
          items: order.lines,
        },
        {
          orderPage: absoluteUrl(`/orders/${orderNumber}`),
          payment: absoluteUrl(`/payment-confirmation?order=${encodeURIComponent(orderNumber)}`),
        },
        settings().ORDER_PAYMENT_HOURS,
      ),
    ];
  } catch (error) {
    logger.error("Order placed without its confirmation mail", { orderNumber, ...errorFields(error) });
    return [];
  }
}

/** Each short product named with what is left, read after the refused order rolled back. */
async function shortStockProblems(db: ShopDatabase, short: readonly { productId: string; name: string }[]): Promise<string[]> {
  const left = await db
    .select({ productId: stocks.productId, quantity: stocks.quantity })
    .from(stocks)
    .where(
      inArray(
        stocks.productId,
        short.map((product) => product.productId),
      ),
    );
  return short.map(({ productId, name }) => {
    const available = left.find((row) => row.productId === productId)?.quantity ?? 0;
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
