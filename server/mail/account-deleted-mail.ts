import { myDataTexts } from "../../domain/my-data-texts";
import { mailBodies } from "./mail-document";
import type { OutgoingMail } from "./mail-outbox";
import { mailTexts } from "./mail-texts";

/** The last mail to a member who deleted their account: what was removed and what the shop keeps (decision 074). */
export function accountDeletedMail(input: { to: string; name: string }): OutgoingMail {
  const paragraphs = mailTexts
    .accountDeletedText(input.name, myDataTexts.deleteKept)
    .split("\n\n")
    .map((block) => block.split("\n"));
  const { text, html } = mailBodies(paragraphs);
  return { to: input.to, subject: mailTexts.accountDeletedSubject, text, html };
}
