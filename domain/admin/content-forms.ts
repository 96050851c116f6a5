import { z } from "zod";
import { emailText, optionalText } from "../shared/text-schema";
import { adminContactTexts } from "./admin-contact-texts";
import { adminFaqTexts } from "./admin-faq-texts";
import { adminReviewTexts } from "./admin-review-texts";
import { adminSocialLinkTexts } from "./admin-social-link-texts";
import { REVIEW_RATING_DEFAULT, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from "../content/content-limits";

/**
 * The forms of the site-content text editors (spec §2 Admin: social media, reviews, contact
 * info, FAQ; §5): parsed on the server with `parseForm`, so the page without scripts and the
 * inline edits get the same checks and messages (decision 042).
 */

export const SORT_ORDER_MAX = 100_000;
export const SOCIAL_URL_MAX_LENGTH = 500;
const social = adminSocialLinkTexts;
const review = adminReviewTexts;
const contact = adminContactTexts;
const faq = adminFaqTexts;

const required = (message: string, max: number, tooLong: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A whole number 0–100000, empty meaning 0 (the tables' default). */
const sortOrder = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .optional()
    .transform((value) => value ?? "")
    .pipe(z.string().regex(/^[0-9]{0,6}$/, invalid))
    .transform((value) => (value === "" ? 0 : Number(value)))
    .refine((value) => value <= SORT_ORDER_MAX, invalid);

/** A checkbox: sent ("on") means yes, absent means no. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined);

/** A social link with no address yet: saved as '#', never shown on the storefront (issue 40). */
export const NO_SOCIAL_ADDRESS = "#";

/**
 * A social link's address: '#' (no address yet; the storefront leaves the platform out) or an
 * absolute http(s) address with a host and no user name or password in it. Nothing else — no
 * `javascript:`, `data:` or relative address — reaches the footer's href.
 */
export function isSocialLinkUrl(value: string): boolean {
  if (value === NO_SOCIAL_ADDRESS) return true;
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.hostname !== "" && url.username === "" && url.password === "";
}

export const socialLinkUrlSchema = z.object({
  url: z
    .string({ error: social.urlRequired })
    .trim()
    .min(1, social.urlRequired)
    .max(SOCIAL_URL_MAX_LENGTH, social.urlTooLong)
    .refine(isSocialLinkUrl, social.urlInvalid),
});
export type SocialLinkUrl = z.output<typeof socialLinkUrlSchema>;

const REVIEWER_MAX = 100;
const REVIEW_TEXT_MAX = 2000;
const PRODUCT_NAME_MAX = 100;

/** One schema per review field, so the table's inline edits check a single field the same way (spec §5). */
export const reviewFields = {
  reviewerName: required(review.reviewerRequired, REVIEWER_MAX, review.tooLong(REVIEWER_MAX)),
  text: required(review.textRequired, REVIEW_TEXT_MAX, review.tooLong(REVIEW_TEXT_MAX)),
  // Rating 1 to 5, default 5 (spec §5): an empty field is the default.
  rating: z
    .string({ error: review.ratingInvalid })
    .trim()
    .optional()
    .transform((value) => (value ? value : String(REVIEW_RATING_DEFAULT)))
    .pipe(z.string().regex(/^[0-9]$/, review.ratingInvalid))
    .transform(Number)
    .refine((value) => value >= REVIEW_RATING_MIN && value <= REVIEW_RATING_MAX, review.ratingInvalid),
  // Empty: the storefront shows its generic lipstick label.
  productName: optionalText(PRODUCT_NAME_MAX, review.tooLong(PRODUCT_NAME_MAX)),
  sortOrder: sortOrder(review.sortOrderInvalid),
} as const;
export type ReviewField = keyof typeof reviewFields;
export const REVIEW_INLINE_FIELDS = Object.keys(reviewFields) as ReviewField[];

export const reviewSchema = z.object({ ...reviewFields, isActive: checkbox });
export type ReviewInput = z.output<typeof reviewSchema>;

/** The schema of one inline edit: the one field, under its own name (so its message lands next to it). */
export function reviewFieldSchema<F extends ReviewField>(field: F) {
  return z.object({ [field]: reviewFields[field] } as { [K in F]: (typeof reviewFields)[K] });
}

export function isReviewField(value: unknown): value is ReviewField {
  return typeof value === "string" && Object.hasOwn(reviewFields, value);
}

const CONTACT_TEXT_MAX = 200;
const ADDRESS_MAX = 500;

/** The single contact_info row (spec §7: email, phone, address, working hours). */
export const contactInfoSchema = z.object({
  email: emailText(255, { required: contact.emailRequired, tooLong: contact.tooLong(255), invalid: contact.emailInvalid }),
  phone: required(contact.phoneRequired, CONTACT_TEXT_MAX, contact.tooLong(CONTACT_TEXT_MAX)),
  address: required(contact.addressRequired, ADDRESS_MAX, contact.tooLong(ADDRESS_MAX)),
  workingHours: required(contact.workingHoursRequired, CONTACT_TEXT_MAX, contact.tooLong(CONTACT_TEXT_MAX)),
});
export type ContactInfoInput = z.output<typeof contactInfoSchema>;

const QUESTION_MAX = 300;
const ANSWER_MAX = 5000;

/** Spec §5: question and answer required; sort order; shown or not. */
export const faqSchema = z.object({
  question: required(faq.questionRequired, QUESTION_MAX, faq.tooLong(QUESTION_MAX)),
  answer: required(faq.answerRequired, ANSWER_MAX, faq.tooLong(ANSWER_MAX)),
  sortOrder: sortOrder(faq.sortOrderInvalid),
  isActive: checkbox,
});
export type FaqInput = z.output<typeof faqSchema>;

/** A review row saved whole by its save button (no scripts): every field but the switch's. */
export const reviewRowSchema = reviewSchema.omit({ isActive: true });
