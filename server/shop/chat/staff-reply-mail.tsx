/** @jsxImportSource react */
import { handoverTexts as t } from "../../../domain/chat/chat-handover-texts";
import { shopMail } from "../../platform/mail/mail-document";
import { MailButton, Paragraph } from "../../platform/mail/mail-layout";
import type { RenderedMail } from "../../platform/mail/mail-outbox";

/** Staff's replies the member's chat did not show in time (it was closed): their words, and the way back to the chat. */
export async function staffReplyMail(mail: { to: string; name: string; replies: readonly string[] }, shopUrl: string): Promise<RenderedMail> {
  const intro = t.mailIntro(mail.name);
  return shopMail({
    to: mail.to,
    subject: t.mailSubject,
    text: [intro, "", ...mail.replies, "", t.mailOpenChat, shopUrl].join("\n"),
    preview: mail.replies[0] ?? t.mailSubject,
    heading: t.mailSubject,
    body: (
      <>
        <Paragraph lines={[intro]} />
        <Paragraph lines={mail.replies} />
        <Paragraph lines={[t.mailOpenChat]} />
        <MailButton href={shopUrl} label={t.askForStaff} />
      </>
    ),
  });
}
