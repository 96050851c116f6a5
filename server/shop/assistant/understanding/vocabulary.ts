import type { ProductRanking } from "../facts/catalogue-facts";

/**
 * The words the assistant knows (decisions 045, 066): every concept by the spellings shoppers use
 * — Thai, English, transliterated, commonly misspelt. The stage that reads them is
 * `built-in/understanding.ts`; the normalise stage corrects typos towards `KNOWN_VOCABULARY`.
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
  | "contact"
  | "compare"
  | "rude"
  | "off-limits";

export const INTENT_SPELLINGS: Record<Intent, readonly string[]> = {
  greeting: ["สวัสดี", "หวัดดี", "ดีค่ะ", "ดีครับ", "hello", "hi ", "hey"],
  thanks: ["ขอบคุณ", "ขอบใจ", "thank", "thx"],
  price: ["ราคา", "เท่าไหร่", "เท่าไร", "เท่าไหล่", "กี่บาท", "price", "how much", "แพง", "ถูกสุด", "บาท"],
  shades: ["สีอะไร", "มีสี", "เฉด", "เฉดสี", "shade", "colour", "color", "กี่สี"],
  stock: ["สต็อก", "สต๊อก", "stock", "ของหมด", "หมดไหม", "หมดหรือ", "เหลือ", "พร้อมส่ง", "มีของ", "ยังมี"],
  promotion: [
    "ลดถึง",
    "หมดเขต",
    "ถึงวันไหน",
    "หมดโปร",
    "โปรหมด",
    "ลดกี่",
    "ของแถม",
    "แถม",
    "ได้อะไรฟรี",
    "ของฟรี",
    "gift",
    "ของขวัญ",
    "โปร",
    "promotion",
    "ลดราคา",
    "แฟลชเซล",
    "แฟลชเซลล์",
    "flash",
    "sale",
    "เซล",
    "ส่วนลด",
    "ข้อเสนอ",
    "ดีล",
    "deal",
    "คูปอง",
  ],
  shipping: ["ค่าส่ง", "ค่าจัดส่ง", "ส่งฟรี", "ฟรีค่าส่ง", "shipping", "ขนส่ง", "ค่าขนส่ง"],
  "delivery-time": ["ต่างจังหวัด", "ทั่วประเทศ", "ส่งไป", "กี่วัน", "ได้ของ", "ได้รับของ", "ถึงเมื่อไหร่", "ส่งเมื่อไหร่", "ระยะเวลาจัดส่ง", "จัดส่งกี่", "delivery"],
  payment: ["จ่าย", "ชำระ", "พร้อมเพย์", "พร้อมเพ", "promptpay", "โอน", "สลิป", "slip", "บัตรเครดิต", "เก็บเงินปลายทาง", "ปลายทาง", " cod ", "payment"],
  loyalty: ["แต้ม", "คะแนน", "สะสม", "point", "พอยท์", "พอยต์", "แลกส่วนลด"],
  returns: ["คืนสินค้า", "คืนของ", "คืนเงิน", "เปลี่ยนสินค้า", "ขอคืน", "refund", "return", "รีฟันด์"],
  damaged: ["ชำรุด", "เสียหาย", "แตก", "หัก", "ไม่ตรงกับที่สั่ง", "ส่งผิด", "damaged", "broken"],
  "shelf-life": ["หมดอายุ", "อายุการใช้งาน", "ใช้ได้นาน", "เก็บได้นาน", "ใช้ได้กี่เดือน", "expire", "shelf life", "pao"],
  care: [
    "เก็บรักษา",
    "วิธีเก็บ",
    "ดูแลลิป",
    "ละลาย",
    "ที่ร้อน",
    "ในรถ",
    "หน้ารถ",
    "รถร้อน",
    "โดนแดด",
    "ตากแดด",
    "กลางแดด",
    "แดดออก",
    "ความร้อน",
    "ตู้เย็น",
    "เก็บยังไง",
    "hot car",
    "in the car",
    "in my car",
  ],
  "shade-advice": ["ผิว", "skin", "undertone", "อันเดอร์โทน", "เหมาะกับ", "เข้ากับ", "แนะนำสี"],
  order: [
    "ออเดอร์",
    "ออร์เดอร์",
    "คำสั่งซื้อ",
    "order",
    "พัสดุ",
    "เลขพัสดุ",
    "แทร็ก",
    "tracking",
    "สถานะ",
    "สั่งซื้อไป",
    "ของที่สั่ง",
    "สั่งอะไรไป",
    "เคยสั่ง",
    "ประวัติการสั่ง",
    "ที่สั่งไป",
    "ส่งยัง",
    "ส่งของยัง",
    "ส่งแล้วยัง",
    "ได้ส่ง",
  ],
  faq: [],
  contact: [
    "ติดต่อ",
    "เบอร์โทร",
    "เบอร์ร้าน",
    "เบอร์ติดต่อ",
    "โทร",
    "phone",
    "call",
    "ไลน์",
    "line id",
    "line ร้าน",
    "ไอดีไลน์",
    "แอดไลน์",
    "อีเมล",
    "email",
    " line ",
    "facebook",
    "เฟส",
    "คุยกับพนักงาน",
    "เปิดกี่โมง",
    "ปิดกี่โมง",
    "เวลาทำการ",
    "เปิดวันไหน",
    "เปิดทำการ",
    "หน้าร้าน",
    "ที่อยู่ร้าน",
    "ร้านอยู่ที่ไหน",
    "ร้านอยู่ไหน",
    "คุยกับคน",
    "คุยกับแอดมิน",
    "ทักแอดมิน",
    "ติดต่อแอดมิน",
    "พนักงาน",
    "เจ้าหน้าที่",
    "staff",
    "contact",
    "ร้องเรียน",
    "complain",
  ],
  compare: [
    "เทียบ",
    "ต่างกัน",
    "ต่างจาก",
    "แตกต่าง",
    "ดีกว่า",
    "อันไหนดี",
    "แบบไหนดี",
    "ตัวไหนดี",
    "อะไรดีกว่า",
    " vs ",
    "versus",
    "compare",
    "difference",
    "ติดทนกว่า",
    "ทนกว่า",
    "ติดนานกว่า",
  ],
  rude: [
    "โง่",
    "ควาย",
    "ห่วย",
    "เฮงซวย",
    "ไร้สาระ",
    "กากมาก",
    "บอทกาก",
    "ร้านกาก",
    "ปัญญาอ่อน",
    "stupid",
    "useless",
    "idiot",
    "เหี้ย",
    "สัส",
    "ส้นตีน",
    "ตอแหล",
    "ไม่ได้เรื่อง",
    "แม่ง",
    "fuck",
    "shit",
    "ระยำ",
    "บอทโง่",
    "ขี้โกง",
    "หลอกลวง",
    "แย่มาก",
    "แย่ที่สุด",
    "เสียเวลา",
    "ไม่เอาไหน",
    "ไม่รู้เรื่อง",
    "ตอบไม่ตรง",
    "ตอบมั่ว",
    "มั่วซั่ว",
    "trash",
    "ขยะ",
    "ตายหมด",
    "ห่วยแตก",
    "terrible",
    "worst",
    "sucks",
    "ไม่มีใครตอบ",
    "รอนานมาก",
  ],
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
    "รหัสแอดมิน",
    "api key",
    "database",
    "ฐานข้อมูล",
    "secret",
    "token",
    "ลูกค้าที่ชื่อ",
    "คนที่ชื่อ",
    "admin password",
    "เข้าหลังบ้าน",
  ],
};

// The colour families and line spellings are the catalogue's own words, shared with the storefront's
// search and filters (decision 068).
import { COLOURS, LINES } from "../../../../domain/catalog/catalogue-words";

export { COLOURS, LINES };
export type { Colour } from "../../../../domain/catalog/catalogue-words";

/** Kinds of lip product, named in the catalogue's own names; both lines have tints. */
export const KINDS: readonly { spellings: readonly string[]; catalogueTerms: readonly string[] }[] = [
  { spellings: ["ทินท์", "ทินต์", "ทิ้นท์", "tint"], catalogueTerms: ["ทินท์", "tint"] },
  { spellings: ["มูส", "mousse"], catalogueTerms: ["มูส", "mousse"] },
  { spellings: ["ออยล์", "ออย", "lip oil", "oil"], catalogueTerms: ["ออยล์", "oil"] },
  { spellings: ["ลิปครีม", "lip cream", "cream"], catalogueTerms: ["ครีม", "cream"] },
  { spellings: ["ลิปกลอส", "lip gloss"], catalogueTerms: ["กลอส", "gloss"] },
];

