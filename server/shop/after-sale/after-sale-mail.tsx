/** @jsxImportSource react */
import { afterSaleTexts as t } from "../../../domain/after-sale/after-sale-texts";
import { shopMail } from "../../platform/mail/mail-document";
import { MailButton, Paragraph } from "../../platform/mail/mail-layout";
import type { RenderedMail } from "../../platform/mail/mail-outbox";

export type AfterSaleMail = {
  to: string;
  customerName: string;
  orderNumber: string;
  /** What was asked, in the member's words ("ขอคืนสินค้า / เปลี่ยนสินค้า"). */
  kindLabel: string;
  /** The step's name for the subject ("ร้านอนุมัติคำขอ"). */
  stepLabel: string;
  /** What the step means for the member, one or two lines. */
  lines: readonly string[];
  /** Staff's words to the member, when they wrote any. */
  shopNote?: string | null;
};

/** One mail for every after-sale step (decision 104): what happened, the shop's note, and the order page. */
export async function afterSaleMail(mail: AfterSaleMail, orderPageUrl: string): Promise<RenderedMail> {
  const m = t.mail;
  const intro = [m.greeting(mail.customerName), "", m.intro(mail.kindLabel, mail.orderNumber)];
  const body = [...mail.lines, ...(mail.shopNote ? [m.shopNote(mail.shopNote)] : [])];
  const sections = [intro, body, [m.link, orderPageUrl]];
  return shopMail({
    to: mail.to,
    subject: m.subject(mail.orderNumber, mail.stepLabel),
    text: sections.map((lines) => lines.join("\n")).join("\n\n"),
    preview: body[0] ?? mail.stepLabel,
    heading: m.subject(mail.orderNumber, mail.stepLabel),
    body: (
      <>
        <Paragraph lines={intro.filter((line) => line !== "")} />
        <Paragraph lines={body} />
        <MailButton href={orderPageUrl} label={m.button} />
      </>
    ),
  });
}
