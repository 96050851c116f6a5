// The order's one writing statement (decision 083): the order and everything it writes, the stock last.
import { sql } from "drizzle-orm";
import type { CheckoutInput, OrderAmounts } from "../../../domain/orders/checkout";
import type { Satang } from "../../../domain/shared/money";
import { generateOrderNumber } from "../../../domain/orders/order-number";
import type { ShopQueries } from "../../platform/db/database";
import { carriedValue, carryToCommit, type StatementTransaction } from "../../platform/db/commit-with-statement";
import { withinSavepoint } from "../../platform/db/savepoint";
import { loyaltyLedger, orderItems, orderPromotions, orders, profiles, promotions as promotionTable, stockMovements, stocks } from "../../platform/db/schema";
import type { AppliedPromotion } from "../../../domain/promotions/promotion-pricing";
import { promotionUsesSql, standingOrdersSql } from "../promotions/basket-pricing";
import { settings } from "../../platform/env";
import { absoluteUrl } from "../../platform/http/public-url";
import { errorFields, logger } from "../../platform/logger";
import { logQueuedMail, mailColumns, queueMail, queueMailsCtes, type MailColumns, type OutgoingMail } from "../../platform/mail/mail-outbox";
import { placeholders, prefixed, shapedStatement } from "../../platform/db/shaped-statement";
import { orderConfirmationMailLater } from "./order-confirmation-mail";
import { orderPlacedLine } from "../member-messages/order-line-messages";
import { memberLineValues, queueMemberLineCtes, tellMember, type LineMemberMessage, type MemberLineValues } from "../member-messages/tell-member";
import {
  newOrderNotice,
  queueStaffLineCtes,
  queueStaffNotice,
  staffLineValues,
  staffNoticeMails,
  type StaffLineValues,
  type StaffNotice,
} from "../notices/staff-notices";
import { unpaidHoldsQuery, unpaidHoldsValues, type UnpaidHolds, type UnpaidHoldsValues } from "./unpaid-holds";
import { dropOrderedLinesCte, orderedLines } from "../member-cart/member-cart";

export type OrderRow = { id: string; orderNumber: string; totalAmount: Satang; createdAt: Date };

export type PricedLine = {
  productId: string;
  productName: string;
  colorName: string;
  /** The shade whose stock the line takes; null for a product without shades, and for a gift (its shade is the one with most stock, decision 114). */
  colorId: string | null;
  /** How a sold-out or short answer names what the line takes: the product, with its shade. */
  stockName: string;
  unitPrice: Satang;
  quantity: number;
  imageUrl: string | null;
};

export type OrderToWrite = {
  userId: string;
  input: CheckoutInput;
  lines: readonly PricedLine[];
  /** Gift lines at ฿0 the promotions gave: items of the order that take their own stock. */
  gifts: readonly PricedLine[];
  /** The promotions the order carries, with what each gave (decision 101). */
  promotions: readonly AppliedPromotion[];
  /** Of those, the capped ones: the last statement raises their count only while under the cap. */
  cappedPromotionIds: readonly string[];
  amounts: OrderAmounts;
  now: Date;
  accountEmail: string;
  shopEmail: string | null;
};

/** One stock row an order takes from: a shade of a product, or a product without shades (`colorId` null). */
export type WantedItem = { productId: string; colorId: string | null; name: string; quantity: number };

/** What an order wants of each stock row (decision 114), by `stockKey`: two lines of one shade count against its one stock. */
export type WantedStock = ReadonlyMap<string, WantedItem>;

/** The key of a stock row in an order's wants and in the refusals of its last statement. */
export const stockKey = (productId: string, colorId: string | null) => `${productId}:${colorId ?? ""}`;

export function wantedStock(lines: readonly PricedLine[]): WantedStock {
  const wanted = new Map<string, WantedItem>();
  for (const line of lines) {
    const key = stockKey(line.productId, line.colorId);
    const entry = wanted.get(key) ?? { productId: line.productId, colorId: line.colorId, name: line.stockName, quantity: 0 };
    entry.quantity += line.quantity;
    wanted.set(key, entry);
  }
  return wanted;
}

