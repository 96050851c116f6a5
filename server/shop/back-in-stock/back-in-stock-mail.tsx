/** @jsxImportSource react */
import { backInStockTexts as t } from "../../../domain/back-in-stock/back-in-stock-texts";
import { shopMail } from "../../platform/mail/mail-document";
import { MailButton, Paragraph } from "../../platform/mail/mail-layout";
import type { RenderedMail } from "../../platform/mail/mail-outbox";

export type BackInStockAlert = { productName: string; productUrl: string; stopUrl: string };

/** "… กลับมามีสินค้าแล้ว": the product's page, and the one-tap stop link of this alert (decision 111). */
export function backInStockMail(to: string, alert: BackInStockAlert): Promise<RenderedMail> {
  const subject = t.mailSubject(alert.productName);
  return shopMail({
    to,
    subject,
    text: [t.mailText, alert.productUrl, `${t.stopLink}: ${alert.stopUrl}`].join("\n\n"),
    preview: t.mailText,
    heading: subject,
    body: (
      <>
        <Paragraph lines={[t.mailText]} />
        <MailButton href={alert.productUrl} label={t.productButton} />
        <Paragraph muted lines={[`${t.stopLink}: ${alert.stopUrl}`]} />
      </>
    ),
  });
}
