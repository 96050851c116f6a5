// Flash sales, special offers and the promotions of decision 101: how the audit log (/admin/audit) says each kind, in Thai (decision 075).

import { adminAuditTexts as t } from "../admin-audit-texts";
import { named, simple, switchOf, type Sentence } from "./audit-phrases";

export const promotionAuditSentences = {
  "flash-sale.create": simple(t.added, t.things.flashSale),
  "flash-sale.update": simple(t.edited, t.things.flashSale),
  "flash-sale.delete": simple(t.deleted, t.things.flashSale),
  "flash-sale.switch": switchOf(t.things.flashSale),
  "special-offer.create": simple(t.added, t.things.specialOffer),
  "special-offer.update": simple(t.edited, t.things.specialOffer),
  "special-offer.delete": simple(t.deleted, t.things.specialOffer),
  "special-offer.switch": switchOf(t.things.specialOffer),
  "promotion.create": simple(t.added, t.things.promotion),
  "promotion.update": simple(t.edited, t.things.promotion),
  "promotion.pause": (entry) => `${t.admin} ${entry.actor} ${t.pausedFor(named(entry, t.things.promotion))}`,
  "promotion.resume": (entry) => `${t.admin} ${entry.actor} ${t.resumedFor(named(entry, t.things.promotion))}`,
  // Recorded on the copy: its subject is the copy's own title ("… (สำเนา)").
  "promotion.duplicate": simple(t.copied, t.things.promotion),
  "promotion.end": simple(t.ended, t.things.promotion),
} as const satisfies Readonly<Record<string, Sentence>>;