/**
 * Writes the order and all that belongs to it but its stock and points in ONE statement
 * (decision 083), each part a CTE: the order row (`on conflict do nothing` on both unique keys: a
 * concurrent replay waits on the index and then inserts nothing), its items, the confirmation mail
 * and the staff notice with their wake-ups, the member's kept cart without the order's lines, and
 * what the member holds unpaid (decision 056), read
 * with this statement's snapshot — after the member's row was locked. Nothing after the order row
 * is written without it. The caller judges the answer and rolls everything back on a refusal; the
 * stock and points are taken last, by `takeStockAndCommit`.
 */
export async function writeOrder(statements: StatementTransaction, order: OrderToWrite, outboxInStatement: boolean) {
  const { userId, input, lines, amounts, now, promotions } = order;
  const items = [...lines, ...order.gifts];
  const wanted = [...wantedStock(items).values()];
  const orderNumber = generateOrderNumber();
  const confirmation = confirmationMail(order, orderNumber);
  const notice = staffNotice(order, orderNumber);
  const mails = outboxInStatement ? [...confirmation, ...staffNoticeMails(notice, order.shopEmail)] : [];
  const memberLine = placedLine(order, orderNumber);
  const values: OrderWriteValues = {
    userId,
    orderNumber,
    ...amounts,
    ...(Object.fromEntries(TYPED_FIELDS.map((field) => [field, input[field]])) as Pick<CheckoutInput, (typeof TYPED_FIELDS)[number]>),
    itemProducts: items.map((line) => line.productId),
    itemNames: items.map((line) => line.productName),
    itemColorNames: items.map((line) => line.colorName),
    itemColors: items.map((line) => line.colorId),
    itemPrices: items.map((line) => line.unitPrice),
    itemQuantities: items.map((line) => line.quantity),
    itemImages: items.map((line) => line.imageUrl),
    usedPromotions: promotions.map((used) => used.promotionId),
    usedTitles: promotions.map((used) => used.title),
    usedCodes: promotions.map((used) => used.code),
    usedDiscounts: promotions.map((used) => used.discount),
    usedShippingDiscounts: promotions.map((used) => used.shippingDiscount),
    usedGiftNames: promotions.map((used) => used.gift?.name ?? null),
    usedGiftQuantities: promotions.map((used) => used.gift?.quantity ?? null),
    orderedLines: orderedLines(lines),
    redeemPoints: String(input.redeemPoints),
    stockProducts: wanted.map(({ productId }) => productId),
    stockColors: wanted.map(({ colorId }) => colorId),
    stockQuantities: wanted.map(({ quantity }) => quantity),
    cappedPromotions: [...order.cappedPromotionIds],
  };
  const rows = await statements.execute<{
    placed_order: (Omit<OrderRow, "createdAt"> & { createdAt: string }) | null;
    mail_ids: string[] | null;
    holds: UnpaidHolds;
    standing_orders: number;
    member_uses: Record<string, number>;
  }>(
    "order_write",
    orderWriteStatement(outboxInStatement ? "outbox-in" : "outbox-apart", {
      ...prefixed("order", values),
      ...prefixed("mails", mailColumns(mails)),
      ...prefixed("staff_line", staffLineValues(notice)),
      ...prefixed("member_line", memberLineValues(memberLine)),
      ...prefixed("holds", unpaidHoldsValues(lines, now)),
    }),
  );
  const row = rows[0]!;
  return {
    order: row.placed_order ? { ...row.placed_order, createdAt: new Date(row.placed_order.createdAt) } : null,
    holds: row.holds,
    /** The member as the rules see them after the lock: orders that stand and uses of each promotion, this order not counted. */
    shopper: { standingOrders: row.standing_orders, usesByPromotion: row.member_uses },
    confirmation,
    notice,
    memberLine,
    logMails: () => (row.mail_ids ?? []).forEach((id, index) => logQueuedMail(id, mails[index]!)),
  };
}