export const SKIN_TONES: Record<"fair" | "medium" | "tan" | "deep", readonly string[]> = {
  fair: ["ผิวขาว", "ขาวอมชมพู", "ขาวเหลือง", "fair skin"],
  medium: ["ผิวสองสี", "สองสี", "ผิวกลาง", "medium skin", "ผิวเหลือง"],
  tan: ["ผิวแทน", "ผิวสีแทน", "ผิวสีน้ำผึ้ง", "tan skin"],
  deep: ["ผิวเข้ม", "ผิวคล้ำ", "คล้ำ", "ผิวดำ", "deep skin", "dark skin"],
};

export type SkinToneId = keyof typeof SKIN_TONES;

/** Superlatives as shoppers write them; "longest-lasting" is answered from /lipstick-info's wear facts. */
export const RANKINGS: Record<ProductRanking | "longest-lasting", readonly string[]> = {
  cheapest: ["ถูกสุด", "ถูกที่สุด", "ราคาถูกสุด", "ราคาต่ำสุด", "ราคาน้อยสุด", "ถูกๆ", "ถูก ๆ", "cheapest", "lowest price", "ราคาประหยัด", "ถูกกว่านี้", "ถูกกว่า"],
  priciest: ["แพงสุด", "แพงที่สุด", "ราคาสูงสุด", "ราคามากสุด", "most expensive", "priciest", "highest price", "แพงๆ", "แพงกว่านี้", "พรีเมียมสุด"],
  newest: ["ใหม่สุด", "ใหม่ล่าสุด", "มาใหม่", "ออกใหม่", "newest", "new arrival", "รุ่นใหม่", "ตัวใหม่"],
  "most-shades": [
    "สีเยอะสุด",
    "สีเยอะที่สุด",
    "สีให้เลือกเยอะ",
    "สีให้เลือกมาก",
    "หลายสีที่สุด",
    "หลายสีสุด",
    "เฉดเยอะ",
    "เฉดสีเยอะ",
    "เฉดมากสุด",
    "สีมากที่สุด",
    "สีมากสุด",
    "most shades",
    "most colours",
    "most colors",
    "most shade",
  ],
  "best-selling": ["ขายดี", "ยอดนิยม", "best seller", "bestseller", "best-selling", "ฮิต", "คนซื้อเยอะ", "นิยมสุด", "popular", "ตัวท็อป", "ขายได้มาก"],
  "longest-lasting": [
    "ติดทนสุด",
    "ติดทนที่สุด",
    "ทนสุด",
    "ติดนานสุด",
    "ติดทนนาน",
    "ติดทน",
    "long lasting",
    "long-lasting",
    "longest",
    "กี่ชั่วโมง",
    "เติมบ่อย",
    "ต้องเติม",
    "ติดทนไหม",
    "อยู่ได้นาน",
    "ไม่หลุด",
    "กันน้ำ",
  ],
};

