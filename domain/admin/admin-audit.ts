// The audit log's sentences (/admin/audit): one pure function per action kind the back-office
// records, so every entry reads as a Thai sentence — who, what, which order or product, before →
// after — with the one label table of each value set (domain/orders/order-status.ts). Decision 075.

import { adminAuditTexts as t } from "./admin-audit-texts";
import { adminMemberTexts as members } from "./admin-member-texts";
import {
  isMembershipTier,
  isOrderPaymentStatus,
  isOrderStatus,
  isPaymentStatus,
  isShippingCarrier,
  isUserRole,
  MEMBERSHIP_TIER_LABELS,
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  SHIPPING_CARRIER_LABELS,
  USER_ROLE_LABELS,
} from "../orders/order-status";

/** Every `<entity>.<verb>` the back-office writes to the audit log: the kinds `AUDIT_SENTENCES` reads as Thai; recording any other is a type error. */
export type AuditActionKind = keyof typeof AUDIT_SENTENCES;
/** The entity part of a kind: `flash-sale` of `flash-sale.switch`. */
export type AuditEntity = AuditActionKind extends `${infer Entity}.${string}` ? Entity : never;

/** The entities with an active switch: `<entity>.switch` is one of the kinds. */
export type SwitchAuditEntity = { [Kind in AuditActionKind]: Kind extends `${infer Entity}.switch` ? Entity : never }[AuditActionKind];

export const isAuditActionKind = (value: string): value is AuditActionKind => Object.hasOwn(AUDIT_SENTENCES, value);

type Values = Readonly<Record<string, unknown>>;

/** One audit row as the sentence needs it: the subject is the order number or the name, looked up by the server. */
export type AuditEntryView = {
  /** The admin's name, else e-mail. */
  actor: string;
  action: string;
  /** The order number, product or member name, … (null when nothing names it any more). */
  subject: string | null;
  before: Values | null;
  after: Values | null;
};

const text = (value: unknown): string | null => (value === null || value === undefined || value === "" ? null : String(value));
const orderStatus = (value: unknown) => (isOrderStatus(value) ? ORDER_STATUS_LABELS[value] : t.unknownValue);
const orderPaymentStatus = (value: unknown) => (isOrderPaymentStatus(value) ? ORDER_PAYMENT_STATUS_LABELS[value] : t.unknownValue);
const paymentStatus = (value: unknown) => (isPaymentStatus(value) ? PAYMENT_STATUS_LABELS[value] : t.unknownValue);
const tier = (value: unknown) => (isMembershipTier(value) ? MEMBERSHIP_TIER_LABELS[value] : t.unknownValue);
const role = (value: unknown) => (isUserRole(value) ? USER_ROLE_LABELS[value] : t.unknownValue);
const carrier = (value: unknown) => (isShippingCarrier(value) ? SHIPPING_CARRIER_LABELS[value] : t.unknownValue);
const switched = (after: Values | null) => (after?.isActive === true ? t.switchedOn : t.switchedOff);

type Sentence = (entry: AuditEntryView) => string;

/** `what` named: the entry's subject, or the thing's own kind when nothing names it any more. */
const named = (entry: AuditEntryView, what: string) => (entry.subject ? `${what} ${entry.subject}` : what);

const simple =
  (verb: string, what: string): Sentence =>
  (entry) =>
    `${t.admin} ${entry.actor} ${verb}${named(entry, what)}`;
const switchOf =
  (what: string): Sentence =>
  (entry) =>
    `${t.admin} ${entry.actor} ${switched(entry.after)}${named(entry, what)}`;

/** The member fields the edit dialog names, by the names the log keeps (`changedFields`). */
const MEMBER_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: members.name,
  email: members.email,
  firstName: members.firstName,
  lastName: members.lastName,
  address: members.address,
  city: members.city,
  district: members.district,
  province: members.province,
  postalCode: members.postalCode,
  phone: members.phone,
};

