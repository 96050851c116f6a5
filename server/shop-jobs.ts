import { RESET_LINK_LIFETIME_MINUTES } from "../domain/auth/auth-limits";
import type { DatabaseConnection } from "./platform/db/database";
import { listenForNotifications } from "./platform/db/notifications";
import type { ShopSettings } from "./platform/env";
import { logger } from "./platform/logger";
import { deliverDueMail } from "./platform/mail/mail-delivery";
import { MAIL_QUEUED_CHANNEL, wipeOutdatedSecretMail } from "./platform/mail/mail-outbox";
import { createMailTransport, type MailTransport } from "./platform/mail/mail-transport";
import { deliverDueLineMessages, LINE_QUEUED_CHANNEL } from "./shop/notices/line-delivery";
import { createLinePush } from "./shop/notices/line-push";
import { remindLeftCarts } from "./shop/member-cart/cart-reminders";
import { pruneLineWebhookEvents } from "./shop/member-messages/line-webhook";
import { expireUnpaidOrders } from "./shop/orders/cancel-order";
import { remindUncheckedProofs } from "./shop/payments/unchecked-proof-reminders";
import { pruneRateLimitHits } from "./platform/security/rate-limit";
import { createJobScheduler } from "./platform/jobs/job-scheduler";
import { foldSalesDayChanges, SALES_DAYS_FOLD_MS } from "./shop/admin/sales-days";
import { mailUnseenStaffReplies } from "./shop/chat/chat-handover";
import { pruneChatActionTokens } from "./shop/chat/chat-actions";

const HOUR_MS = 60 * 60_000;
/** Due retries are found by polling; new mail is announced by NOTIFY and goes at once. */
const MAIL_POLL_MS = 30_000;
const SECRET_MAIL_CHECK_MS = 5 * 60_000;
const ORDER_EXPIRY_CHECK_MS = 5 * 60_000;
/** Half a minute: a reply waits STAFF_REPLY_MAIL_AFTER_MS unseen, then at most this long for its mail. */
const STAFF_REPLY_CHECK_MS = 30_000;
/** A reminder goes at most this late after its 24 hours. */
const CART_REMINDER_CHECK_MS = 10 * 60_000;

/** Often enough that an order expires at most a quarter of its time late; a short test setting is checked every second. */
export function orderExpiryCheckMs(maxAgeMs: number) {
  return Math.max(1_000, Math.min(ORDER_EXPIRY_CHECK_MS, Math.floor(maxAgeMs / 4)));
}

export type ShopJobs = { stop: () => Promise<void> };

/** The shop's background jobs, started by startShop() and stopped by its stop(). */
export async function startShopJobs(connection: DatabaseConnection, settings: ShopSettings): Promise<ShopJobs> {
  const { db, pool } = connection;
  const scheduler = createJobScheduler();
  scheduler.add({
    name: "prune-rate-limit-hits",
    everyMs: HOUR_MS,
    // Every limit's window is far shorter than a day.
    run: () => pruneRateLimitHits(db, 24 * HOUR_MS),
  });
  scheduler.add({
    name: "wipe-outdated-secret-mail",
    everyMs: SECRET_MAIL_CHECK_MS,
    // A reset link is dead after RESET_LINK_LIFETIME_MINUTES; so is the mail carrying it.
    run: () => wipeOutdatedSecretMail(db, RESET_LINK_LIFETIME_MINUTES * 60_000),
  });
  scheduler.add({
    name: "fold-sales-days",
    everyMs: SALES_DAYS_FOLD_MS,
    // The order writes' changes to the dashboard's per-day sums, added into the day rows (decision 088).
    run: () => foldSalesDayChanges(db),
  });
  scheduler.add({
    name: "mail-unseen-staff-replies",
    everyMs: STAFF_REPLY_CHECK_MS,
    // Staff's chat replies no open chat showed go by mail (issue 37); SKIP LOCKED, safe on several instances.
    run: () => mailUnseenStaffReplies(db, new Date()),
  });
  scheduler.add({ name: "prune-chat-action-tokens", everyMs: HOUR_MS, run: () => pruneChatActionTokens(db, new Date()) });
  scheduler.add({
    name: "prune-line-webhook-events",
    everyMs: HOUR_MS,
    // A replayed webhook event is refused by its id while it is young enough to be taken at all.
    run: () => pruneLineWebhookEvents(db),
  });
  const orderPaymentMs = settings.ORDER_PAYMENT_HOURS * HOUR_MS;
  scheduler.add({
    name: "expire-unpaid-orders",
    everyMs: orderExpiryCheckMs(orderPaymentMs),
    // Safe on several instances at once: each claims orders with SKIP LOCKED.
    run: () => expireUnpaidOrders(db, new Date(), orderPaymentMs),
  });
  scheduler.add({
    name: "remind-unchecked-proofs",
    everyMs: orderExpiryCheckMs(orderPaymentMs),
    // Staff hear of a proof to check by eye a quarter of the payment time before its order expires (decision 056).
    run: () => remindUncheckedProofs(db, new Date(), orderPaymentMs),
  });
  scheduler.add({
    name: "remind-left-carts",
    everyMs: CART_REMINDER_CHECK_MS,
    // A member's cart left a day without an order: one reminder (decision 109); SKIP LOCKED, so safe on several instances.
    run: () => remindLeftCarts(db, new Date()),
  });

  let transport: MailTransport | undefined;
  if (settings.SMTP_URL) {
    const mail = createMailTransport(settings.SMTP_URL);
    transport = mail;
    scheduler.add({
      name: "mail-delivery",
      everyMs: MAIL_POLL_MS,
      run: () => deliverDueMail(db, mail.send, { from: settings.MAIL_FROM }),
    });
  } else {
    logger.info("SMTP_URL is not set: mail stays in the mail_outbox table and the log");
  }

  // One LINE outbox for staff notices and members' messages (decision 111): one channel token.
  const line = settings.lineMessaging ?? settings.lineMembers;
  if (line) {
    const push = createLinePush(line);
    scheduler.add({ name: "line-delivery", everyMs: MAIL_POLL_MS, run: () => deliverDueLineMessages(db, push) });
  }

  scheduler.start();
  // New mail and LINE messages are announced by NOTIFY and go at once; after every (re)connect
  // the jobs run anyway, so whatever was announced while nobody listened goes too.
  const kicks = new Map<string, string>();
  if (transport) kicks.set(MAIL_QUEUED_CHANNEL, "mail-delivery");
  if (line) kicks.set(LINE_QUEUED_CHANNEL, "line-delivery");
  const listener = kicks.size
    ? listenForNotifications({
        connection: { pool },
        channels: [...kicks.keys()],
        onNotify: (channel) => scheduler.kick(kicks.get(channel)!),
        onListening: () => kicks.forEach((job) => scheduler.kick(job)),
      })
    : undefined;
  await listener?.started;

  return {
    stop: async () => {
      await listener?.close();
      await scheduler.stop();
      transport?.close();
    },
  };
}