/** Words that point at what the last answer showed: "this one", "that shade". */
export const POINTING = [
  "อันนี้",
  "อันนั้น",
  "ตัวนี้",
  "ตัวนั้น",
  "แท่งนี้",
  "แท่งนั้น",
  "ชิ้นนี้",
  "สีนี้",
  "รุ่นนี้",
  "รุ่นนั้น",
  "แบบนี้",
  "แบบนั้น",
  "เฉดนี้",
  "this one",
  "that one",
  "this",
  "it ",
  "มันมี",
  "มันยัง",
  "ตัวเมื่อกี้",
  "อันเมื่อกี้",
  "อันแรก",
  "ตัวแรก",
  "ที่ว่า",
];
/** Words that mark a follow-up to the last turn: "แล้ว…ล่ะ", "and …?". */
/**
 * A member asking where THEIR order is (issue 23 probe): an ownership word ("สั่ง", "ของฉัน",
 * "ออเดอร์") with an arrival question ("ถึงยัง", "ถึงไหน", "ส่งยัง", "ได้ของเมื่อไหร่").
 */
export const OWN_ORDER = [
  "สั่งไป",
  "สั่งแล้ว",
  "ที่สั่ง",
  "สั่งของไป",
  "สั่งเมื่อ",
  "เคยสั่ง",
  "ของฉัน",
  "ของเรา",
  "ของหนู",
  "ของผม",
  "ของเค้า",
  "ออเดอร์",
  "ออร์เดอร์",
  "order",
  "พัสดุ",
  "ที่ซื้อ",
  "my ",
];
export const ARRIVAL_QUESTION = [
  "ถึงยัง",
  "ถึงหรือยัง",
  "ถึงไหน",
  "ยังไม่ถึง",
  "ยังไม่ได้",
  "ส่งยัง",
  "ส่งหรือยัง",
  "ส่งแล้วยัง",
  "ส่งของยัง",
  "ได้ของเมื่อไหร่",
  "ได้เมื่อไหร่",
  "ถึงเมื่อไหร่",
  "มาถึง",
  "อยู่ไหน",
  "arrive",
  "where is",
];
/**
 * "How / what / how much": a question that may go on about the last topic without naming it
 * ("ใช้ยังไง"). "ไหน" and "ยัง" are left out: "ดูบอลที่ไหนดี" or "กินข้าวยัง" asks about something else.
 */
