import { ORDER_NUMBER_PREFIX, ORDER_NUMBER_RANDOM_LENGTH } from "../../../domain/order-number";
import type { ProductLine } from "../../../domain/product-line";

/**
 * How the built-in assistant reads a Thai question (decision 045): Thai is written without
 * spaces, so the message is cut into words with `Intl.Segmenter`, and each concept below is
 * recognised by any of its spellings — Thai, English, transliterated and commonly misspelt —
 * found as a word or inside the normalised text (the segmenter splits loanwords it does not
 * know, "เวลเวท" → "เวล|เวท", so a spelling may span several words).
 */
export type Intent =
  | "greeting"
  | "thanks"
  | "price"
  | "shades"
  | "stock"
  | "promotion"
  | "shipping"
  | "delivery-time"
  | "payment"
  | "loyalty"
  | "returns"
  | "damaged"
  | "shelf-life"
  | "care"
  | "shade-advice"
  | "order"
  | "faq"
  | "products"
  | "off-limits";

const INTENT_SPELLINGS: Record<Intent, readonly string[]> = {
  greeting: ["สวัสดี", "หวัดดี", "ดีค่ะ", "ดีครับ", "hello", "hi ", "hey"],
  thanks: ["ขอบคุณ", "ขอบใจ", "thank", "thx"],
  price: ["ราคา", "เท่าไหร่", "เท่าไร", "เท่าไหล่", "กี่บาท", "price", "how much", "แพง", "ถูกสุด", "บาท"],
  shades: ["สีอะไร", "มีสี", "เฉด", "เฉดสี", "shade", "colour", "color", "กี่สี"],
  stock: ["สต็อก", "สต๊อก", "stock", "ของหมด", "หมดไหม", "หมดหรือ", "เหลือ", "พร้อมส่ง", "มีของ", "ยังมี"],
  promotion: ["โปร", "promotion", "ลดราคา", "แฟลชเซล", "แฟลชเซลล์", "flash", "sale", "เซล", "ส่วนลด", "ข้อเสนอ", "ดีล", "deal", "คูปอง"],
  shipping: ["ค่าส่ง", "ค่าจัดส่ง", "ส่งฟรี", "ฟรีค่าส่ง", "shipping", "ขนส่ง", "ค่าขนส่ง"],
  "delivery-time": ["กี่วัน", "ได้ของ", "ได้รับของ", "ถึงเมื่อไหร่", "ส่งเมื่อไหร่", "ระยะเวลาจัดส่ง", "จัดส่งกี่", "delivery"],
  payment: ["จ่าย", "ชำระ", "พร้อมเพย์", "พร้อมเพ", "promptpay", "โอน", "สลิป", "slip", "บัตรเครดิต", "เก็บเงินปลายทาง", "ปลายทาง", "cod", "payment"],
  loyalty: ["แต้ม", "คะแนน", "สะสม", "point", "พอยท์", "พอยต์"],
  returns: ["คืนสินค้า", "คืนของ", "คืนเงิน", "เปลี่ยนสินค้า", "ขอคืน", "refund", "return", "รีฟันด์"],
  damaged: ["ชำรุด", "เสียหาย", "แตก", "หัก", "ไม่ตรงกับที่สั่ง", "ส่งผิด", "damaged", "broken"],
  "shelf-life": ["หมดอายุ", "อายุการใช้งาน", "ใช้ได้นาน", "เก็บได้นาน", "ใช้ได้กี่เดือน", "expire", "shelf life", "pao"],
  care: ["เก็บรักษา", "วิธีเก็บ", "ดูแลลิป", "ละลาย", "ที่ร้อน"],
  "shade-advice": ["ผิว", "skin", "undertone", "อันเดอร์โทน", "เหมาะกับ", "เข้ากับ", "แนะนำสี"],
  order: ["ออเดอร์", "ออร์เดอร์", "คำสั่งซื้อ", "order", "พัสดุ", "เลขพัสดุ", "แทร็ก", "tracking", "สถานะ", "สั่งซื้อไป", "ของที่สั่ง"],
  faq: [],
  products: ["ลิป", "lip", "ลิปสติก", "lipstick", "กลอส", "gloss", "ทินท์", "tint", "มูส", "ออยล์", "สินค้า", "แนะนำ"],
  "off-limits": [
    "รหัสผ่าน",
    "password",
    "ของคนอื่น",
    "ลูกค้าคนอื่น",
    "ลูกค้าทั้งหมด",
    "ผู้ใช้คนอื่น",
    "คนอื่นสั่ง",
    "ข้อมูลลูกค้า",
    "อีเมลลูกค้า",
    "ที่อยู่ลูกค้า",
    "เบอร์ลูกค้า",
    "system prompt",
    "ignore previous",
    "ignore all",
    "แอดมิน",
    "admin",
  ],
};

