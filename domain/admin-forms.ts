import { z } from "zod";
import { adminMessages, messages } from "./messages";
import { MEMBERSHIP_TIERS, PAYMENT_STATUSES, USER_ROLES } from "./order-status";
import { normaliseThaiMobile } from "./profile-form";

/**
 * The back-office's dialog forms (spec §2 Admin, §5). Every dialog posts a plain form that the
 * server parses with one of these (via `parseForm`), so a browser without scripts gets the
 * same checks and the same messages next to the same fields.
 */

const members = adminMessages.members;
const categories = adminMessages.categories;

const TEXT_MAX = 100;
const ADDRESS_MAX = 300;
const EMAIL_MAX = 255;

// Empty optional fields are stored as null, so "not given" has one spelling.
const optional = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : null));

/** Spec §7 admin_update_profile_secure: e-mail, names, address fields, phone, tier (and the role, §6). */
export const memberEditSchema = z.object({
  email: z
    .string({ error: members.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, members.emailRequired)
    .max(EMAIL_MAX, members.fieldTooLong)
    .pipe(z.email(members.emailInvalid)),
  firstName: optional(TEXT_MAX, members.fieldTooLong),
  lastName: optional(TEXT_MAX, members.fieldTooLong),
  address: optional(ADDRESS_MAX, members.fieldTooLong),
  city: optional(TEXT_MAX, members.fieldTooLong),
  district: optional(TEXT_MAX, members.fieldTooLong),
  province: optional(TEXT_MAX, members.fieldTooLong),
  postalCode: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^[0-9]{5}$/.test(value), members.postalCodeInvalid),
  phone: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const phone = normaliseThaiMobile(value);
      if (!phone) ctx.addIssue({ code: "custom", message: members.phoneInvalid });
      return phone;
    }),
  membershipTier: z.enum(MEMBERSHIP_TIERS, { error: members.tierInvalid }),
  role: z.enum(USER_ROLES, { error: members.roleInvalid }),
});
export type MemberEdit = z.output<typeof memberEditSchema>;

/** Spec §5: category name required. */
export const categorySchema = z.object({
  name: z.string({ error: categories.nameRequired }).trim().min(1, categories.nameRequired).max(TEXT_MAX, categories.fieldTooLong),
  description: z
    .string()
    .trim()
    .max(1000, categories.fieldTooLong)
    .optional()
    .transform((value) => value ?? ""),
});
export type CategoryInput = z.output<typeof categorySchema>;

/** The id a row action (edit, delete) names; anything else is not a row of ours. */
export const rowIdSchema = z.uuid();

/**
 * What a back-office action answers when it refuses a dialog's form: the message, the field it
 * belongs next to (none: the whole form), and what was sent, so the dialog shows it again.
 * Successes are not answered this way: they redirect back to the list with a notice (a toast).
 */
export type AdminFormReply = { intent: string; message: string; field?: string; values?: Record<string, string> };

/**
 * A payment review (verify or reject) names the status the admin saw, so a payment another
 * admin reviewed meanwhile is refused rather than changed twice (decision 034).
 */
export const paymentReviewSchema = z.object({
  expectedStatus: z.enum(PAYMENT_STATUSES, { error: messages.adminPayments.moved }),
});
export type PaymentReview = z.output<typeof paymentReviewSchema>;
