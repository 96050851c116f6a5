import nodemailer from "nodemailer";

import type { InlineImage } from "./mail-brand";

/** `attachments`: pictures the HTML shows by `cid:` (the logo), sent inline with it. */
export type MailMessage = { from: string; to: string; subject: string; text: string; html?: string; attachments?: InlineImage[] };

export type MailTransport = {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/**
 * nodemailer over SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS). Short
 * timeouts: the delivery job holds the outbox row's lock while it talks to the server, and
 * a mail server that hangs should cost a retry, not minutes.
 */
export function createMailTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
