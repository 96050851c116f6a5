import { ORDER_NUMBER_PREFIX, ORDER_NUMBER_RANDOM_LENGTH } from "../../../../domain/orders/order-number";
import type { ProductLine } from "../../../../domain/catalog/product-line";
import type { ProductRanking } from "../facts/catalogue-facts";
import { correctTypos, normaliseText } from "../understanding/normalise";
import { priceRangeIn, type PriceRange } from "../understanding/numbers";
import { openWishSearch } from "../understanding/open-wishes";
import {
  COLOURS,
  COUNT,
  FILLER,
  FINISHES,
  FOLLOW_UP,
  INTENT_SPELLINGS,
  KINDS,
  KNOWN_VOCABULARY,
  LINES,
  OPEN_WISHES,
  OWN_ORDER,
  ARRIVAL_QUESTION,
  POINTING,
  HOW_OR_WHAT,
  RANKINGS,
  SKIN_TONES,
  SOLD_OUT,
  SPEND_QUESTION,
  type Colour,
  type OpenWishId,
  type Intent,
  type SkinToneId,
} from "../understanding/vocabulary";

export type { Intent, SkinToneId } from "../understanding/vocabulary";
export { KNOWN_VOCABULARY } from "../understanding/vocabulary";

/**
 * The intents-and-slots stage (decisions 045, 066): after the normalise stage, the message is cut
 * into words with `Intl.Segmenter` (Thai has no spaces), and each concept of
 * `understanding/vocabulary.ts` is recognised by any of its spellings, found as a word or inside
 * the normalised text (the segmenter splits loanwords it does not know, "เวลเวท" → "เวล|เวท", so
 * a spelling may span several words). Numbers become a price range (`understanding/numbers.ts`).
 */
export type Understanding = {
  /** The normalised message: lower case, Thai and Latin letters and digits, single spaces. */
  text: string;
  words: string[];
  intents: Set<Intent>;
  colours: Colour[];
  colourNames: string[];
  /** Kinds of product asked for ("ทินท์"), each as the catalogue terms that name it. */
  kinds: (readonly string[])[];
  line: ProductLine | null;
  skinTone: SkinToneId | null;
  orderNumbers: string[];
  /** Words that may name a product or shade ("ลิปมะลิ", "Cherry"), for a name search. */
  nameWords: string[];
  /** What the shopper can spend, in satang (a bare price is a ceiling). */
  priceRange: PriceRange | null;
  rank: ProductRanking | null;
  longestLasting: boolean;
  /** Both lines named, for a comparison of the two. */
  lines: ProductLine[];
  /** "อันนี้", "ตัวนั้น": the products the last answer showed. */
  pointsBack: boolean;
  /** "แล้ว…ล่ะ": a follow-up that takes what it does not say from the last turn. */
  followUp: boolean;
  /** "ตัวไหนหมดบ้าง": the products out of stock. */
  soldOut: boolean;
  /** "มีกี่รุ่น": how many products match. */
  countAsked: boolean;
  /** Finishes of /lipstick-info named beyond the two lines ("ซาติน"), for a comparison of finishes. */
  finishes: ("glossy" | "velvet" | "matte" | "satin")[];
  /** Open wishes ("earth tone", "for work") and the /lipstick-info advice each was read through. */
  wishes: OpenWishId[];
  wishReasons: string[];
  /** "ถ้าซื้อ 1,000 ได้อะไร": the spend asked about, in satang. */
  spend: number | null;
  /** "สั่งไปแล้วของถึงยัง": where the member's own order is, not the shop's delivery time. */
  asksArrival: boolean;
  /** The message asks how or what ("ใช้ยังไง"), so it may go on about the last topic without "แล้ว…ล่ะ". */
  asksHowOrWhat: boolean;
};