/** What the shopper typed that the order row keeps as it was sent. */
const TYPED_FIELDS = ["paymentMethod", "firstName", "lastName", "email", "phone", "address", "city", "postalCode", "idempotencyKey"] as const;

type OrderWriteValues = OrderAmounts &
  Pick<CheckoutInput, (typeof TYPED_FIELDS)[number]> & {
    userId: string;
    orderNumber: string;
    itemProducts: string[];
    itemNames: string[];
    itemColorNames: string[];
    itemColors: (string | null)[];
    itemPrices: number[];
    itemQuantities: number[];
    itemImages: (string | null)[];
    usedPromotions: string[];
    usedTitles: string[];
    usedCodes: (string | null)[];
    usedDiscounts: number[];
    usedShippingDiscounts: number[];
    usedGiftNames: (string | null)[];
    usedGiftQuantities: (number | null)[];
    orderedLines: string;
    redeemPoints: string;
    stockProducts: string[];
    stockColors: (string | null)[];
    stockQuantities: number[];
    cappedPromotions: string[];
  };

/**
 * The order's writing statement's text, built once for each shape (decision 122): with the
 * outbox rows riding in it, or with them queued apart. Every value is a placeholder.
 */
const orderWriteStatement = shapedStatement("order_write", (shape: "outbox-in" | "outbox-apart") => {
  const v = placeholders<OrderWriteValues>("order");
  const placed = sql`exists (select 1 from new_order)`;
  const outboxIf = shape === "outbox-in" ? placed : sql`false`;
  return sql`
    with new_order as (
      insert into ${orders} (user_id, order_number, payment_method, subtotal, shipping_fee, discount, total_amount, shipping_first_name, shipping_last_name,
        shipping_email, shipping_phone, shipping_address, shipping_city, shipping_postal_code, idempotency_key)
      values (${v.userId}, ${v.orderNumber}, ${v.paymentMethod}, ${v.subtotal}, ${v.shippingFee}, ${v.discount}, ${v.total},
        ${v.firstName}, ${v.lastName}, ${v.email}, ${v.phone}, ${v.address}, ${v.city}, ${v.postalCode}, ${v.idempotencyKey})
      on conflict do nothing
      returning id, order_number, total_amount, created_at
    ),
    items as (
      insert into ${orderItems} (order_id, product_id, product_name, color_name, color_id, unit_price, quantity, image_url)
      select new_order.id, line.* from new_order,
        unnest(${sql.param(v.itemProducts)}::uuid[], ${sql.param(v.itemNames)}::text[], ${sql.param(v.itemColorNames)}::text[], ${sql.param(v.itemColors)}::uuid[],
          ${sql.param(v.itemPrices)}::integer[], ${sql.param(v.itemQuantities)}::integer[], ${sql.param(v.itemImages)}::text[]) as line
      returning 1
    ),
    promotion_uses as (
      insert into ${orderPromotions} (order_id, user_id, promotion_id, title, code, discount, shipping_discount, gift_name, gift_quantity)
      select new_order.id, ${v.userId}, used.* from new_order,
        unnest(${sql.param(v.usedPromotions)}::uuid[], ${sql.param(v.usedTitles)}::text[], ${sql.param(v.usedCodes)}::text[], ${sql.param(v.usedDiscounts)}::integer[],
          ${sql.param(v.usedShippingDiscounts)}::integer[], ${sql.param(v.usedGiftNames)}::text[], ${sql.param(v.usedGiftQuantities)}::integer[]) as used
      returning 1
    ),
    ${queueMailsCtes("mails", placeholders<MailColumns>("mails"), placed)},
    ${queueStaffLineCtes("staff_line", placeholders<StaffLineValues>("staff_line"), outboxIf)},
    ${queueMemberLineCtes("member_line", v.userId, placeholders<MemberLineValues>("member_line"), outboxIf)},
    -- The member's kept cart drops what the order took (decision 109), with the order or not at all.
    ${dropOrderedLinesCte("kept_cart", v.userId, v.orderedLines, placed)}
    select
      (select json_build_object('id', id, 'orderNumber', order_number, 'totalAmount', total_amount, 'createdAt', created_at) from new_order) as placed_order,
      (select count(*) from items) as items,
      (select count(*) from promotion_uses) as promotion_uses,
      -- Read after the member's row was locked (this statement's snapshot): what the first-order and per-member rules are judged on.
      ${standingOrdersSql(v.userId)} as standing_orders,
      ${promotionUsesSql(v.userId)} as member_uses,
      (select array_agg(id) from mails) as mail_ids,
      (select count(*) from staff_line) as staff_line,
      (select count(*) from member_line) as member_line,
      (select row_to_json(holds) from (${unpaidHoldsQuery(v.userId, placeholders<UnpaidHoldsValues>("holds"))}) holds) as holds,
      -- What the last statement takes, carried to it as this statement's parameters (decision 097).
      ${carryToCommit("order_id", sql`(select id from new_order)::text`)} as carried_order,
      ${carryToCommit("order_number", sql`(select order_number from new_order)`)} as carried_number,
      ${carryToCommit("order_user", sql`${v.userId}::text`)} as carried_user,
      ${carryToCommit("order_points", sql`${v.redeemPoints}::integer::text`)} as carried_points,
      ${carryToCommit("order_products", sql`${sql.param(v.stockProducts)}::uuid[]::text`)} as carried_products,
      ${carryToCommit("order_colors", sql`${sql.param(v.stockColors)}::uuid[]::text`)} as carried_colors,
      ${carryToCommit("order_quantities", sql`${sql.param(v.stockQuantities)}::integer[]::text`)} as carried_quantities,
      ${carryToCommit("order_capped", sql`${sql.param(v.cappedPromotions)}::uuid[]::text`)} as carried_capped`;
});

