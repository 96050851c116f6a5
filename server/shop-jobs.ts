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
import { expireUnpaidOrders } from "./shop/orders/cancel-order";
import { remindUncheckedProofs } from "./shop/payments/unchecked-proof-reminders";
import { pruneRateLimitHits } from "./platform/security/rate-limit";
import { createJobScheduler } from "./platform/jobs/job-scheduler";
import { foldSalesDayChanges, SALES_DAYS_FOLD_MS } from "./shop/admin/sales-days";

const HOUR_MS = 60 * 60_000;
/** Due retries are found by polling; new mail is announced by NOTIFY and goes at once. */
const MAIL_POLL_MS = 30_000;
const SECRET_MAIL_CHECK_MS = 5 * 60_000;
const ORDER_EXPIRY_CHECK_MS = 5 * 60_000;

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

  const line = settings.lineMessaging;
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
