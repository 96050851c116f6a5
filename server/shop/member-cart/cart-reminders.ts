// One reminder 24 hours after a member last changed a cart they did not order (decision 109):
// never after an order placed since that change, never to a member who said no to it.
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { DatabaseOrDrizzleTransaction, DatabaseOrTransaction } from "../../platform/db/database";
import { memberCarts, orders, users } from "../../platform/db/schema";
import { absoluteUrl } from "../../platform/http/public-url";
import { consentGivenSql } from "../members/member-consents";
import { shopFlexMessage } from "../member-messages/flex-message";
import { tellMember } from "../member-messages/tell-member";
import { cartReminderMail } from "./cart-reminder-mail";
import { cartReminderTexts as t } from "./cart-reminder-texts";

export const CART_REMINDER_AFTER_MS = 24 * 60 * 60_000;

/** A member whose cart waited long enough, and what the reminder may say. */
export type LeftCart = { userId: string; itemCount: number; consented: boolean };

/**
 * Who is told of a left cart, and how: when they have not said no, by mail and, when they
 * consented to LINE messages, on LINE beside it (decisions 109, 111), both through `tellMember`
 * in the caller's transaction. Returns how many reminders were queued (one per member).
 */
export async function tellOfLeftCart(tx: DatabaseOrTransaction, cart: LeftCart): Promise<number> {
  if (!cart.consented) return 0;
  const links = { cart: absoluteUrl("/cart"), optOut: absoluteUrl("/profile?tab=data") };
  await tellMember(tx, cart.userId, {
    about: "cart reminder",
    mail: (to) => cartReminderMail(to, cart.itemCount, links),
    line: cartReminderLine(cart.itemCount, links),
  });
  return 1;
}

function cartReminderLine(itemCount: number, links: { cart: string; optOut: string }) {
  return shopFlexMessage(
    {
      title: t.subject,
      text: t.text(itemCount),
      buttons: [{ label: t.button, url: links.cart }],
      footnote: { label: t.lineOptOut, url: links.optOut },
    },
    t.subject,
  );
}

/**
 * Every cart left `CART_REMINDER_AFTER_MS` since its last change and not yet handled: told (or
 * not, by `tellOfLeftCart`'s rule) and marked reminded in one transaction, claimed with SKIP
 * LOCKED so two instances never send twice. A cart ordered since, or of a deleted or banned
 * member, is marked too, without a message. Returns how many messages were queued.
 */
export async function remindLeftCarts(db: DatabaseOrDrizzleTransaction, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        userId: memberCarts.userId,
        itemCount: sql<number>`(select coalesce(sum((line->>'quantity')::int), 0) from jsonb_array_elements(${memberCarts.lines}) as line)`.mapWith(Number),
        consented: consentGivenSql(memberCarts.userId, "cart-reminder"),
        ordered: sql<boolean>`exists (select 1 from ${orders} where ${orders.userId} = ${memberCarts.userId} and ${orders.createdAt} >= ${memberCarts.changedAt})`,
        gone: sql<boolean>`${users.deletedAt} is not null or coalesce(${users.banned}, false)`,
      })
      .from(memberCarts)
      .innerJoin(users, eq(users.id, memberCarts.userId))
      .where(
        and(
          isNull(memberCarts.remindedAt),
          sql`${memberCarts.lines} <> '[]'::jsonb`,
          lte(memberCarts.changedAt, new Date(now.getTime() - CART_REMINDER_AFTER_MS)),
        ),
      )
      .orderBy(memberCarts.changedAt)
      .limit(100)
      .for("update", { of: memberCarts, skipLocked: true });
    let queued = 0;
    for (const cart of due) {
      if (!cart.ordered && !cart.gone && cart.itemCount > 0) queued += await tellOfLeftCart(tx, cart);
      await tx.update(memberCarts).set({ remindedAt: now }).where(eq(memberCarts.userId, cart.userId));
    }
    return queued;
  });
}
