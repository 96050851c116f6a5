// Telling staff of new orders and new slips (issue 10, decision 034): a mail to the shop's
// contact address and, when configured, a LINE push — both written as outbox rows inside the
// order's or the proof's own transaction, so a notice exists exactly when its order or proof
// does, and delivered by jobs that retry; nothing here can fail or slow the shopper's write.
import type { SqlValue } from "../../platform/db/shaped-statement";
import { sql, type SQL } from "drizzle-orm";
import { withinSavepoint } from "../../platform/db/savepoint";
import { staffNoticeTexts } from "./staff-notice-texts";
import { formatBaht, type Satang } from "../../../domain/shared/money";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "../../../domain/orders/order-status";
import { loadContactInfo } from "../content/contact-info";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { lineOutbox } from "../../platform/db/schema";
import { settings, type LineMessagingSettings } from "../../platform/env";
import { absoluteUrl } from "../../platform/http/public-url";
import { errorFields, logger } from "../../platform/logger";
import { queueMail, type OutgoingMail } from "../../platform/mail/mail-outbox";
import { LINE_QUEUED_CHANNEL } from "./line-delivery";

const m = staffNoticeTexts;

export type StaffNotice = { subject: string; text: string; link: string; orderNumber: string };

export function newOrderNotice(order: { orderNumber: string; totalAmount: Satang; paymentMethod: PaymentMethod; customerName: string }): StaffNotice {
  return {
    orderNumber: order.orderNumber,
    subject: m.staffNewOrderSubject(order.orderNumber),
    text: m.staffNewOrderText(order.orderNumber, formatBaht(order.totalAmount), PAYMENT_METHOD_LABELS[order.paymentMethod], order.customerName),
    link: absoluteUrl(`/admin-orders?q=${encodeURIComponent(order.orderNumber)}`),
  };
}

export function newSlipNotice(order: { orderNumber: string; totalAmount: Satang; customerName: string }): StaffNotice {
  return {
    orderNumber: order.orderNumber,
    subject: m.staffNewSlipSubject(order.orderNumber),
    text: m.staffNewSlipText(order.orderNumber, formatBaht(order.totalAmount), order.customerName),
    link: absoluteUrl(`/admin-payments?q=${encodeURIComponent(order.orderNumber)}`),
  };
}

/**
 * Queues a staff notice in the caller's transaction, inside a savepoint: a notice that cannot
 * be queued is logged and rolled back alone, never the order or the proof. The mail goes to
 * the shop's contact address (the /admin/contact setting); the LINE row only when the LINE
 * Messaging API is configured (off otherwise: no rows pile up for a channel nobody reads).
 */
export async function queueStaffNotice(tx: DatabaseOrTransaction, notice: StaffNotice, line: LineMessagingSettings | null = settings().lineMessaging) {
  const body = staffNoticeBody(notice);
  try {
    await withinSavepoint(tx, async (savepoint) => {
      const shop = await loadContactInfo(savepoint);
      if (shop?.email) await queueMail(savepoint, { to: shop.email, subject: notice.subject, text: body });
      if (line) {
        const [row] = await savepoint.insert(lineOutbox).values({ toId: line.to, text: body }).returning({ id: lineOutbox.id });
        await savepoint.execute(sql`select pg_notify(${LINE_QUEUED_CHANNEL}, ${row!.id})`);
      }
    });
  } catch (error) {
    logger.error("Staff notice not queued", { orderNumber: notice.orderNumber, ...errorFields(error) });
  }
}

const staffNoticeBody = (notice: StaffNotice) => `${notice.text}\n${m.staffLink} ${notice.link}`;

/** The staff notice's mail to the shop's contact address (none without one), for a caller queueing it with other mails. */
export function staffNoticeMails(notice: StaffNotice, shopEmail: string | null | undefined): OutgoingMail[] {
  return shopEmail ? [{ to: shopEmail, subject: notice.subject, text: staffNoticeBody(notice) }] : [];
}

/** What `queueStaffLineCtes` writes: the notice's text, to the configured LINE recipient (null: LINE is not configured, nothing is written). */
export type StaffLineValues = { to: string | null; text: string };
export function staffLineValues(notice: StaffNotice, line: LineMessagingSettings | null = settings().lineMessaging): StaffLineValues {
  return { to: line?.to ?? null, text: staffNoticeBody(notice) };
}

/**
 * The notice's LINE row as part of a bigger statement (decision 083), like `queueMailsCtes`: CTEs
 * `<name>_rows` and `<name>`, written when `onlyIf` holds and LINE is configured (no rows otherwise).
 */
export function queueStaffLineCtes(name: string, line: { [Key in keyof StaffLineValues]: SqlValue<StaffLineValues[Key]> }, onlyIf: SQL): SQL {
  const rows = sql.identifier(`${name}_rows`);
  return sql`${rows} as (
      insert into ${lineOutbox} (to_id, text)
      select ${line.to}::text, ${line.text}::text where ${line.to}::text is not null and ${onlyIf}
      returning id
    ),
    ${sql.identifier(name)} as (select queued.id from ${rows} queued, pg_notify(${LINE_QUEUED_CHANNEL}, queued.id::text))`;
}
