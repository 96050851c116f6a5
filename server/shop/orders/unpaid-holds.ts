// What one member may hold without paying (decision 056): a few unpaid orders, a few units of
// any one product, and a ceiling on orders per hour. Checked inside placeOrder's transaction
// after the member's row is locked, so a member's checkouts racing each other are judged one by
// one and none slips past a cap.
import type { SqlValue } from "../../platform/db/shaped-statement";
import { sql, type SQL } from "drizzle-orm";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { refused, type Refusal } from "../../../domain/shared/refusal";
import { orderItems, orders } from "../../platform/db/schema";
import { settings } from "../../platform/env";
import { holdsStockUnpaid } from "./payment-clock";

const m = checkoutTexts;
const HOUR_MS = 60 * 60_000;

export type CheckoutLimits = { unpaidOrders: number; unpaidUnitsPerProduct: number; ordersPerHour: number };

export function checkoutLimits(): CheckoutLimits {
  const shop = settings();
  return {
    unpaidOrders: shop.UNPAID_ORDERS_PER_MEMBER,
    unpaidUnitsPerProduct: shop.UNPAID_UNITS_PER_PRODUCT,
    ordersPerHour: shop.ORDERS_PER_MEMBER_PER_HOUR,
  };
}

export type WantedUnits = { productId: string; productName: string; quantity: number };

/** A 429 for each problem, in Thai; several (one per product held) listed as the form's errors. */
function tooMuch(problems: readonly string[]): Refusal<never> {
  return refused<never>(429, problems[0]!, undefined, problems.length > 1 ? { formErrors: problems } : {});
}

/** What the holds query answers: the member's unpaid orders, the orders of the last hour, and the units held per wanted product. */
export type UnpaidHolds = {
  unpaid: number;
  recent: number;
  oldest_recent: Date | string | null;
  units: Record<string, number> | null;
};

/**
 * The member's holds as one select (one row, UnpaidHolds): the member's unpaid orders, the orders
 * of the last hour, and the units of the wanted products they hold unpaid. Run it after the
 * member's row is locked (placeOrder: in its writing statement, decision 083), so it sees every
 * order of theirs that committed before.
 */
/** What `unpaidHoldsQuery` is asked about: orders since an hour before `now`, units of the wanted products. */
export type UnpaidHoldsValues = { since: Date; productIds: string[] };
export function unpaidHoldsValues(wanted: readonly WantedUnits[], now: Date): UnpaidHoldsValues {
  return { since: new Date(now.getTime() - HOUR_MS), productIds: [...new Set(wanted.map((line) => line.productId))] };
}

export function unpaidHoldsQuery(userId: SqlValue<string>, { since, productIds }: { [Key in keyof UnpaidHoldsValues]: SqlValue<UnpaidHoldsValues[Key]> }): SQL {
  return sql`
    with mine as (
      select ${orders.id} as id, ${orders.createdAt} as created_at, ${holdsStockUnpaid} as unpaid
      from ${orders}
      where ${orders.userId} = ${userId} and (${holdsStockUnpaid} or ${orders.createdAt} > ${since})
    )
    select
      (select count(*) from mine where unpaid)::int as unpaid,
      (select count(*) from mine where created_at > ${since})::int as recent,
      (select min(created_at) from mine where created_at > ${since}) as oldest_recent,
      (select json_object_agg(product_id, units) from (
        select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::int as units
        from mine join ${orderItems} on ${orderItems.orderId} = mine.id
        where mine.unpaid and ${orderItems.productId} = any(${sql.param(productIds)}::uuid[])
        group by 1
      ) held) as units`;
}

/** The caps of decision 056 judged on what the member holds: a 429 in Thai, or null. */
export function unpaidHoldsRefusal(found: UnpaidHolds, wanted: readonly WantedUnits[], limits: CheckoutLimits, now: Date): Refusal<never> | null {
  if (found.recent >= limits.ordersPerHour) {
    const oldest = found.oldest_recent ? new Date(found.oldest_recent).getTime() : now.getTime();
    const minutes = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 60_000));
    return tooMuch([m.tooManyOrders(minutes)]);
  }
  if (found.unpaid >= limits.unpaidOrders) return tooMuch([m.tooManyUnpaidOrders(limits.unpaidOrders)]);
  const problems: string[] = [];
  const wantedByProduct = new Map<string, WantedUnits>();
  for (const line of wanted) {
    const entry = wantedByProduct.get(line.productId);
    wantedByProduct.set(line.productId, entry ? { ...entry, quantity: entry.quantity + line.quantity } : line);
  }
  for (const line of wantedByProduct.values()) {
    const held = found.units?.[line.productId] ?? 0;
    if (held + line.quantity > limits.unpaidUnitsPerProduct) {
      problems.push(m.tooManyUnitsHeld(line.productName, limits.unpaidUnitsPerProduct, held));
    }
  }
  return problems.length > 0 ? tooMuch(problems) : null;
}
