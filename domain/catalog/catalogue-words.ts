import type { ProductLine } from "./product-line";

/**
 * The catalogue's colour and line words, shared by the shop assistant (decisions 045, 066), the
 * storefront search and the colour filter on /products (decision 068): one list, so "แดง" finds
 * the same shades whether a shopper asks the assistant, types it in the search box or picks it.
 */

/** The colour families a shopper can filter /products by, in the order the filter lists them. */
export const COLOUR_FAMILIES = ["red", "pink", "nude", "coral", "brown", "berry", "gold"] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

export const COLOUR_FAMILY_LABELS: Readonly<Record<ColourFamily, string>> = {
  red: "แดง",
  pink: "ชมพู",
  nude: "นู้ด",
  coral: "ส้ม / คอรัล",
  brown: "น้ำตาล",
  berry: "เบอร์รี่ / ม่วง",
  gold: "ทอง / ชิมเมอร์",
};

export function isColourFamily(value: unknown): value is ColourFamily {
  return typeof value === "string" && (COLOUR_FAMILIES as readonly string[]).includes(value);
}

/** A colour wish: the spellings a shopper uses, and the words the catalogue names such shades with. */
export type Colour = { spellings: readonly string[]; catalogueTerms: readonly string[] };

const COLOUR_WORDS = {
  red: { spellings: ["แดง", "red", "เรด", "แดงก่ำ", "สีแดงๆ"], catalogueTerms: ["แดง", "red", "cherry", "เชอร์รี่", "ruby", "รูบี้"] },
  pink: { spellings: ["ชมพู", "pink", "พิ้งค์", "พิงก์", "พิงค์", "ชมพุ"], catalogueTerms: ["ชมพู", "pink", "พิงก์", "rose", "โรส", "mlbb"] },
  nude: { spellings: ["นู้ด", "นูด", "nude", "เบจ", "beige", "ธรรมชาติ"], catalogueTerms: ["นู้ด", "nude", "เบจ", "beige", "latte", "ลาเต้"] },
  coral: {
    spellings: ["ส้ม", "orange", "คอรัล", "coral", "พีช", "peach"],
    catalogueTerms: ["คอรัล", "coral", "พีช", "peach", "ส้ม", "apricot", "แอปริคอต", "grapefruit"],
  },
  brown: {
    spellings: ["น้ำตาล", "brown", "บราวน์", "มอคค่า", "โกโก้", "คาราเมล", "ช็อกโกแลต"],
    catalogueTerms: ["บราวน์", "brown", "mocha", "มอคค่า", "cocoa", "โกโก้", "caramel", "คาราเมล", "cinnamon", "ซินนามอน"],
  },
  berry: {
    spellings: ["ม่วง", "purple", "เบอร์รี่", "berry", "ไวน์", "wine", "เบอร์กันดี", "burgundy", "พลัม", "plum"],
    catalogueTerms: ["berry", "เบอร์รี่", "burgundy", "เบอร์กันดี", "plum", "mauve", "มอฟ"],
  },
  gold: {
    spellings: ["ทอง", "gold", "ชิมเมอร์", "shimmer", "กลิตเตอร์", "วิ้ง", "ประกาย"],
    catalogueTerms: ["gold", "โกลด์", "ชิมเมอร์", "shimmer", "ประกาย", "pearl", "มุก"],
  },
} as const satisfies Record<ColourFamily, Colour>;

/** By family name, as the assistant looks them up. */
export const COLOURS: Readonly<Record<string, Colour>> = COLOUR_WORDS;

/** A line by the spellings shoppers use for it, its finish words included. */
export const LINES: Record<ProductLine, readonly string[]> = {
  velvet: ["เวลเวท", "เวลเว็ท", "เวลเวต", "เวลเว็ต", "velvet", "แมท", "แมตต์", "แมต", "แม็ท", "matte", "กำมะหยี่", "ด้าน", "ไม่ติดแมส"],
  glossy: ["กลอส", "gloss", "glossy", "กลอสซี่", "ฉ่ำ", "วาว", "เงา", "เจลลี่", "jelly"],
};