export const HOW_OR_WHAT = ["ยังไง", "อย่างไร", "ยังงัย", "ไง", "อะไร", "เท่าไหร่", "กี่", "ได้ไหม", "how", "what"];

export const FOLLOW_UP = ["แล้ว", "ล่ะ", "ละ ", "ด้วยไหม", "and ", "what about", "how about", "ส่วน"];

export const SOLD_OUT = ["ของหมด", "หมดสต็อก", "สินค้าหมด", "sold out", "out of stock", "ตัวไหนหมด", "อันไหนหมด", "สีไหนหมด", "รุ่นไหนหมด"];
export const COUNT = ["กี่รุ่น", "กี่แบบ", "กี่ตัว", "กี่อย่าง", "กี่ชนิด", "how many products", "how many lip"];

/**
 * Wishes with no colour word ("earth tone", "for the office"), each read through what
 * /lipstick-info itself advises (decision 066, round 2): `source` names the advice, and the
 * colours, finish or shades it names are what the catalogue is searched for. Nothing here is
 * the assistant's own taste.
 */
export type OpenWishId = "earthy" | "work" | "everyday" | "date";
export const OPEN_WISHES: Record<OpenWishId, readonly string[]> = {
  // The tan skin tone's advice: "สีโทนอุ่นอย่างอิฐ ส้มอิฐ คาราเมล และโรสบราวน์".
  earthy: ["เอิร์ธโทน", "เอิร์ทโทน", "เอิทโทน", "earth tone", "earthtone", "earthy", "ส้มอิฐ", "โทนอิฐ", "สีอิฐ", "โทนอุ่น", "warm tone", "terracotta tone"],
  // The finish whose "เหมาะกับ" says "ลุคทำงาน" (Velvet).
  work: ["ทำงาน", "ออฟฟิศ", "office", "ไปงานประชุม", "for work", "to work", "ใส่ไปเรียน", "ไปเรียน"],
  // The medium skin tone's advice: nude, coral and MLBB "ช่วยให้ดูเป็นธรรมชาติ".
  everyday: ["ทุกวัน", "ใส่ประจำ", "ใช้ประจำ", "everyday", "every day", "daily", "ไม่จัด", "ไม่แรง", "ไม่ฉูดฉาด", "ไม่สด", "สีไม่เว่อ", "ละมุน", "natural look", "no makeup"],
  // The Glossy finish: "ลุคธรรมชาติสดใส", its shades "ตั้งแต่ชมพูพีช".
  date: ["เดท", "เดต", "ออกเดท", "date night", "on a date", "วาเลนไทน์"],
};