/** What the order's last statement answers: committed, or the stock rows short (by `stockKey`), or points no longer enough (nothing committed). */
export type StockTaken =
  | { ok: true }
  | { ok: false; short: "stock"; stockKeys: readonly string[] }
  | { ok: false; short: "points" }
  | { ok: false; short: "promotion"; promotionIds: readonly string[] };

const STOCK_SHORT = "shop_stock_short";
const POINTS_SHORT = "shop_points_short";
const PROMOTION_USED_UP = "shop_promotion_used_up";

/** What the order's last statement has to do besides taking the stock: its text leaves out the rest (decision 122). */
export type TakeStockShape = {
  /** More than one stock row: they are locked in id order first. */
  stockRows: number;
  /** Capped promotions to count. */
  capped: boolean;
  /** Gift lines whose shade is chosen as the stock is taken. */
  gifts: boolean;
  /** Points redeemed. */
  points: boolean;
};

/**
 * The last statement's text, built once per shape (decision 122); it holds no value. A part the
 * order does not need is left out, not run on nothing: an update of no rows still fires its table's
 * statement triggers (a NOTIFY to every shop instance for promotions, the sales-days sums for order lines).
 */
const takeStockStatement = shapedStatement("take_stock", (shape: string) => {
  const has = (part: string) => shape.split("+").includes(part);
  const lockedInOrder = has("several")
    ? sql`stock_locked as materialized (
        select ${stocks.id} as id from ${stocks}
        where ${stocks.id} in (select id from stock_rows)
        order by ${stocks.id}
        for no key update
      )`
    : sql`stock_locked as (select id from stock_rows)`;
  return sql`
      with wanted (product_id, color_id, quantity) as (
        select * from unnest(${carriedValue("order_products")}::uuid[], ${carriedValue("order_colors")}::uuid[], ${carriedValue("order_quantities")}::integer[])
      ),
      the_order as materialized (
        select ${carriedValue("order_id")}::uuid as order_id, ${carriedValue("order_number")} as order_number, ${carriedValue("order_user")}::uuid as user_id,
          ${carriedValue("order_points")}::integer as points, cardinality(${carriedValue("order_products")}::uuid[]) as products
      ),
      -- The row each want takes from (decision 114): its shade's, or the product's when it has no
      -- shades; a gift (no shade named) of a product with shades takes the shade with most stock.
      stock_rows as materialized (
        select distinct on (wanted.product_id, wanted.color_id) ${stocks.id} as id, wanted.color_id as wanted_color, wanted.quantity
        from wanted join ${stocks} on ${stocks.productId} = wanted.product_id and (${stocks.colorId} = wanted.color_id or wanted.color_id is null)
        order by wanted.product_id, wanted.color_id, (${stocks.colorId} is not distinct from wanted.color_id) desc, ${stocks.quantity} desc
      ),
      ${lockedInOrder},
      taken as (
        update ${stocks} set quantity = ${stocks.quantity} - stock_rows.quantity, updated_at = now()
        from stock_rows
        where ${stocks.id} = stock_rows.id and ${stocks.id} in (select id from stock_locked) and ${stocks.quantity} >= stock_rows.quantity
        returning ${stocks.productId} as product_id, ${stocks.colorId} as color_id, stock_rows.wanted_color, ${stocks.quantity} as quantity_after, stock_rows.quantity as change
      ),
      ${
        has("capped")
          ? sql`capped (promotion_id) as (select unnest(${carriedValue("order_capped")}::uuid[])),
      -- A capped promotion's use, taken like the stock: raised only while under its cap, judged on the committed count.
      promotion_taken as (
        update ${promotionTable} set used = ${promotionTable.used} + 1
        from capped
        where ${promotionTable.id} = capped.promotion_id and ${promotionTable.used} < ${promotionTable.usageCap}
        returning ${promotionTable.id} as promotion_id
      ),`
          : sql``
      }
      ${
        has("gifts")
          ? sql`-- A gift's line learns the shade it was given, so a cancellation puts that shade back.
      gift_shades as (
        update ${orderItems} set color_id = taken.color_id
        from taken, the_order
        where ${orderItems.orderId} = the_order.order_id and ${orderItems.productId} = taken.product_id and ${orderItems.colorId} is null
          and taken.wanted_color is null and taken.color_id is not null
      ),`
          : sql``
      }
      ${
        has("points")
          ? sql`points as (
        update ${profiles} set loyalty_points = ${profiles.loyaltyPoints} - the_order.points, updated_at = now()
        from the_order
        where the_order.points > 0 and ${profiles.userId} = the_order.user_id and ${profiles.loyaltyPoints} >= the_order.points
          and (select count(*) from taken) = the_order.products
        returning 1
      ),
      ledger as (
        insert into ${loyaltyLedger} (user_id, order_id, points, reason, note)
        select the_order.user_id, the_order.order_id, -the_order.points, 'redemption', the_order.order_number from the_order, points
      ),`
          : sql``
      }
      movements as (
        insert into ${stockMovements} (product_id, color_id, kind, change, quantity_after, order_id)
        select taken.product_id, taken.color_id, 'sale', -taken.change, taken.quantity_after, (select order_id from the_order) from taken
      )
      select case
        when (select count(*) from taken) < (select products from the_order) then shop_refuse('${sql.raw(STOCK_SHORT)}',
          (select string_agg(wanted.product_id::text || ':' || coalesce(wanted.color_id::text, ''), ',') from wanted
            where not exists (select 1 from taken where taken.product_id = wanted.product_id and taken.wanted_color is not distinct from wanted.color_id)))
        ${
          has("capped")
            ? sql`when (select count(*) from promotion_taken) < (select count(*) from capped) then shop_refuse('${sql.raw(PROMOTION_USED_UP)}',
          (select string_agg(capped.promotion_id::text, ',') from capped where capped.promotion_id not in (select promotion_id from promotion_taken)))`
            : sql``
        }
        ${has("points") ? sql`when (select points from the_order) > 0 and not exists (select 1 from points) then shop_refuse('${sql.raw(POINTS_SHORT)}', '')` : sql``}
        else true
      end as done`;
});

