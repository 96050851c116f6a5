/** @jsxImportSource react */
import { cartTexts } from "../../../domain/orders/cart-texts";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import { myDataTexts } from "../../../domain/members/my-data-texts";
import { shopMail } from "../../platform/mail/mail-document";
import { Callout, MailButton, Paragraph } from "../../platform/mail/mail-layout";
import type { RenderedMail } from "../../platform/mail/mail-outbox";
import { mailTexts } from "../../platform/mail/mail-texts";

/**
 * The PDPA confirmation that a member's account is gone: when, what was removed, and what the
 * accounting law makes the shop keep (orders' amounts, issued tax invoices). Queue it before the
 * account's address is anonymised, in the deletion's transaction. The member's own account
 * deletion queues it (server/shop/account/delete-account.ts, decision 074).
 */
export async function accountDeletedMail(input: { to: string; name: string; deletedAt: Date; keptOrders: number }, shopUrl: string): Promise<RenderedMail> {
  const m = mailTexts;
  const greeting = m.orderConfirmationGreeting(input.name);
  const intro = m.accountDeletedIntro(formatThaiDateTime(input.deletedAt));
  // What is kept, itemised as the member's data page says it (domain/members/my-data-texts.ts, decision 074).
  const kept = [m.accountDeletedKept(input.keptOrders), ...(input.keptOrders > 0 ? myDataTexts.deleteKept.map((line) => `- ${line}`) : [])];
  return shopMail({
    to: input.to,
    subject: m.accountDeletedSubject,
    text: [[m.accountDeletedHeading], [greeting, "", intro], [m.accountDeletedRemoved], kept, [m.accountDeletedNotYou], [shopUrl]]
      .map((lines) => lines.join("\n"))
      .join("\n\n"),
    preview: intro,
    heading: m.accountDeletedHeading,
    body: (
      <>
        <Paragraph lines={[greeting, intro]} />
        <Paragraph lines={[m.accountDeletedRemoved]} />
        <Callout lines={kept} />
        <Paragraph lines={[m.accountDeletedNotYou]} muted />
        <MailButton href={shopUrl} label={cartTexts.startShopping} />
      </>
    ),
  });
}
