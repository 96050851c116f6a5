import { mailMessages } from "../../domain/mail-messages";
import { RESET_LINK_LIFETIME_MINUTES } from "../../domain/limits";
import type { OutgoingMail } from "./mail-outbox";

/** The Thai password-reset mail: plain text first, with a simple HTML twin. */
export function passwordResetMail(input: { to: string; name: string; link: string }): OutgoingMail {
  const m = mailMessages;
  const text = m.passwordResetText(input.name, input.link, RESET_LINK_LIFETIME_MINUTES);
  const paragraphs = text
    .split("\n\n")
    .map((block) =>
      block
        .split("\n")
        .map((line) => (line === input.link ? `<a href="${escapeHtml(input.link)}">${escapeHtml(m.passwordResetButton)}</a>` : escapeHtml(line)))
        .join("<br>"),
    )
    .map((block) => `<p>${block}</p>`)
    .join("\n");
  return {
    to: input.to,
    subject: m.passwordResetSubject,
    text,
    sensitive: true,
    html: `<!doctype html><html lang="th"><body style="font-family:sans-serif;line-height:1.6">${paragraphs}</body></html>`,
  };
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
