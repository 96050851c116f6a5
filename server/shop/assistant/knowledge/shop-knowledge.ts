import { eq } from "drizzle-orm";
import { lipstickInfo } from "../../../../domain/catalog/lipstick-info";
import type { PolicyBlock, PolicyDocument } from "../../../../domain/content/policy-document";
import { privacyPolicy } from "../../../../domain/content/privacy-policy";
import { termsOfService } from "../../../../domain/content/terms-of-service";
import type { DatabaseOrTransaction } from "../../../platform/db/database";
import { products } from "../../../platform/db/schema";
import { loadContactInfo } from "../../content/contact-info";
import { listActiveFaqs } from "../../content/faqs";
import { loadSiteChrome } from "../../content/site-chrome";
import { memoUntilStorefrontChanges } from "../../content/storefront-memo";
import { bm25Index, type Bm25Index, type Scored } from "./bm25";

/** One passage of what the shop has written, with the page a shopper reads it on. */
export type Passage = { source: "faq" | "terms" | "privacy" | "lipstick-info" | "product" | "contact"; title: string; text: string; link: string };

function blockText(block: PolicyBlock): string {
  if (block.kind === "paragraph") return block.text;
  if (block.kind === "list") return block.items.join(" ");
  return block.items.map((item) => `${item.term}: ${item.text}`).join(" ");
}

/** Each block of a policy section is one passage (a section is several answers; a block is one). */
function policyPassages(document: PolicyDocument, source: "terms" | "privacy", link: string): Passage[] {
  return document.sections.flatMap((section) =>
    section.blocks.map((block) => ({ source, title: `${document.title}: ${section.title}`, text: blockText(block), link: `${link}#${section.id}` })),
  );
}

const stringsOf = (value: object): string =>
  Object.values(value)
    .filter((field): field is string => typeof field === "string")
    .join(" ");

function lipstickInfoPassages(): Passage[] {
  const info = lipstickInfo;
  const link = "/lipstick-info";
  return [
    ...info.finishes.map((finish) => ({
      source: "lipstick-info" as const,
      title: `${info.sections.finishes}: ${finish.name}`,
      text: `${finish.thaiName} ${finish.description} ความติดทน: ${finish.wear} เหมาะกับ: ${finish.bestFor}`,
      link,
    })),
    ...info.lines.map((line) => ({ source: "lipstick-info" as const, title: line.name, text: `${line.tagline} ${line.points.join(" ")}`, link })),
    ...info.skinTones.map((tone) => ({
      source: "lipstick-info" as const,
      title: `${info.sections.skinTones}: ${tone.name}`,
      text: `${stringsOf(tone)} เฉดแนะนำ: ${tone.shades.map((shade) => shade.name).join(" ")}`,
      link,
    })),
    { source: "lipstick-info", title: info.sections.skinTones, text: info.undertoneTip, link },
    ...info.usageSteps.map((step) => ({ source: "lipstick-info" as const, title: info.sections.usage, text: step, link })),
    ...info.care.map((care) => ({ source: "lipstick-info" as const, title: info.sections.care, text: care, link })),
    { source: "lipstick-info", title: info.shelfLife.title, text: `${info.shelfLife.title} ${info.shelfLife.text}`, link },
  ];
}

/** Everything the shop knows as passages: FAQ, terms, privacy policy, lipstick info, products, contact. */
export async function loadShopPassages(db: DatabaseOrTransaction): Promise<Passage[]> {
  const [faqs, chrome, contact, productRows] = await Promise.all([
    listActiveFaqs(db),
    loadSiteChrome(db),
    loadContactInfo(db),
    db
      .select({ slug: products.slug, name: products.name, nameThai: products.nameThai, descriptionThai: products.descriptionThai })
      .from(products)
      .where(eq(products.isActive, true)),
  ]);
  return [
    ...faqs.map((faq) => ({ source: "faq" as const, title: faq.question, text: faq.answer, link: "/faq" })),
    ...policyPassages(termsOfService(chrome.brandName), "terms", "/terms"),
    ...policyPassages(privacyPolicy(chrome.brandName), "privacy", "/privacy"),
    ...lipstickInfoPassages(),
    ...productRows
      .filter((row) => row.descriptionThai.trim() !== "")
      .map((row) => ({ source: "product" as const, title: `${row.nameThai} (${row.name})`, text: row.descriptionThai, link: `/products/${row.slug}` })),
    ...(contact
      ? [
          {
            source: "contact" as const,
            title: "ติดต่อร้าน",
            text: `โทร ${contact.phone} อีเมล ${contact.email} เวลาทำการ ${contact.workingHours} ที่อยู่ ${contact.address}`,
            link: "/contact",
          },
        ]
      : []),
  ];
}

// One index per version of the passages: rebuilt only when a text the shop writes has changed
// (the content module's writes change the FAQ and products; the policies change with a deploy).
let kept: { version: string; index: Bm25Index<Passage> } | undefined;

function versionOf(passages: readonly Passage[]): string {
  let hash = 0;
  for (const passage of passages) {
    const text = `${passage.title}\u0000${passage.text}\u0001`;
    for (let index = 0; index < text.length; index += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  }
  return `${passages.length}:${hash}`;
}

/** Kept until a storefront table changes, while this instance hears the changes (decision 051). */
const keptPassages = memoUntilStorefrontChanges(loadShopPassages);

export async function shopKnowledge(db: DatabaseOrTransaction): Promise<Bm25Index<Passage>> {
  const passages = await keptPassages(db);
  const version = versionOf(passages);
  if (kept?.version !== version) kept = { version, index: bm25Index(passages, (passage) => `${passage.title} ${passage.text}`) };
  return kept.index;
}

/**
 * When a passage is good enough to give as the answer, not a guess (decision 106): it covers
 * most of the question's weight, or it matches strongly (rare words, several times) and covers a
 * fair part — a polite question carries words no passage has ("ขออนุญาต", "คุ้มครอง").
 */
export const GOOD_ENOUGH = { coverage: 0.45, strongScore: 8, strongCoverage: 0.28 } as const;

export function goodEnough(found: Scored<Passage>): boolean {
  return found.coverage >= GOOD_ENOUGH.coverage || (found.score >= GOOD_ENOUGH.strongScore && found.coverage >= GOOD_ENOUGH.strongCoverage);
}

/** The best passage for a question if it answers enough of it, else null ("ไม่แน่ใจ"). */
export async function bestPassage(db: DatabaseOrTransaction, question: string): Promise<Scored<Passage> | null> {
  const [best] = (await shopKnowledge(db)).search(question, 1);
  return best && goodEnough(best) ? best : null;
}
