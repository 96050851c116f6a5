import { z } from "zod";
import { emailSchema } from "../auth/auth-forms";
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH } from "./contact-limits";
import { contactTexts } from "./contact-texts";

const m = contactTexts;

// A File where text was expected, or nothing at all, reads as "not filled in".
const required = z.string({ error: m.requiredFields }).trim().min(1, m.requiredFields);

/** Name and subject end up in a mail subject line: one line, single spaces. */
const singleLine = (max: number, tooLong: string) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(max, tooLong));

/**
 * The contact form (spec §5: name, email, subject and message all required). Every field
 * is checked for presence first, then for format and length, so an empty form always
 * answers with the spec's "please fill in everything".
 */
export const contactMessageSchema = z.object({ name: required, email: required, subject: required, message: required }).pipe(
  z.object({
    name: singleLine(CONTACT_NAME_MAX_LENGTH, m.nameTooLong(CONTACT_NAME_MAX_LENGTH)),
    email: emailSchema(m.requiredFields),
    subject: singleLine(CONTACT_SUBJECT_MAX_LENGTH, m.subjectTooLong(CONTACT_SUBJECT_MAX_LENGTH)),
    message: z
      .string()
      .transform((value) => value.replace(/\r\n?/g, "\n").trim())
      .pipe(z.string().max(CONTACT_MESSAGE_MAX_LENGTH, m.messageTooLong(CONTACT_MESSAGE_MAX_LENGTH))),
  }),
);
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

export const CONTACT_FORM_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];
