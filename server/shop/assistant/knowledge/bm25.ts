/**
 * A small BM25 index (decision 106) over the shop's passages. Thai has no spaces between words, so
 * every text is cut into words by `Intl.Segmenter("th")` (ICU's dictionary, offline), lower-cased,
 * particles and fillers dropped; Latin words stay whole. Built once per version of the content.
 */
const segmenter = new Intl.Segmenter("th", { granularity: "word" });

/** Words that carry no topic in a shopper's question or the shop's texts. */
const STOP_WORDS = new Set([
  ...["ค่ะ", "คะ", "ครับ", "คับ", "จ้า", "จ้ะ", "นะ", "น้า", "ค่า", "คร้า", "เลย", "หน่อย", "ด้วย", "อ่ะ", "อะ", "ละ", "ล่ะ", "เนี่ย", "นี่"],
  ...["ไหม", "มั้ย", "มั๊ย", "หรือ", "หรือเปล่า", "เปล่า", "ป่าว", "ไหน", "อะไร", "ยังไง", "อย่างไร", "เท่าไหร่", "เท่าไร", "กี่"],
  ...["ที่", "และ", "กับ", "ของ", "ใน", "จะ", "ได้", "ให้", "ว่า", "ก็", "มี", "เป็น", "คือ", "แล้ว", "ไป", "มา", "การ", "ความ", "ๆ"],
  ...["ขออนุญาต", "รบกวน", "เรียน", "ทางร้าน", "อย่างไร", "ไง", "ทำไง", "ดี", "บ้าง", "หรือไม่", "ได้ไหม", "แค่ไหน", "เมื่อไหร่", "ต้อง", "ควร", "มาก", "จริง"],
  ...["ฉัน", "ดิฉัน", "ผม", "เรา", "คุณ", "หนู", "เค้า", "เขา", "ร้าน", "ทาง", "อยาก", "ขอ", "สอบถาม", "ถาม", "ช่วย", "บ้าง", "นั้น", "นี้"],
  ...["the", "a", "an", "is", "are", "to", "of", "and", "or", "for", "in", "on", "do", "does", "can", "i", "you", "it", "my"],
]);

/**
 * A shopper's word for what the shop writes otherwise ("แพ้" where the shop writes "ระคายเคือง"):
 * the question is searched with both. Small and about meaning, not phrasings of one question.
 */
const SHOP_WORDS_FOR: Readonly<Record<string, readonly string[]>> = {
  แพ้: ["ระคายเคือง", "ผื่น", "ส่วนผสม"],
  allergy: ["ระคายเคือง", "ผื่น", "ส่วนผสม"],
  allergic: ["ระคายเคือง", "ผื่น", "ส่วนผสม"],
  แมส: ["แมสก์", "ติดทน"],
  แมสก์: ["ติดทน"],
  หน้ากาก: ["แมสก์", "ติดทน"],
  mask: ["แมสก์", "ติดทน"],
  เสาร์: ["วันทำการ"],
  อาทิตย์: ["วันทำการ"],
  วันหยุด: ["วันทำการ"],
  weekend: ["วันทำการ"],
  ส่วนตัว: ["ส่วนบุคคล"],
  privacy: ["ส่วนบุคคล"],
  หมดอายุ: ["เดือน", "เปิดใช้"],
  expire: ["เดือน", "เปิดใช้"],
};

/** The shop's words for a shopper's word, as the index's terms (the segmenter may cut them: "ระคาย|เคือง"). */
let standInTerms: Map<string, string[]> | undefined;
function standInsFor(term: string): string[] {
  standInTerms ??= new Map(Object.entries(SHOP_WORDS_FOR).map(([word, words]) => [word, [...new Set(words.flatMap(termsOf))]]));
  return standInTerms.get(term) ?? [];
}

/**
 * Loanwords of the trade ICU's dictionary does not know: cut out whole before segmenting, as it
 * would cut "ลิปติดแมส" into "ลิ|ปติ|ด|แมส" (one list for the index and the question, so both agree).
 */
const TRADE_WORDS = [
  ...["ลิปสติก", "ลิปบาล์ม", "ลิป", "กลอส", "แมตต์", "แมท", "เวลเวท", "ทินท์", "มูส", "ออยล์", "ชิมเมอร์", "ซาติน", "นู้ด", "พีช", "คอรัล"],
  ...["เฉด", "แมสก์", "แมส", "สครับ", "คลีนซิ่ง", "รีมูฟเวอร์", "ไลเนอร์", "อันเดอร์โทน", "ออเดอร์", "พร้อมเพย์", "สลิป", "แต้ม"],
].sort((a, b) => b.length - a.length);
const TRADE_WORD = new RegExp(`(${TRADE_WORDS.join("|")})`, "g");

export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const segment of segmenter.segment(text.normalize("NFC").toLowerCase().replace(TRADE_WORD, " $1 "))) {
    if (!segment.isWordLike) continue;
    const word = segment.segment.trim();
    if (word === "" || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    terms.push(word);
  }
  return terms;
}

export type Scored<T> = { item: T; score: number; /** The share of the question's weight the passage covers, 0–1. */ coverage: number };

const K1 = 1.2;
const B = 0.75;

export type Bm25Index<T> = { search: (query: string, limit?: number) => Scored<T>[]; size: number };

/** Indexes each item by the text `textOf` gives (a passage's title counts as its text too). */
export function bm25Index<T>(items: readonly T[], textOf: (item: T) => string): Bm25Index<T> {
  const documents = items.map((item) => {
    const counts = new Map<string, number>();
    const terms = termsOf(textOf(item));
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    return { item, counts, length: terms.length };
  });
  const documentFrequency = new Map<string, number>();
  for (const document of documents) for (const term of document.counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const averageLength = documents.reduce((sum, document) => sum + document.length, 0) / Math.max(1, documents.length);
  const idf = (term: string) => {
    const frequency = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (documents.length - frequency + 0.5) / (frequency + 0.5));
  };
  return {
    size: documents.length,
    search(query, limit = 3) {
      const queryTerms = [...new Set(termsOf(query))];
      const extra = [...new Set(queryTerms.flatMap(standInsFor))].filter((term) => !queryTerms.includes(term));
      // A word the shop never writes still weighs in the question, as a rare one: it lowers the coverage.
      const weights = queryTerms.map((term) => ({ term, weight: idf(term) }));
      const totalWeight = weights.reduce((sum, { weight }) => sum + weight, 0);
      // The shop's words for a shopper's word score, and cover the shopper's word they stand for.
      const standIns = extra.map((term) => ({ term, weight: idf(term) }));
      if (totalWeight === 0) return [];
      const scored: Scored<T>[] = [];
      for (const document of documents) {
        let score = 0;
        let covered = 0;
        for (const { term, weight } of weights) {
          const frequency = document.counts.get(term);
          if (!frequency) continue;
          covered += weight;
          score += (weight * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * document.length) / Math.max(1, averageLength)));
        }
        for (const { term, weight } of standIns) {
          const frequency = document.counts.get(term);
          if (!frequency) continue;
          const stoodFor = weights.find(({ term: asked }) => standInsFor(asked).includes(term));
          if (stoodFor && !document.counts.has(stoodFor.term)) covered += stoodFor.weight / standInsFor(stoodFor.term).length;
          score += (weight * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * document.length) / Math.max(1, averageLength)));
        }
        covered = Math.min(covered, totalWeight);
        if (score > 0) scored.push({ item: document.item, score, coverage: covered / totalWeight });
      }
      return scored.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