/** "ถ้าซื้อ 1,000 ได้อะไร": what a spend brings (free shipping, gifts, points), with the amount in the message. */
export const SPEND_QUESTION = ["ได้อะไร", "ได้กี่แต้ม", "ได้กี่คะแนน", "ได้แต้ม", "ได้คะแนน", "ได้ของแถม", "แถมอะไร", "what do i get", "how many points"];
export const FINISHES = {
  glossy: ["กลอส", "gloss", "เงา", "ฉ่ำ"],
  velvet: ["เวลเวท", "velvet", "กำมะหยี่"],
  matte: ["แมตต์", "แมท", "แมต", "matte"],
  satin: ["ซาติน", "satin", "กึ่งเงา"],
} as const;

// Words that carry no wish of their own; left out of a product-name search.
export const FILLER = new Set(
  "ยัง แล้ว ตอนนี้ มั่ง บ้าง ใส่ นี้ นั้น เลย จะ ก็ ต้อง ไหม มั้ย มี ไม่ ค่ะ คะ ครับ คับ จ้า จ้ะ นะ หน่อย อยาก ได้ ขอ ดู สี ลิป ลิปสติก ราคา เท่าไหร่ เท่าไร อะไร บ้าง ของ ร้าน แบบ ที่ และ กับ หรือ ให้ ช่วย แนะนำ งบ ไม่เกิน ต่ำกว่า น้อยกว่า บาท ขึ้นไป ลงมา ถึง ระหว่าง ประมาณ ไหน ตัว อัน หา เอา ซื้อ สุด ที่สุด มาก ๆ อื่น อื่นๆ ขาย ด้วย คล้าย กัน เหมือน หมด หรือยัง เหรอ ไป กว่า อีก ทั้งหมด ตอนนี้ ใช่ เป็น คือ ถ้า ล่ะ ละ ครบ has it other others any more some there this that one ones shades colours colors in of for and or with the a an is are do you have what which how much lip lipstick price under below budget max less than more over above baht thb".split(
    " ",
  ),
);

/** Every spelling the tables know: what a typo is corrected towards. */
export const KNOWN_VOCABULARY: readonly string[] = [
  ...new Set(
    [
      ...Object.values(INTENT_SPELLINGS).flat(),
      ...Object.values(COLOURS).flatMap((colour) => [...colour.spellings, ...colour.catalogueTerms]),
      ...Object.values(LINES).flat(),
      ...KINDS.flatMap((kind) => kind.spellings),
      ...Object.values(SKIN_TONES).flat(),
      ...Object.values(RANKINGS).flat(),
      ...POINTING,
      ...FOLLOW_UP,
      ...SOLD_OUT,
      ...COUNT,
      ...Object.values(OPEN_WISHES).flat(),
      ...SPEND_QUESTION,
      "lipstick",
      "velvet",
      "glossy",
      "matte",
      "shimmer",
      "mousse",
      "cream",
      "cherry",
      "champagne",
      "terracotta",
      "strawberry",
      "burgundy",
      "plum",
      "mauve",
      "coral",
      "peach",
      "nude",
    ]
      .map((spelling) => spelling.trim())
      .flatMap((spelling) => spelling.split(" "))
      .filter((spelling) => spelling.length >= 4),
  ),
];