const segmenter = new Intl.Segmenter("th", { granularity: "word" });
/** What follows a "not": "ไม่เอา gloss", "ไม่ชอบแบบฉ่ำ", "no matte". */
const NEGATED = /(?:ไม่เอา|ไม่ชอบ|ไม่ต้องการ|ไม่อยากได้|ยกเว้น|นอกจาก|ไม่ใช่|\bno\b|\bnot\b|\bexcept\b)\s*((?:แบบ|เนื้อ|ลิป|สี)?\s*\S+)/g;

// "สั่งไป" (ordered) is two right words, not a slip of "ส่งไป" (sent).
const COMMON_WORDS = new Set([...FILLER, "ตัว", "ไหน", "มี", "สี", "ดี", "อัน", "ไหม", "สั่ง", "ไป", "แล้ว", "ของ"]);

// The tables' words with one catalogue version's, joined once per version (it is the same array until the catalogue changes).
const withCatalogue = new WeakMap<readonly string[], readonly string[]>();

function normalise(message: string, catalogueWords: readonly string[]): string {
  let vocabulary = catalogueWords.length > 0 ? withCatalogue.get(catalogueWords) : KNOWN_VOCABULARY;
  if (!vocabulary) {
    vocabulary = [...new Set([...KNOWN_VOCABULARY, ...catalogueWords])];
    withCatalogue.set(catalogueWords, vocabulary);
  }
  return correctTypos(normaliseText(message), vocabulary, COMMON_WORDS);
}

function mentions(text: string, words: readonly string[], spellings: readonly string[]): boolean {
  return spellings.some((spelling) => text.includes(spelling) || words.includes(spelling.trim()));
}

const ORDER_NUMBER = new RegExp(`${ORDER_NUMBER_PREFIX}[A-Z0-9]{${ORDER_NUMBER_RANDOM_LENGTH}}`, "gi");
// "ORDER ABC123XYZ" or a bare code of the right length also name an order.
const LOOSE_ORDER_NUMBER = new RegExp(`\\b(?:order[\\s#-]*)?([A-Z0-9]{${ORDER_NUMBER_RANDOM_LENGTH}})\\b`, "gi");

/**
 * `catalogueWords`: the words of the catalogue's own product and shade names
 * (`facts/catalogue-vocabulary.ts`), so a typo of a name is read as the name.
 */
