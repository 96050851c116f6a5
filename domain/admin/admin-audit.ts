// The audit log's sentences (/admin/audit): one pure function per action kind the back-office
// records, so every entry reads as a Thai sentence — who, what, which order or product, before →
// after — with the one label table of each value set (domain/orders/order-status.ts). Decision 075.
// Each area says its own kinds (domain/admin/audit/<area>-audit.ts); this collects them.

import { adminAuditTexts as t } from "./admin-audit-texts";
import { text, type AuditEntryView, type Values } from "./audit/audit-phrases";
import { catalogAuditSentences } from "./audit/catalog-audit";
import { contentAuditSentences } from "./audit/content-audit";
import { memberAuditSentences } from "./audit/member-audit";
import { orderAuditSentences } from "./audit/order-audit";
import { promotionAuditSentences } from "./audit/promotion-audit";
import { afterSaleAuditSentences } from "./audit/after-sale-audit";
import { chatAuditSentences } from "./audit/chat-audit";

export type { AuditEntryView } from "./audit/audit-phrases";

/** The sentence of each kind, and with it the one list of kinds: a kind is recorded only if it has a sentence. */
export const AUDIT_SENTENCES = {
  ...memberAuditSentences,
  ...catalogAuditSentences,
  ...orderAuditSentences,
  ...contentAuditSentences,
  ...promotionAuditSentences,
  ...afterSaleAuditSentences,
  ...chatAuditSentences,
};

/** Every `<entity>.<verb>` the back-office writes to the audit log: the kinds `AUDIT_SENTENCES` reads as Thai; recording any other is a type error. */
export type AuditActionKind = keyof typeof AUDIT_SENTENCES;
/** The entity part of a kind: `flash-sale` of `flash-sale.switch`. */
export type AuditEntity = AuditActionKind extends `${infer Entity}.${string}` ? Entity : never;

/** The entities with an active switch: `<entity>.switch` is one of the kinds. */
export type SwitchAuditEntity = { [Kind in AuditActionKind]: Kind extends `${infer Entity}.switch` ? Entity : never }[AuditActionKind];

export const isAuditActionKind = (value: string): value is AuditActionKind => Object.hasOwn(AUDIT_SENTENCES, value);

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