/**
 * The order's last statement, which also commits it (decision 092): the stock of each shade
 * (decision 114) taken with `quantity = quantity - n where quantity >= n` after locking the rows in id
 * order (two orders for the same products cannot deadlock, and the condition is judged on the
 * committed value), the sale's stock movements (decision 032), then the redeemed points
 * (conditional like the stock, after it, as cancelOrder takes them) and their ledger row. A
 * shade short of stock or points no longer enough stop the statement (`shop_refuse`), so
 * nothing is committed. A hot product's row is thus locked only while PostgreSQL runs this
 * statement and its commit, never across a round trip. Its text holds no value: what it takes
 * comes from the order's writing statement (`carryToCommit`, decision 097), so it is prepared
 * once per connection, one text for an order of one product and one for several.
 */
export async function takeStockAndCommit(statements: StatementTransaction, shape: TakeStockShape): Promise<StockTaken> {
  const parts = [shape.stockRows > 1 ? "several" : "one", shape.capped && "capped", shape.gifts && "gifts", shape.points && "points"];
  const refusal = await statements.commitWith("take_stock", takeStockStatement(parts.filter(Boolean).join("+"), {}));
  if (!refusal) return { ok: true };
  if (refusal.refusal === STOCK_SHORT) return { ok: false, short: "stock", stockKeys: refusal.detail.split(",") };
  if (refusal.refusal === POINTS_SHORT) return { ok: false, short: "points" };
  if (refusal.refusal === PROMOTION_USED_UP) return { ok: false, short: "promotion", promotionIds: refusal.detail.split(",") };
  throw new Error(`The order's last statement refused with an unknown refusal: ${refusal.refusal}`);
}

