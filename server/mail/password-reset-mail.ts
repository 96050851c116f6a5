import { mailTexts } from "./mail-texts";
import { RESET_LINK_LIFETIME_MINUTES } from "../../domain/limits";
import { mailBodies } from "./mail-document";
import type { OutgoingMail } from "./mail-outbox";

/** The Thai password-reset mail: plain text first, with a simple HTML twin. */
export function passwordResetMail(input: { to: string; name: string; link: string }): OutgoingMail {
  const m = mailTexts;
  const paragraphs = m
    .passwordResetText(input.name, input.link, RESET_LINK_LIFETIME_MINUTES)
    .split("\n\n")
    .map((block) => block.split("\n"));
  const { text, html } = mailBodies(paragraphs, { url: input.link, label: m.passwordResetButton });
  return {
    to: input.to,
    subject: m.passwordResetSubject,
    text,
    sensitive: true,
    html,
  };
}
