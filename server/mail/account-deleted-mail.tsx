import { cartTexts } from "../../domain/cart-texts";
import { formatThaiDateTime } from "../../domain/dates";
import { mailShopName, renderMailHtml } from "./mail-document";
import { Callout, MailButton, Paragraph, ShopMail } from "./mail-layout";
import type { OutgoingMail } from "./mail-outbox";
import { mailTexts } from "./mail-texts";

/**
 * The PDPA confirmation that a member's account is gone: when, what was removed, and what the
 * accounting law makes the shop keep (orders' amounts, issued tax invoices). Queue it before the
 * account's address is anonymised, in the deletion's transaction. Nothing in this tree queues it
 * yet (decision 073): the account deletion (issue 24, "Own your data") calls it.
 */
export async function accountDeletedMail(input: { to: string; name: string; deletedAt: Date; keptOrders: number }, shopUrl: string): Promise<OutgoingMail> {
  const m = mailTexts;
  const greeting = m.orderConfirmationGreeting(input.name);
  const intro = m.accountDeletedIntro(formatThaiDateTime(input.deletedAt));
  const kept = m.accountDeletedKept(input.keptOrders);
  const html = await renderMailHtml(
    <ShopMail shopName={mailShopName()} preview={intro} heading={m.accountDeletedHeading}>
      <Paragraph lines={[greeting, intro]} />
      <Paragraph lines={[m.accountDeletedRemoved]} />
      <Callout lines={[kept]} />
      <Paragraph lines={[m.accountDeletedNotYou]} muted />
      <MailButton href={shopUrl} label={cartTexts.startShopping} />
    </ShopMail>,
  );
  return {
    to: input.to,
    subject: m.accountDeletedSubject,
    text: [[greeting, "", intro], [m.accountDeletedRemoved], [kept], [m.accountDeletedNotYou], [shopUrl]].map((lines) => lines.join("\n")).join("\n\n"),
    html,
  };
}