/** A member's rights that changed (tier, role) and which personal fields were edited, in Thai. */
function memberChanges(entry: AuditEntryView): string {
  const parts: string[] = [];
  const { before, after } = entry;
  if (before?.membershipTier !== after?.membershipTier) parts.push(t.changedFrom(members.tier, tier(before?.membershipTier), tier(after?.membershipTier)));
  if (before?.role !== after?.role) parts.push(t.changedFrom(members.role, role(before?.role), role(after?.role)));
  const fields = text(after?.changedFields)
    ?.split(",")
    .map((field) => MEMBER_FIELD_LABELS[field.trim()] ?? null)
    .filter((field): field is NonNullable<typeof field> => field !== null);
  if (fields && fields.length > 0) parts.push(t.editedFields(fields.join(" ")));
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

function orderMove(entry: AuditEntryView): string {
  const { before, after } = entry;
  let sentence = `${t.admin} ${entry.actor} ${t.changedOrderStatus} ${entry.subject ?? ""} ${t.fromTo(orderStatus(before?.status), orderStatus(after?.status))}`;
  if (after?.carrier) sentence += ` ${t.shippedWith(carrier(after.carrier), text(after.trackingNumber) ?? "—")}`;
  if (before?.paymentStatus !== after?.paymentStatus && after?.paymentStatus)
    sentence += ` ${t.paymentNow(orderPaymentStatus(before?.paymentStatus), orderPaymentStatus(after.paymentStatus))}`;
  return sentence.replace(/ {2,}/g, " ");
}

function paymentReview(verb: string): Sentence {
  return (entry) =>
    `${t.admin} ${entry.actor} ${verb} ${entry.subject ?? ""} ${t.fromTo(paymentStatus(entry.before?.status), paymentStatus(entry.after?.status))}`.replace(
      / {2,}/g,
      " ",
    );
}

/** The sentence of each kind, and with it the one list of kinds: a kind is recorded only if it has a sentence. */
export const AUDIT_SENTENCES = {
  "member.update": (entry) => `${t.admin} ${entry.actor} ${t.edited}${named(entry, t.things.member)}${memberChanges(entry)}`,
  "member.delete": simple(t.deleted, t.things.member),
  // The member's own deletion (decision 074): no admin and no name, only what was kept.
  "member.self-delete": (entry) => t.memberDeletedOwnAccount(entry.subject ?? "", Number(entry.before?.orders ?? 0)).replace(/ {2,}/g, " "),
  "product-review.hide": simple(t.switchedOff, t.things.buyerReview),
  "product-review.show": simple(t.switchedOn, t.things.buyerReview),
  "product.create": simple(t.added, t.things.product),
  "product.update": simple(t.edited, t.things.product),
  "product.delete": simple(t.deleted, t.things.product),
  "category.create": simple(t.added, t.things.category),
  "category.update": simple(t.edited, t.things.category),
  "category.delete": simple(t.deleted, t.things.category),
  "stock.update": (entry) =>
    `${t.admin} ${entry.actor} ${t.changedStock}${named(entry, "")} ${t.fromTo(text(entry.before?.quantity) ?? "—", text(entry.after?.quantity) ?? "—")}${
      text(entry.after?.reason) ? ` (${text(entry.after?.reason)})` : ""
    }`.replace(/ {2,}/g, " "),
  "order.status": orderMove,
  "order.cancel": (entry) =>
    `${t.admin} ${entry.actor} ${t.cancelledOrder} ${entry.subject ?? ""}${text(entry.after?.reason) ? ` ${t.because(text(entry.after?.reason)!)}` : ""}`.replace(
      / {2,}/g,
      " ",
    ),
  "payment.verify": paymentReview(t.verifiedPayment),
  "payment.reject": paymentReview(t.rejectedPayment),
  "payment.notes": (entry) => `${t.admin} ${entry.actor} ${t.editedPaymentNotes} ${entry.subject ?? ""}`.trim(),
  "contact-info.update": simple(t.edited, t.things.contactInfo),
  "tax-invoice-settings.update": simple(t.edited, t.things.taxInvoiceSettings),
  "faq.create": simple(t.added, t.things.faq),
  "faq.update": simple(t.edited, t.things.faq),
  "faq.delete": simple(t.deleted, t.things.faq),
  "faq.switch": switchOf(t.things.faq),
  "review.create": simple(t.added, t.things.review),
  "review.update": simple(t.edited, t.things.review),
  "review.delete": simple(t.deleted, t.things.review),
  "review.switch": switchOf(t.things.review),
  "video.create": simple(t.added, t.things.video),
  "video.delete": simple(t.deleted, t.things.video),
  "video.switch": switchOf(t.things.video),
  "social-link.update": simple(t.edited, t.things.socialLink),
  "social-link.switch": switchOf(t.things.socialLink),
  "hero-slide.create": simple(t.added, t.things.heroSlide),
  "hero-slide.update": simple(t.edited, t.things.heroSlide),
  "hero-slide.delete": simple(t.deleted, t.things.heroSlide),
  "hero-slide.switch": switchOf(t.things.heroSlide),
  "promotion-slide.create": simple(t.added, t.things.promotionSlide),
  "promotion-slide.update": simple(t.edited, t.things.promotionSlide),
  "promotion-slide.delete": simple(t.deleted, t.things.promotionSlide),
  "promotion-slide.switch": switchOf(t.things.promotionSlide),
  "flash-sale.create": simple(t.added, t.things.flashSale),
  "flash-sale.update": simple(t.edited, t.things.flashSale),
  "flash-sale.delete": simple(t.deleted, t.things.flashSale),
  "flash-sale.switch": switchOf(t.things.flashSale),
  "special-offer.create": simple(t.added, t.things.specialOffer),
  "special-offer.update": simple(t.edited, t.things.specialOffer),
  "special-offer.delete": simple(t.deleted, t.things.specialOffer),
  "special-offer.switch": switchOf(t.things.specialOffer),
  "content-block.create": simple(t.added, t.things.contentBlock),
  "content-block.update": simple(t.edited, t.things.contentBlock),
  "content-block.delete": simple(t.deleted, t.things.contentBlock),
  "image-library.upload": simple(t.uploaded, t.things.image),
  "image-library.update": simple(t.edited, t.things.image),
  "image-library.delete": simple(t.deleted, t.things.image),
  "site-config.update": simple(t.edited, t.things.siteSetting),
} as const satisfies Readonly<Record<string, Sentence>>;

export const AUDIT_ACTION_KINDS = Object.keys(AUDIT_SENTENCES) as readonly AuditActionKind[];

/** The entry as a sentence; a kind from an older build (no longer written) still says who did something. */
export function auditSentence(entry: AuditEntryView): string {
  return isAuditActionKind(entry.action)
    ? AUDIT_SENTENCES[entry.action](entry)
    : `${t.admin} ${entry.actor} ${t.otherAction}${entry.subject ? ` ${entry.subject}` : ""}`;
}

/**
 * Where an entry's subject is read from when the row it names is gone (or never had a name
 * column): the keys its before/after values carry, in order of preference.
 */
export const AUDIT_SUBJECT_KEYS = ["orderNumber", "name", "title", "question", "reviewerName", "productName", "platform", "fileName", "altText"] as const;

/** The subject named by the entry's own values (a deleted row's name, a slide's title), or null. */
export function subjectInValues(before: Values | null, after: Values | null): string | null {
  for (const key of AUDIT_SUBJECT_KEYS) {
    const value = text(after?.[key]) ?? text(before?.[key]);
    if (value) return value;
  }
  return null;
}