/** A colour wish: the spellings a shopper uses, and the words the catalogue names such shades with. */
type Colour = { spellings: readonly string[]; catalogueTerms: readonly string[] };

const COLOURS: Record<string, Colour> = {
  red: { spellings: ["แดง", "red", "เรด", "แดงก่ำ", "สีแดงๆ"], catalogueTerms: ["แดง", "red", "cherry", "เชอร์รี่", "ruby", "รูบี้"] },
  pink: { spellings: ["ชมพู", "pink", "พิ้งค์", "พิงก์", "พิงค์", "ชมพุ"], catalogueTerms: ["ชมพู", "pink", "พิงก์", "rose", "โรส", "mlbb"] },
  nude: { spellings: ["นู้ด", "นูด", "nude", "เบจ", "beige", "ธรรมชาติ"], catalogueTerms: ["นู้ด", "nude", "เบจ", "beige", "latte", "ลาเต้"] },
  coral: { spellings: ["ส้ม", "orange", "คอรัล", "coral", "พีช", "peach"], catalogueTerms: ["คอรัล", "coral", "พีช", "peach", "ส้ม", "apricot", "แอปริคอต", "grapefruit"] },
  brown: { spellings: ["น้ำตาล", "brown", "บราวน์", "มอคค่า", "โกโก้", "คาราเมล", "ช็อกโกแลต"], catalogueTerms: ["บราวน์", "brown", "mocha", "มอคค่า", "cocoa", "โกโก้", "caramel", "คาราเมล", "cinnamon", "ซินนามอน"] },
  berry: { spellings: ["ม่วง", "purple", "เบอร์รี่", "berry", "ไวน์", "wine", "เบอร์กันดี", "burgundy", "พลัม", "plum"], catalogueTerms: ["berry", "เบอร์รี่", "burgundy", "เบอร์กันดี", "plum", "mauve", "มอฟ"] },
  gold: { spellings: ["ทอง", "gold", "ชิมเมอร์", "shimmer", "กลิตเตอร์", "วิ้ง", "ประกาย"], catalogueTerms: ["gold", "โกลด์", "ชิมเมอร์", "shimmer", "ประกาย", "pearl", "มุก"] },
};

const LINES: Record<ProductLine, readonly string[]> = {
  velvet: ["เวลเวท", "เวลเว็ท", "เวลเวต", "เวลเว็ต", "velvet", "แมท", "แมตต์", "แมต", "แม็ท", "matte", "กำมะหยี่", "ด้าน", "ไม่ติดแมส"],
  glossy: ["กลอส", "gloss", "glossy", "กลอสซี่", "ฉ่ำ", "วาว", "เงา", "เจลลี่", "jelly"],
};

/** Kinds of lip product, named in the catalogue's own names; both lines have tints. */
const KINDS: readonly { spellings: readonly string[]; catalogueTerms: readonly string[] }[] = [
  { spellings: ["ทินท์", "ทินต์", "ทิ้นท์", "tint"], catalogueTerms: ["ทินท์", "tint"] },
  { spellings: ["มูส", "mousse"], catalogueTerms: ["มูส", "mousse"] },
  { spellings: ["ออยล์", "ออย", "lip oil", "oil"], catalogueTerms: ["ออยล์", "oil"] },
  { spellings: ["ลิปครีม", "lip cream", "cream"], catalogueTerms: ["ครีม", "cream"] },
  { spellings: ["ลิปกลอส", "lip gloss"], catalogueTerms: ["กลอส", "gloss"] },
];

const SKIN_TONES: Record<"fair" | "medium" | "tan" | "deep", readonly string[]> = {
  fair: ["ผิวขาว", "ขาวอมชมพู", "ขาวเหลือง", "fair skin"],
  medium: ["ผิวสองสี", "สองสี", "ผิวกลาง", "medium skin", "ผิวเหลือง"],
  tan: ["ผิวแทน", "ผิวสีแทน", "ผิวสีน้ำผึ้ง", "tan skin"],
  deep: ["ผิวเข้ม", "ผิวคล้ำ", "คล้ำ", "ผิวดำ", "deep skin", "dark skin"],
};

export type SkinToneId = keyof typeof SKIN_TONES;

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
};

