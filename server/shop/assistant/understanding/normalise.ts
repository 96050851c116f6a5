import { arabicDigits } from "./numbers";

/**
 * The first stage of reading a message (decision 066): one spelling of everything, so the later
 * stages compare like with like. Lower case, NFC, Thai digits as Arabic, an elongated letter
 * once ("แดงงงง" → "แดง"), chat spellings of the same word as one ("มั้ย" → "ไหม"), and a word
 * one slip away from a word the shop knows read as that word ("velvit" → "velvet").
 */

/** Chat spellings and common misspellings, longest first when applied. */
const SPELLINGS: Record<string, string> = {
  มั้ย: "ไหม",
  มั๊ย: "ไหม",
  ไม๊: "ไหม",
  ป่าว: "ไหม",
  รึป่าว: "ไหม",
  รึเปล่า: "ไหม",
  หรือเปล่า: "ไหม",
  เท่าหร่าย: "เท่าไหร่",
  เท่าไร่: "เท่าไหร่",
  เท่าไหล่: "เท่าไหร่",
  เท่าไห่ร: "เท่าไหร่",
  ทาวไหร่: "เท่าไหร่",
  กี่ตัง: "กี่บาท",
  ลิปติก: "ลิปสติก",
  ลิปสติ๊ก: "ลิปสติก",
  ลิบ: "ลิป",
  กรอส: "กลอส",
  เวลเวด: "เวลเวท",
  เวลเว็ด: "เวลเวท",
  เวฟเวท: "เวลเวท",
  แมทท์: "แมท",
  ชมพู๋: "ชมพู",
  // Loanwords are spelt by ear: the tone mark and final consonant vary.
  นู๊ด: "นู้ด",
  นู๊ต: "นู้ด",
  นู้ต: "นู้ด",
  ทิ้นท์: "ทินท์",
  ทิ้น: "ทินท์",
  ทินต์: "ทินท์",
  สตอเบอรี่: "สตรอว์เบอร์รี่",
  สตรอเบอรี่: "สตรอว์เบอร์รี่",
  สตอเบอร์รี่: "สตรอว์เบอร์รี่",
  สตรอเบอร์รี่: "สตรอว์เบอร์รี่",
  มิ้ลค์: "มิลค์",
  มิ้ล: "มิลค์",
  เชอรี่: "เชอร์รี่",
  แชมเปญ: "แชมเปญ",
  แชมเปน: "แชมเปญ",
  คอลอล: "คอรัล",
  ชมภู: "ชมพู",
  สต้อก: "สต็อก",
  สตอก: "สต็อก",
  สต๊อค: "สต็อก",
  ออเดอ: "ออเดอร์",
  ออร์เดอ: "ออเดอร์",
  โปรโมชั้น: "โปรโมชั่น",
  แฟลตเซล: "แฟลชเซล",
  ค่าจัดส่ง: "ค่าส่ง",
  ค่าส่งของ: "ค่าส่ง",
  ส่งฟี: "ส่งฟรี",
  // "ได้ส่งฟรีไหม" asks about free shipping, not whether an order "ได้ส่ง" (was sent).
  ได้ส่งฟรี: "ได้ ส่งฟรี",
  ราคาถูกที่สุด: "ถูกที่สุด",
  ขอบคุน: "ขอบคุณ",
  คับ: "ครับ",
  ค่า: "ค่ะ",
  น้า: "นะ",
  อ่ะ: " ",
  อะ: " ",
  จ้า: " ",
};
// "ค่า" is also "fee" in "ค่าส่ง": only a word on its own (before a space or the end) is a particle.
const PARTICLE_ONLY = new Set(["ค่า", "อ่ะ", "อะ", "จ้า", "น้า", "คับ"]);
const SPELLING_KEYS = Object.keys(SPELLINGS).sort((a, b) => b.length - a.length);

export function normaliseText(message: string): string {
  let text = ` ${arabicDigits(message.normalize("NFC").toLowerCase())
    // A repeated last letter is emphasis in Thai chat ("แดงงงง"): one is enough to match. Not in a
    // word with a digit: that is a code or an order number ("ABCDDD12"), kept letter for letter.
    .replace(/[\u0E00-\u0E7Fa-z0-9]+/g, (word) => (/\d/.test(word) ? word : word.replace(/([\u0E00-\u0E7Fa-z])\1{2,}/g, "$1")))
    // "1,000" is one number: the comma goes before punctuation becomes space.
    .replace(/(\d),(?=\d{3}(?!\d))/g, "$1")
    .replace(/[^\p{L}\p{M}\p{N}<>+.-]+/gu, " ")
    .replace(/(?<!\d)\.|\.(?!\d)/g, " ")
    .trim()} `;
  for (const spelling of SPELLING_KEYS) {
    if (PARTICLE_ONLY.has(spelling)) text = text.replace(new RegExp(`${spelling}(?=\\s|$)`, "g"), ` ${SPELLINGS[spelling]} `);
    else text = text.replaceAll(spelling, SPELLINGS[spelling]!);
  }
  return ` ${text.replace(/\s+/g, " ").trim()} `;
}

