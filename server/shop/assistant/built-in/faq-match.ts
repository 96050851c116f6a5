import type { FaqView } from "../../content/faqs";
import type { Understanding } from "./understanding";

const segmenter = new Intl.Segmenter("th", { granularity: "word" });

function wordsOf(text: string): Set<string> {
  return new Set(
    [...segmenter.segment(text.toLowerCase())].filter((segment) => segment.isWordLike && segment.segment.length >= 2).map((segment) => segment.segment),
  );
}

/**
 * The FAQ whose question shares the most words with the message, if it shares enough: at least
 * two words and half of the FAQ question's own, so "ลิป" alone never picks an answer.
 */
export function matchFaq(faqs: readonly FaqView[], understanding: Understanding): FaqView | null {
  const asked = new Set(understanding.words.filter((word) => word.length >= 2));
  let best: { faq: FaqView; score: number } | null = null;
  for (const faq of faqs) {
    const questionWords = wordsOf(faq.question);
    const shared = [...questionWords].filter((word) => asked.has(word)).length;
    const score = shared / Math.max(1, questionWords.size);
    if (shared >= 2 && score >= 0.5 && (!best || score > best.score)) best = { faq, score };
  }
  return best?.faq ?? null;
}
