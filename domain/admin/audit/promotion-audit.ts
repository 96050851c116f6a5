// Flash sales and special offers: how the audit log (/admin/audit) says each kind, in Thai (decision 075).

import { adminAuditTexts as t } from "../admin-audit-texts";
import { simple, switchOf, type Sentence } from "./audit-phrases";

export const promotionAuditSentences = {
  "flash-sale.create": simple(t.added, t.things.flashSale),
  "flash-sale.update": simple(t.edited, t.things.flashSale),
  "flash-sale.delete": simple(t.deleted, t.things.flashSale),
  "flash-sale.switch": switchOf(t.things.flashSale),
  "special-offer.create": simple(t.added, t.things.specialOffer),
  "special-offer.update": simple(t.edited, t.things.specialOffer),
  "special-offer.delete": simple(t.deleted, t.things.specialOffer),
  "special-offer.switch": switchOf(t.things.specialOffer),
} as const satisfies Readonly<Record<string, Sentence>>;