/** The order's mails queued as before decision 083, each in a savepoint: one that cannot be queued is logged, the order stands. */
export async function queueOutboxApart(
  tx: ShopQueries,
  confirmation: readonly OutgoingMail[],
  notice: StaffNotice,
  member?: { userId: string; line: LineMemberMessage },
) {
  for (const mail of confirmation) {
    try {
      await withinSavepoint(tx, (savepoint) => queueMail(savepoint, mail));
    } catch (error) {
      logger.error("Order placed without its confirmation mail", { orderNumber: notice.orderNumber, ...errorFields(error) });
    }
  }
  await queueStaffNotice(tx, notice);
  if (member) await tellMember(tx, member.userId, { about: "order placed", orderNumber: notice.orderNumber, line: member.line });
}

/** The member's "ได้รับคำสั่งซื้อแล้ว" on LINE with its payment link and deadline (decision 111), queued beside the confirmation mail. */
function placedLine(order: OrderToWrite, orderNumber: string): LineMemberMessage {
  return orderPlacedLine(
    { orderNumber, totalAmount: order.amounts.total, paymentMethod: order.input.paymentMethod, placedAt: order.now },
    settings().ORDER_PAYMENT_HOURS,
  );
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
 * The Thai order confirmation to the member's account address, queued by the order's statement:
 * its text now, its HTML rendered when it is sent (decision 122). A mail that cannot be put
 * together is logged and left out, never the order. Its payment clock shows from `now`, the moment
 * the shopper submitted, a few milliseconds before the order row's own time: never later than the real deadline.
 */
function confirmationMail(order: OrderToWrite, orderNumber: string): OutgoingMail[] {
  const { input, amounts } = order;
  try {
    return [
      orderConfirmationMailLater(
        {
          orderNumber,
          paymentMethod: input.paymentMethod,
          placedAt: order.now,
          subtotal: amounts.subtotal,
          shippingFee: amounts.shippingFee,
          discount: amounts.discount,
          totalAmount: amounts.total,
          shipTo: { ...input, email: order.accountEmail },
          items: [...order.lines, ...order.gifts],
          promotions: order.promotions,
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
