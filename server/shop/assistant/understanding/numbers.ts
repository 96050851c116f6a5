import type { Satang } from "../../../../domain/shared/money";

/**
 * Prices as shoppers write them (issue 23): digits, Thai digits, Thai number words and a digit
 * with a Thai multiplier ("300", "๓๐๐", "สามร้อย", "3 ร้อย", "1.5k"), and the range they mean
 * ("ไม่เกินห้าร้อย", "200-400", "ต่ำกว่า 350", "งบ 500", "300 ขึ้นไป").
 */
export type PriceRange = { min: Satang | null; max: Satang | null };

const THAI_DIGITS = "๐๑๒๓๔๕๖๗๘๙";
const DIGIT_WORDS: Record<string, number> = { ศูนย์: 0, หนึ่ง: 1, เอ็ด: 1, สอง: 2, ยี่: 2, สาม: 3, สี่: 4, ห้า: 5, หก: 6, เจ็ด: 7, แปด: 8, เก้า: 9 };
const MULTIPLIERS: Record<string, number> = { สิบ: 10, ร้อย: 100, พัน: 1000, หมื่น: 10_000, แสน: 100_000 };
const WORD = [...Object.keys(DIGIT_WORDS), ...Object.keys(MULTIPLIERS)].sort((a, b) => b.length - a.length).join("|");
// A run of number words and digits ("สามร้อยห้าสิบ", "3 ร้อย", "2,500"), not glued to Latin letters ("8d" is a product's name).
const NUMBER_RUN = new RegExp(
  `(?<![a-z0-9])(?:\\d[\\d,]*(?:\\.\\d+)?\\s*k\\b|(?:\\d[\\d,]*(?:\\.\\d+)?\\s*)?(?:(?:${WORD})\\s*)+|\\d[\\d,]*(?:\\.\\d+)?)(?![a-z0-9])`,
  "g",
);

/** Thai digits as Arabic ones: "๓๐๐" → "300". */
export function arabicDigits(text: string): string {
  return text.replace(/[๐-๙]/g, (digit) => String(THAI_DIGITS.indexOf(digit)));
}

/** The value of a run of Thai number words, optionally led by digits ("3 ร้อย"); null when it is not a number. */
export function thaiNumberValue(run: string): number | null {
  const compact = run.replace(/[\s,]/g, "");
  if (/^\d+(\.\d+)?$/.test(compact)) return Number(compact);
  const thousands = /^(\d+(?:\.\d+)?)k$/.exec(compact);
  if (thousands) return Number(thousands[1]) * 1000;
  const lead = /^\d+(\.\d+)?/.exec(compact);
  let rest = lead ? compact.slice(lead[0].length) : compact;
  let total = 0;
  let digit: number | null = lead ? Number(lead[0]) : null;
  let lastMultiplier = Infinity;
  let sawMultiplier = false;
  while (rest.length > 0) {
    const word = Object.keys(DIGIT_WORDS)
      .concat(Object.keys(MULTIPLIERS))
      .sort((a, b) => b.length - a.length)
      .find((candidate) => rest.startsWith(candidate));
    if (!word) return null;
    rest = rest.slice(word.length);
    if (word in MULTIPLIERS) {
      const multiplier = MULTIPLIERS[word]!;
      total += (digit ?? 1) * multiplier;
      digit = null;
      lastMultiplier = multiplier;
      sawMultiplier = true;
    } else {
      if (digit !== null && !sawMultiplier) return null;
      digit = DIGIT_WORDS[word]!;
    }
  }
  // Number words with no multiplier ("สองสี", "สามารถ") are not a price.
  if (!sawMultiplier) return lead ? Number(lead[0]) : null;
  // "สามร้อยห้า" is three hundred and fifty, as people say prices.
  if (digit !== null) total += lastMultiplier >= 100 ? digit * (lastMultiplier / 10) : digit;
  return total;
}

export type NumberMention = { value: number; start: number; end: number };

/** Every number in a normalised message (lower case, Thai digits already Arabic), in order. */
export function numbersIn(text: string): NumberMention[] {
  const found: NumberMention[] = [];
  for (const match of text.matchAll(NUMBER_RUN)) {
    const value = thaiNumberValue(match[0]);
    if (value !== null && Number.isFinite(value)) found.push({ value, start: match.index, end: match.index + match[0].trimEnd().length });
  }
  return found;
}

const CEILING_BEFORE = ["ไม่เกิน", "ต่ำกว่า", "น้อยกว่า", "ไม่ถึง", "ถูกกว่า", "งบ", "budget", "under", "below", "less than", "max", "ภายใน", "แค่", "ราคาไม่เกิน", "<"];
const FLOOR_BEFORE = ["มากกว่า", "เกิน", "แพงกว่า", "สูงกว่า", "over", "above", "more than", "ตั้งแต่", ">"];
const CEILING_AFTER = ["ลงมา", "ลงไป", "or less", "max"];
const FLOOR_AFTER = ["ขึ้นไป", "up", "or more", "+"];
const RANGE_JOINERS = /^\s*(?:-|–|ถึง|to|กับ|และ|~)\s*$/;
/** Lipstick prices: a number outside this is a quantity, a code or a date, not a budget. */
const PLAUSIBLE_BAHT = { min: 20, max: 100_000 };

/**
 * The price range a message asks for, in satang, or null. A bare price ("ลิป 300 บาท", "งบ 500")
 * is a ceiling: shoppers name what they can spend.
 */
export function priceRangeIn(text: string): PriceRange | null {
  const prices = numbersIn(text).filter((number) => number.value >= PLAUSIBLE_BAHT.min && number.value <= PLAUSIBLE_BAHT.max);
  if (prices.length === 0) return null;
  const baht = (value: number): Satang => Math.round(value * 100);
  for (let index = 0; index + 1 < prices.length; index++) {
    const [low, high] = [prices[index]!, prices[index + 1]!];
    if (RANGE_JOINERS.test(text.slice(low.end, high.start))) {
      return { min: baht(Math.min(low.value, high.value)), max: baht(Math.max(low.value, high.value)) };
    }
  }
  const price = prices[0]!;
  const before = text.slice(Math.max(0, price.start - 14), price.start).trim();
  const after = text
    .slice(price.end, price.end + 10)
    .replace(/^\s*(บาท|baht|฿|thb)?\s*/, "")
    .trim();
  const endsWith = (words: readonly string[]) => words.some((word) => before.endsWith(word));
  const startsWith = (words: readonly string[]) => words.some((word) => after.startsWith(word));
  if (endsWith(CEILING_BEFORE.filter((word) => !["เกิน"].includes(word))) || before.endsWith("ไม่เกิน")) return { min: null, max: baht(price.value) };
  if (endsWith(FLOOR_BEFORE) || startsWith(FLOOR_AFTER)) return { min: baht(price.value), max: null };
  if (startsWith(CEILING_AFTER)) return { min: null, max: baht(price.value) };
  return { min: null, max: baht(price.value) };
}
