/** @jsxImportSource react */
import { RESET_LINK_LIFETIME_MINUTES } from "../../../domain/auth/auth-limits";
import { shopMail } from "./mail-document";
import { MailButton, Paragraph } from "./mail-layout";
import type { RenderedMail } from "./mail-outbox";
import { mailTexts } from "./mail-texts";

/**
 * The Thai password-reset mail: the text, and its branded twin with one button. Both bodies carry
 * the link, so the mail is `sensitive`: queueMail seals both in the outbox and delivery wipes them
 * once sent (decision 054).
 */
export async function passwordResetMail(input: { to: string; name: string; link: string }): Promise<RenderedMail> {
  const m = mailTexts;
  const text = m.passwordResetText(input.name, input.link, RESET_LINK_LIFETIME_MINUTES);
  // The text's paragraphs, without the bare link line: the button carries it in the HTML.
  const paragraphs = text.split("\n\n").map((block) => block.split("\n").filter((line) => line !== input.link));
  return shopMail({
    to: input.to,
    subject: m.passwordResetSubject,
    text,
    sensitive: true,
    preview: m.passwordResetSubject,
    heading: m.passwordResetButton,
    body: (
      <>
        <Paragraph lines={paragraphs[0]!} />
        <MailButton href={input.link} label={m.passwordResetButton} />
        {paragraphs.slice(1).map((lines, index) => (
          <Paragraph key={index} lines={lines} muted />
        ))}
      </>
    ),
  });
}