const segmenter = new Intl.Segmenter("th", { granularity: "word" });
// Words that carry no wish of their own; left out of a product-name search.
const FILLER = new Set(
  "ยัง แล้ว ตอนนี้ นี้ นั้น เลย จะ ก็ ต้อง ไหม มั้ย มี ไม่ ค่ะ คะ ครับ คับ จ้า จ้ะ นะ หน่อย อยาก ได้ ขอ ดู สี ลิป ลิปสติก ราคา เท่าไหร่ เท่าไร อะไร บ้าง ของ ร้าน แบบ ที่ และ กับ หรือ ให้ ช่วย แนะนำ the a an is are do you have what which how much lip lipstick price".split(" "),
);

function normalise(message: string): string {
  return ` ${message
    .normalize("NFC")
    .toLowerCase()
    // A repeated last letter is emphasis in Thai chat ("แดงงงง"): one is enough to match.
    .replace(/([\u0E00-\u0E7Fa-z])\1{2,}/g, "$1")
    .replace(/[^\p{L}\p{M}\p{N}-]+/gu, " ")
    .trim()} `;
}

function mentions(text: string, words: readonly string[], spellings: readonly string[]): boolean {
  return spellings.some((spelling) => text.includes(spelling) || words.includes(spelling.trim()));
}

const ORDER_NUMBER = new RegExp(`${ORDER_NUMBER_PREFIX}[A-Z0-9]{${ORDER_NUMBER_RANDOM_LENGTH}}`, "gi");
// "ORDER ABC123XYZ" or a bare code of the right length also name an order.
const LOOSE_ORDER_NUMBER = new RegExp(`\\b(?:order[\\s#-]*)?([A-Z0-9]{${ORDER_NUMBER_RANDOM_LENGTH}})\\b`, "gi");

export function understand(message: string): Understanding {
  const text = normalise(message);
  const words = [...segmenter.segment(text)].filter((segment) => segment.isWordLike).map((segment) => segment.segment);
  const intents = new Set<Intent>();
  for (const [intent, spellings] of Object.entries(INTENT_SPELLINGS) as [Intent, readonly string[]][]) {
    if (mentions(text, words, spellings)) intents.add(intent);
  }
  const colourNames = Object.keys(COLOURS).filter((name) => mentions(text, words, COLOURS[name]!.spellings));
  const kinds = KINDS.filter((kind) => mentions(text, words, kind.spellings));
  const lines = (Object.keys(LINES) as ProductLine[]).filter((line) => mentions(text, words, LINES[line]));
  const skinTone = (Object.keys(SKIN_TONES) as SkinToneId[]).find((tone) => mentions(text, words, SKIN_TONES[tone])) ?? null;
  const orderNumbers = new Set<string>();
  for (const match of message.matchAll(ORDER_NUMBER)) orderNumbers.add(match[0].toUpperCase());
  if (orderNumbers.size === 0) {
    for (const match of message.matchAll(LOOSE_ORDER_NUMBER)) {
      // A bare nine-character code is an order number only if it mixes letters and digits.
      if (/[A-Z]/i.test(match[1]!) && /\d/.test(match[1]!)) orderNumbers.add(ORDER_NUMBER_PREFIX + match[1]!.toUpperCase());
    }
  }
  if (orderNumbers.size > 0) intents.add("order");
  if (skinTone) intents.add("shade-advice");
  if (colourNames.length > 0 || lines.length > 0 || kinds.length > 0) intents.add("products");
  const known = new Set([
    ...Object.values(INTENT_SPELLINGS).flat(),
    ...Object.values(LINES).flat(),
    ...Object.values(COLOURS).flatMap((colour) => colour.spellings),
    ...KINDS.flatMap((kind) => kind.spellings),
  ]);
  // What is left once every known spelling and filler is taken out may name a product: cut out
  // before segmenting, as the segmenter splits some of them ("เท่าไหร่" → "เท่า|ไหร่").
  let rest = text;
  for (const spelling of [...known, ...FILLER].sort((a, b) => b.length - a.length)) rest = rest.replaceAll(spelling.trim(), " ");
  const restWords = [...segmenter.segment(rest)].filter((segment) => segment.isWordLike).map((segment) => segment.segment);
  // Latin words and codes ("8d", "mlbb") may be short; a Thai fragment under three letters is noise.
  const nameWords = restWords.filter(
    (word) => word.length >= (/^[a-z0-9-]+$/.test(word) ? 2 : 3) && !FILLER.has(word) && !known.has(word) && !/^\d+$/.test(word),
  );
  return {
    text,
    words,
    intents,
    colours: colourNames.map((name) => COLOURS[name]!),
    colourNames,
    kinds: kinds.map((kind) => kind.catalogueTerms),
    line: lines.length === 1 ? lines[0]! : null,
    skinTone,
    orderNumbers: [...orderNumbers],
    nameWords,
  };
}
