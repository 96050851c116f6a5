import { and, eq, lt, ne, sql, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../db/database";
import type { SqlValue } from "../db/shaped-statement";
import { mailOutbox } from "../db/schema";
import { logger } from "../logger";
import type { LaterHtml } from "./mail-html-later";
import { sealMailBody } from "./sealed-mail";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** The HTML twin, rendered now, or by a registered template when the mail is sent (decision 122). */
  html?: string | LaterHtml;
  /**
   * The mail carries a secret (a password-reset link): its body is never written to the log in
   * production, is kept sealed in the outbox (decision 054) and is wiped once sent, or once the
   * secret is out of date.
   */
  sensitive?: boolean;
};

/** A mail whose HTML twin, if any, is rendered already. */
export type RenderedMail = Omit<OutgoingMail, "html"> & { html?: string };

/** PostgreSQL notification channel announcing new outbox rows to every shop instance. */
export const MAIL_QUEUED_CHANNEL = "shop_mail_queued";

/** What is left of a sensitive mail's body once it has been sent or has gone out of date. */
export const WIPED_MAIL_BODY = "[removed: this mail carried a secret link]";

let bodiesInLog = false;

/** Only a developer without SMTP_URL reads mail in the log; production never logs a body. */
export function mailBodiesBelongInLog(settings: { SMTP_URL?: string | undefined; NODE_ENV: string }) {
  return !settings.SMTP_URL && settings.NODE_ENV !== "production";
}

/**
 * Whether queued mail is written to the log in full. Only for development without SMTP_URL,
 * where the log is the developer's mailbox; otherwise the log shows outbox ids, never contents
 * (reset links, contact messages and addresses are secrets or personal data). Set at start-up.
 */
export function logMailBodies(enabled: boolean) {
  bodiesInLog = enabled;
}

/**
 * Every mail is first written to the outbox (inside the caller's transaction when given one),
 * so nothing is lost when the mail server is down; the mail delivery job sends it. Without
 * SMTP_URL the outbox is where mail can be read (and, in development, the log).
 *
 * The NOTIFY wakes the delivery job at once; PostgreSQL delivers it only when the caller's
 * transaction commits, so the job never looks for a row it cannot see yet.
 */
export async function queueMail(db: DatabaseOrTransaction, mail: OutgoingMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(outboxRow(mail)).returning({ id: mailOutbox.id });
  await db.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, ${row!.id})`);
  logQueuedMail(row!.id, mail);
  return row!.id;
}

function outboxRow(mail: OutgoingMail) {
  const sensitive = mail.sensitive ?? false;
  const atRest = (body: string) => (sensitive ? sealMailBody(body, mail.to) : body);
  const later = typeof mail.html === "object" ? mail.html : undefined;
  // A secret is sealed at rest; data for a template would not be.
  if (later && sensitive) throw new Error("A sensitive mail's HTML is rendered when it is queued, sealed with it");
  return {
    toAddress: mail.to,
    subject: mail.subject,
    textBody: atRest(mail.text),
    htmlBody: typeof mail.html === "string" ? atRest(mail.html) : null,
    htmlTemplate: later?.template ?? null,
    htmlData: later ? later.data : null,
    sensitive,
  };
}

/** What `queueMail` writes to the log for a queued mail; for mails queued by `queueMailsSql` once their statement ran. */
export function logQueuedMail(id: string, mail: OutgoingMail) {
  if (bodiesInLog) logger.info("Mail queued", { id, to: mail.to, subject: mail.subject, text: mail.text });
  else logger.info("Mail queued", { id, sensitive: mail.sensitive ?? false });
}

/** Several mails as `queueMailsCtes` writes them: a column of values each (one text for any number of mails). */
export type MailColumns = {
  to: string[];
  subject: string[];
  text: string[];
  html: (string | null)[];
  template: (string | null)[];
  data: (string | null)[];
  sensitive: boolean[];
};
export function mailColumns(mails: readonly OutgoingMail[]): MailColumns {
  const rows = mails.map(outboxRow);
  return {
    to: rows.map((row) => row.toAddress),
    subject: rows.map((row) => row.subject),
    text: rows.map((row) => row.textBody),
    html: rows.map((row) => row.htmlBody),
    template: rows.map((row) => row.htmlTemplate),
    data: rows.map((row) => (row.htmlData === null ? null : JSON.stringify(row.htmlData))),
    sensitive: rows.map((row) => row.sensitive),
  };
}

/**
 * `queueMail` for several mails as part of a bigger statement (decision 083): two CTEs, `<name>_rows`
 * writing the outbox rows when `onlyIf` holds, and `<name>` waking the delivery job for each and
 * answering their ids. Put it in the statement's `with` list; select from `<name>` so it runs.
 */
export function queueMailsCtes(name: string, columns: { [Key in keyof MailColumns]: SqlValue<MailColumns[Key]> }, onlyIf: SQL): SQL {
  return sql`${sql.identifier(`${name}_rows`)} as (
      insert into ${mailOutbox} (to_address, subject, text_body, html_body, html_template, html_data, sensitive)
      select to_address, subject, text_body, html_body, html_template, html_data::jsonb, sensitive
      from unnest(${sql.param(columns.to)}::text[], ${sql.param(columns.subject)}::text[], ${sql.param(columns.text)}::text[],
        ${sql.param(columns.html)}::text[], ${sql.param(columns.template)}::text[], ${sql.param(columns.data)}::text[], ${sql.param(columns.sensitive)}::boolean[])
        as mail (to_address, subject, text_body, html_body, html_template, html_data, sensitive)
      where ${onlyIf}
      returning id
    ),
    ${sql.identifier(name)} as (select queued.id from ${sql.identifier(`${name}_rows`)} queued, pg_notify(${MAIL_QUEUED_CHANNEL}, queued.id::text))`;
}

/** The outbox columns that wipe a sensitive mail's body. */
export const wipedMailBody = { textBody: WIPED_MAIL_BODY, htmlBody: null } as const;

/**
 * Wipes the bodies of sensitive mails older than `olderThanMs` (their links no longer work);
 * one still unsent by then is marked failed, since sending it could only disappoint.
 */
export async function wipeOutdatedSecretMail(db: DatabaseOrTransaction, olderThanMs: number) {
  const outdated = and(
    eq(mailOutbox.sensitive, true),
    ne(mailOutbox.textBody, WIPED_MAIL_BODY),
    lt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
  );
  await db
    .update(mailOutbox)
    .set({
      ...wipedMailBody,
      status: sql`case when ${mailOutbox.status} = 'pending' then 'failed' else ${mailOutbox.status} end`,
      lastError: sql`case when ${mailOutbox.status} = 'pending' then 'out of date before it could be sent' else ${mailOutbox.lastError} end`,
    })
    .where(outdated);
}
