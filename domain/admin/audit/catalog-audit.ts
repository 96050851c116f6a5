// Products, categories, stock and buyers' reviews: how the audit log (/admin/audit) says each kind, in Thai (decision 075).

import { adminAuditTexts as t } from "../admin-audit-texts";
import { text, named, simple, type Sentence } from "./audit-phrases";

export const catalogAuditSentences = {
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
} as const satisfies Readonly<Record<string, Sentence>>;