export function understand(message: string, catalogueWords: readonly string[] = []): Understanding {
  const text = normalise(message, catalogueWords);
  const words = [...segmenter.segment(text)].filter((segment) => segment.isWordLike).map((segment) => segment.segment);
  const intents = new Set<Intent>();
  for (const [intent, spellings] of Object.entries(INTENT_SPELLINGS) as [Intent, readonly string[]][]) {
    if (mentions(text, words, spellings)) intents.add(intent);
  }
  // "ส้มอิฐ" is an earth tone, not an orange: a colour word inside an open wish's spelling is the wish's.
  const wishSpellings = Object.values(OPEN_WISHES)
    .flat()
    .filter((spelling) => text.includes(spelling));
  const colourText = wishSpellings.reduce((rest, spelling) => rest.replaceAll(spelling, " "), text);
  const colourNames = Object.keys(COLOURS).filter((name) =>
    mentions(
      colourText,
      words.filter((word) => colourText.includes(word)),
      COLOURS[name]!.spellings,
    ),
  );
  const kinds = KINDS.filter((kind) => mentions(text, words, kind.spellings));
  // "เอาแบบ velvet ไม่เอา gloss": a line said after a "not" is one the shopper does not want.
  const negated = [...text.matchAll(NEGATED)].map((match) => match[1]!).join(" ");
  const lines = (Object.keys(LINES) as ProductLine[]).filter(
    (line) =>
      mentions(text, words, LINES[line]) &&
      !LINES[line].some((spelling) => negated.includes(spelling.trim()) && !text.replace(negated, " ").includes(spelling.trim())),
  );
  const skinTone = (Object.keys(SKIN_TONES) as SkinToneId[]).find((tone) => mentions(text, words, SKIN_TONES[tone])) ?? null;
  const orderNumbers = new Set<string>();
  for (const match of message.matchAll(ORDER_NUMBER)) orderNumbers.add(match[0].toUpperCase());
  if (orderNumbers.size === 0) {
    for (const match of message.matchAll(LOOSE_ORDER_NUMBER)) {
      // A bare nine-character code is an order number only if it mixes letters and digits.
      if (/[A-Z]/i.test(match[1]!) && /\d/.test(match[1]!)) orderNumbers.add(ORDER_NUMBER_PREFIX + match[1]!.toUpperCase());
    }
  }
  // "ดีค่ะ" greets only at the start; "ทำไงดีคะ" asks what is best.
  if (
    intents.has("greeting") &&
    !INTENT_SPELLINGS.greeting.some((spelling) => !/^ดี/.test(spelling) && text.includes(spelling)) &&
    !/^\s*ดี(?:ค่ะ|ครับ)/.test(text)
  )
    intents.delete("greeting");
  if (orderNumbers.size > 0) intents.add("order");
  // "ถ้าสั่งวันนี้ได้ของเมื่อไหร่" is about an order not yet placed: the delivery time answers it.
  const asksArrival = mentions(text, words, ARRIVAL_QUESTION) && mentions(text, words, OWN_ORDER) && !/ถ้า|\bif\b/.test(text);
  if (asksArrival) intents.add("order");
  const rank = (["most-shades", "cheapest", "priciest", "newest", "best-selling"] as const).find((ranking) => mentions(text, words, RANKINGS[ranking])) ?? null;
  // "ทาลิปยังไงให้ติดทน" asks how to apply, not which lasts longest.
  const longestLasting = mentions(text, words, RANKINGS["longest-lasting"]) && !/(?:ทา|วิธี).*(?:ยังไง|อย่างไร|ไง)|วิธีทา|how to apply/.test(text);
  // "ล่าสุด" of an order is its newest order, not the newest product.
  const productRank = rank === "newest" && intents.has("order") ? null : rank;
  // A price in a question about shipping or an order ("ซื้อครบ 1000 ส่งฟรีไหม") is not a budget.
  const policyOrOrder = ["shipping", "order", "loyalty", "returns", "payment"].some((intent) => intents.has(intent as Intent));
  // "ซื้อครบพัน": a spend to reach (free shipping, a gift), not a budget.
  const asksSpend = mentions(text, words, SPEND_QUESTION) && /ซื้อ|ช้อป|ครบ|ยอด|spend|buy/.test(text);
  const spentRange = asksSpend ? priceRangeIn(text) : null;
  const spend = spentRange ? (spentRange.max ?? spentRange.min) : null;
  if (spend !== null) {
    for (const intent of ["loyalty", "shipping", "promotion", "products", "price"] as const) intents.delete(intent);
  }
  const priceRange = policyOrOrder || spend !== null || text.includes("ครบ") ? null : priceRangeIn(text);
  if (productRank || priceRange || longestLasting) intents.add("products");
  if (mentions(text, words, [...SOLD_OUT, ...COUNT])) intents.add("products");
  if (productRank === "cheapest" || productRank === "priciest") intents.add("price");
  if (lines.length === 2 && !intents.has("compare") && /กับ|หรือ| or |และ/.test(text)) intents.add("compare");
  // "A กับ B อันไหนถูกกว่า": two things weighed against each other.
  if (/(?:กับ| vs | หรือ ).*กว่า/.test(text) && !/กว่านี้|กว่าอันนี้|กว่าตัวนี้/.test(text)) intents.add("compare");
  if (skinTone) intents.add("shade-advice");
  // An open wish searches what /lipstick-info advises for it, unless the message names its own colour or line.
  const wishes = (Object.keys(OPEN_WISHES) as OpenWishId[]).filter((wish) => mentions(text, words, OPEN_WISHES[wish]));
  const wishSearches = wishes.map(openWishSearch);
  if (colourNames.length === 0) {
    for (const search of wishSearches) for (const name of search.colourNames) if (!colourNames.includes(name)) colourNames.push(name);
  }
  const wishLine = wishSearches.find((search) => search.line)?.line ?? null;
  if (lines.length === 0 && wishLine) lines.push(wishLine);
  const wishColours: Colour[] = wishSearches.filter((search) => search.terms.length > 0).map((search) => ({ spellings: [], catalogueTerms: search.terms }));
  if (wishes.length > 0 && spend === null) {
    intents.add("products");
    intents.delete("greeting");
  }
  if (colourNames.length > 0 || lines.length > 0 || kinds.length > 0) intents.add("products");
  const known = new Set([
    ...Object.values(INTENT_SPELLINGS).flat(),
    ...Object.values(LINES).flat(),
    ...Object.values(COLOURS).flatMap((colour) => colour.spellings),
    ...KINDS.flatMap((kind) => kind.spellings),
    ...Object.values(RANKINGS).flat(),
    ...POINTING,
    ...SOLD_OUT,
    ...COUNT,
    ...Object.values(FINISHES).flat(),
    ...Object.values(OPEN_WISHES).flat(),
    ...SPEND_QUESTION,
    ...OWN_ORDER,
    ...ARRIVAL_QUESTION,
  ]);
  // What is left once every known spelling and filler is taken out may name a product: cut out
  // before segmenting, as the segmenter splits some of them ("เท่าไหร่" → "เท่า|ไหร่").
  let rest = text;
  for (const spelling of [...known, ...FILLER].sort((a, b) => b.length - a.length)) {
    const trimmed = spelling.trim();
    // A Latin spelling is a whole word ("a" is not the "a" in "terracotta"); Thai has no spaces to go by.
    rest = /^[a-z0-9 -]+$/.test(trimmed)
      ? rest.replace(new RegExp(`(?<![a-z0-9])${trimmed.replace(/[-]/g, "\\-")}(?![a-z0-9])`, "g"), " ")
      : rest.replaceAll(trimmed, " ");
  }
  // What is left between known words stays whole when short: the segmenter cuts loanwords it does
  // not know into pieces ("มิลค์" → "มิ|ลค์"), which would search for fragments.
  const restWords = rest
    .split(/\s+/)
    .filter((chunk) => chunk !== "")
    .flatMap((chunk) =>
      /^[\u0E00-\u0E7F]{3,12}$/.test(chunk) ? [chunk] : [...segmenter.segment(chunk)].filter((segment) => segment.isWordLike).map((segment) => segment.segment),
    );
  // Latin words and codes ("8d", "mlbb") may be short; a Thai fragment under three letters is noise.
  const nameWords = restWords.filter(
    (word) => word.length >= (/^[a-z0-9-]+$/.test(word) ? 2 : 3) && !FILLER.has(word) && !known.has(word) && !/^\d+$/.test(word),
  );
  return {
    text,
    words,
    intents,
    colours: [...colourNames.map((name) => COLOURS[name]!), ...wishColours],
    colourNames,
    // "ลิปกลอส" names the Glossy line; as a kind it would only narrow the line to names with "gloss".
    kinds: kinds.filter((kind) => !(lines.includes("glossy") && kind.catalogueTerms.includes("gloss"))).map((kind) => kind.catalogueTerms),
    line: lines.length === 1 ? lines[0]! : null,
    skinTone,
    orderNumbers: [...orderNumbers],
    nameWords,
    priceRange,
    rank: productRank,
    longestLasting,
    lines,
    pointsBack: mentions(text, words, POINTING),
    followUp: FOLLOW_UP.some((marker) => text.includes(marker)),
    soldOut: mentions(text, words, SOLD_OUT),
    countAsked: mentions(text, words, COUNT),
    finishes: (Object.keys(FINISHES) as (keyof typeof FINISHES)[]).filter((finish) => mentions(text, words, FINISHES[finish])),
    wishes,
    wishReasons: wishSearches.map((search) => search.reason).filter((reason) => reason !== ""),
    spend,
    asksArrival,
    asksHowOrWhat: mentions(text, words, HOW_OR_WHAT),
  };
}