/** Damerau–Levenshtein distance (optimal string alignment), given up above `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

const LATIN_WORD = /[a-z]{4,}/g;
const segmenter = new Intl.Segmenter("th", { granularity: "word" });

function boundariesOf(text: string): Set<number> {
  const boundaries = new Set<number>([text.length]);
  for (const segment of segmenter.segment(text)) boundaries.add(segment.index);
  return boundaries;
}

type VocabularyIndex = {
  latin: string[];
  latinSet: Set<string>;
  thaiByFirstLetter: Map<string, string[]>;
  maxThaiLength: number;
  knownSet: Set<string>;
};
// One index per vocabulary (the tables', or the tables' plus one catalogue version's): built once, not per message.
const indexes = new WeakMap<readonly string[], VocabularyIndex>();

function indexOf(vocabulary: readonly string[]): VocabularyIndex {
  let index = indexes.get(vocabulary);
  if (!index) {
    const latin = vocabulary.filter((word) => /^[a-z]{4,}$/.test(word));
    const thaiByFirstLetter = new Map<string, string[]>();
    const thai = vocabulary.filter((word) => /^[\u0E00-\u0E7F]{5,}$/.test(word));
    for (const word of thai) thaiByFirstLetter.set(word[0]!, [...(thaiByFirstLetter.get(word[0]!) ?? []), word]);
    index = {
      latin,
      latinSet: new Set(latin),
      thaiByFirstLetter,
      maxThaiLength: Math.max(0, ...thai.map((word) => word.length)),
      knownSet: new Set(vocabulary),
    };
    indexes.set(vocabulary, index);
  }
  return index;
}

function isCommonWords(stretch: string, commonWords: ReadonlySet<string>): boolean {
  if (commonWords.size === 0) return false;
  return [...segmenter.segment(stretch)].every((segment) => commonWords.has(segment.segment));
}

/**
 * Typos read as the word the shop knows: a Latin word of 4+ letters one edit from a known one
 * (two for 8+ letters), and a Thai stretch one edit from a known Thai word of 5+ letters. A word
 * already spelt right is left alone, so this only ever adds what an exact match would have found.
 */
export function correctTypos(text: string, vocabulary: readonly string[], commonWords: ReadonlySet<string> = new Set()): string {
  const { latin, latinSet, thaiByFirstLetter, maxThaiLength, knownSet } = indexOf(vocabulary);
  let corrected = text.replace(LATIN_WORD, (word) => {
    if (latinSet.has(word)) return word;
    const limit = word.length >= 8 ? 2 : 1;
    let best: { word: string; distance: number } | null = null;
    for (const known of latin) {
      const distance = editDistance(word, known, limit);
      if (distance <= limit && (!best || distance < best.distance)) best = { word: known, distance };
    }
    return best?.word ?? word;
  });
  // One pass over the stretches between word boundaries, left to right, never overlapping: each
  // against the known Thai words starting with its letter and within one letter of its length.
  const cuts = [...boundariesOf(corrected)].sort((a, b) => a - b);
  let rebuilt = corrected.slice(0, cuts[0] ?? 0);
  let i = 0;
  while (i < cuts.length - 1) {
    let next = i + 1;
    let replacement: string | null = null;
    for (let j = i + 1; j < cuts.length && cuts[j]! - cuts[i]! <= maxThaiLength + 1 && replacement === null; j++) {
      const stretch = corrected.slice(cuts[i], cuts[j]);
      if (stretch.length < 4 || !/^[\u0E00-\u0E7F]+$/.test(stretch) || knownSet.has(stretch)) continue;
      for (const known of thaiByFirstLetter.get(stretch[0]!) ?? []) {
        if (Math.abs(known.length - stretch.length) > 1 || corrected.includes(known)) continue;
        // Common words in a row ("ตัว|ไหน|มี") are what was meant, not a slip of "ตัวไหนดี".
        if (editDistance(stretch, known, 1) <= 1 && !isCommonWords(stretch, commonWords)) {
          replacement = known;
          next = j;
          break;
        }
      }
    }
    rebuilt += replacement ?? corrected.slice(cuts[i], cuts[next]);
    i = next;
  }
  corrected = rebuilt;
  return corrected;
}
