/** @jsxImportSource react */
import { shopMail } from "../../platform/mail/mail-document";
import { MailButton, Paragraph } from "../../platform/mail/mail-layout";
import type { RenderedMail } from "../../platform/mail/mail-outbox";
import { cartReminderTexts } from "./cart-reminder-texts";

const m = cartReminderTexts;

/** To a member whose cart waited a day without an order: how many pieces, the cart, and where to stop these mails. */
export async function cartReminderMail(to: string, itemCount: number, links: { cart: string; optOut: string }): Promise<RenderedMail> {
  const lines = m.text(itemCount).split("\n");
  return shopMail({
    to,
    subject: m.subject,
    text: [...lines, m.cartLink, links.cart, m.optOut, links.optOut].join("\n"),
    preview: lines[0]!,
    heading: m.subject,
    body: (
      <>
        <Paragraph lines={lines} />
        <MailButton href={links.cart} label={m.button} />
        <Paragraph lines={[m.optOut, links.optOut]} muted />
      </>
    ),
  });
}
