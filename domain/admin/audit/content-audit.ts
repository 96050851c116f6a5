// The storefront's content: contact details, FAQ, reviews, videos, social links, slides, blocks, images, site settings: how the audit log (/admin/audit) says each kind, in Thai (decision 075).

import { adminAuditTexts as t } from "../admin-audit-texts";
import { simple, switchOf, type Sentence } from "./audit-phrases";

export const contentAuditSentences = {
  "contact-info.update": simple(t.edited, t.things.contactInfo),
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
  "content-block.create": simple(t.added, t.things.contentBlock),
  "content-block.update": simple(t.edited, t.things.contentBlock),
  "content-block.delete": simple(t.deleted, t.things.contentBlock),
  "image-library.upload": simple(t.uploaded, t.things.image),
  "image-library.update": simple(t.edited, t.things.image),
  "image-library.delete": simple(t.deleted, t.things.image),
  "site-config.update": simple(t.edited, t.things.siteSetting),
} as const satisfies Readonly<Record<string, Sentence>>;
