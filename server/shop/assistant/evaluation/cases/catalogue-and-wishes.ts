import { formatThaiDate } from "../../../../../domain/shared/dates";
import type { EvalCase } from "../eval-set";
import { named, namingCase } from "../eval-set";

/**
 * Issue 23, round 2 (decision 066): typos of the catalogue's own product and shade names, counts
 * and "most shades" over the whole catalogue, open wishes read through /lipstick-info, a flash
 * sale's end, what a spend earns, delivery upcountry, a hot car, the sold-out list.
 */
export const CATALOGUE_AND_WISH_CASES: readonly EvalCase[] = [
  // Typos of the catalogue's own names, Thai and English
  {
    topic: "name typo",
    question: () => "ลิปสติ๊กสีนู๊ดชานม ราคาเท่าไหร่คะ",
    mustContain: (f) => named(f.product("Powder Matte Lipstick – Milk Tea Nude")),
  },
  namingCase("name typo", "ลิปทิ้นสตอเบอรี่มิ้ล มีมั้ย", ["Crystal Jelly Tint – Strawberry Milk"]),
  namingCase("name typo", "velvat cheri", ["Velvet Luxe Lipstick – Deep Plum"], ["Liquid Gloss 8D – Cherry Red"]),
  {
    topic: "name typo",
    question: () => "glosy peech ราคาเท่าไร",
    mustContain: (f) => named(f.product("Juicy Glow Lip Gloss – Peach Pink")),
  },
  namingCase("name typo", "terracota มีไหมคะ", ["Airy Velvet Lip Cream – Terracotta"]),
  namingCase("name typo", "สีเทอร์ราคอดต้า ยังมีของมั้ย", ["Airy Velvet Lip Cream – Terracotta"]),
  { topic: "name typo", question: () => "champange gold ราคา", mustContain: (f) => named(f.product("Shimmer Gloss – Champagne Gold")) },
  { topic: "name typo", question: () => "mauve bloon มีกี่สี", mustContain: () => ["ชมพูไลแลค", "โบตั๋น"] },
  namingCase("name typo", "อยากได้สีซินนาม่อนค่ะ", ["Velvet Matte Lipstick – Brick Red"]),
  { topic: "name typo", question: () => "rossy nude oil ราคาเท่าไหร่", mustContain: (f) => named(f.product("Glass Lip Oil – Rosy Nude")) },
  namingCase("name typo", "watermelom สีมีไหม", ["Liquid Gloss 8D – Cherry Red"]),
  namingCase("name typo", "สีมะเดือ ของทินท์ยังมีไหม", ["Velvet Tint – Chili Orange"]),
  // Counts and "most shades" over the whole catalogue
  {
    topic: "count",
    question: () => "ลิปตัวไหนมีสีให้เลือกเยอะสุดคะ",
    mustContain: (f) => [f.product("Plumping Gloss – Mauve Bloom").nameThai, "6 เฉด"],
  },
  namingCase("count", "which one has the most shades?", ["Plumping Gloss – Mauve Bloom"]),
  { topic: "count", question: () => "velvet มีกี่รุ่นคะ", mustContain: () => ["7 รุ่น"] },
  { topic: "count", question: () => "ร้านมีลิปทั้งหมดกี่รุ่น", mustContain: () => ["14 รุ่น"] },
  {
    topic: "count",
    before: () => ["ลิปกลอสมีกี่แบบคะ"],
    question: () => "แล้วตัวไหนสีเยอะสุด",
    mustContain: (f) => [f.product("Plumping Gloss – Mauve Bloom").nameThai],
    mustNotContain: (f) => [f.product("Velvet Matte Lipstick – Brick Red").nameThai],
  },
  namingCase("count", "velvet ตัวไหนมีเฉดเยอะที่สุด", ["Powder Matte Lipstick – Milk Tea Nude"], ["Plumping Gloss – Mauve Bloom"]),
  // Open wishes, read through /lipstick-info's own advice
  namingCase("open wish", "อยากได้ลิปโทนเอิร์ธโทนค่ะ", ["Airy Velvet Lip Cream – Terracotta"]),
  namingCase("open wish", "มีสีโทนส้มอิฐมั้ย", ["Airy Velvet Lip Cream – Terracotta"]),
  {
    topic: "open wish",
    question: () => "earth tone lip มีไหม",
    mustContain: (f) => [f.product("Airy Velvet Lip Cream – Terracotta").nameThai, f.product("Velvet Cream Lip – Rose Brown").nameThai],
  },
  {
    topic: "open wish",
    question: () => "ลิปใส่ไปทำงานสีไหนดีคะ",
    mustContain: (f) => ["ลุคทำงาน", f.product("Powder Matte Lipstick – Milk Tea Nude").nameThai],
    mustNotContain: (f) => [f.product("Shimmer Gloss – Champagne Gold").nameThai],
  },
  namingCase("open wish", "สีไปออฟฟิศ ไม่จัดมาก แนะนำหน่อย", ["Powder Matte Lipstick – Milk Tea Nude"], ["Liquid Gloss 8D – Cherry Red"]),
  {
    topic: "open wish",
    question: () => "ลิปสีใส่ทุกวันค่ะ",
    mustContain: (f) => [f.product("Powder Matte Lipstick – Milk Tea Nude").nameThai, "ธรรมชาติ"],
  },
  namingCase("open wish", "อยากได้สีไม่จัดอ่ะ", ["Glass Lip Oil – Rosy Nude"], ["Velvet Luxe Lipstick – Deep Plum"]),
  namingCase("open wish", "ไปเดทใส่ลิปสีไหนดีคะ", ["Juicy Glow Lip Gloss – Peach Pink"]),
  {
    topic: "open wish",
    before: () => ["อยากได้ลิปโทนเอิร์ธโทน"],
    question: () => "แล้วงบไม่เกิน 300 ล่ะ",
    mustContain: (f) => [f.product("Velvet Cream Lip – Rose Brown").nameThai],
    mustNotContain: () => ["฿329", "฿459"],
  },
  // The flash sale's end, on the sale's own line
  { topic: "sale end", question: () => "โปรหมดเมื่อไหร่คะ", mustContain: (f) => [formatThaiDate(f.flashSales[0]!.endTime)] },
  {
    topic: "sale end",
    before: () => ["ลิปกลอสชมพูพีชราคาเท่าไหร่"],
    question: () => "ลดถึงวันไหนคะ",
    mustContain: (f) => [formatThaiDate(f.flashSales[0]!.endTime)],
  },
  {
    topic: "sale end",
    question: () => "glossy peach pink ราคาเท่าไหร่",
    mustContain: (f) => [...named(f.product("Juicy Glow Lip Gloss – Peach Pink")), formatThaiDate(f.flashSales[0]!.endTime)],
  },
  // What a spend earns
  // ฿1,000 reaches the ฿120 tier: ฿880 is paid, and points follow what is paid (decision 101).
  { topic: "spend", question: () => "ถ้าซื้อ 1,000 บาทได้อะไรบ้าง", mustContain: () => ["ส่งฟรี", "ลด ฿120", "8 แต้ม", "ถุงผ้า"] },
  { topic: "spend", question: () => "ซื้อครบพันได้อะไรมั่ง", mustContain: () => ["ส่งฟรี", "8 แต้ม"] },
  { topic: "spend", question: () => "ซื้อ 1500 ได้กี่แต้มคะ", mustContain: () => ["13 แต้ม"] },
  { topic: "spend", question: () => "ซื้อ 600 บาทส่งฟรีมั้ย", mustContain: () => ["฿50", "฿1,000"] },
  // Comparisons read with the catalogue's names; a kind the shop sells two of is those two
  {
    topic: "comparison",
    question: () => "tint ทั้งสองตัวต่างกันตรงไหนคะ",
    mustContain: (f) => [f.product("Crystal Jelly Tint – Strawberry Milk").nameThai, f.product("Velvet Tint – Chili Orange").nameThai],
  },
  {
    topic: "comparison",
    question: () => "rosy nude กับ milk tea nude อันไหนติดทนกว่า",
    mustContain: (f) => [f.product("Glass Lip Oil – Rosy Nude").nameThai, f.product("Powder Matte Lipstick – Milk Tea Nude").nameThai],
  },
  // Upcountry, a hot car, sold out
  { topic: "delivery", question: () => "ส่งไปเชียงใหม่ได้ไหม กี่วันถึงคะ", mustContain: () => ["วันทำการ"] },
  { topic: "delivery", question: () => "อยู่ต่างจังหวัดสั่งได้มั้ยคะ", mustContain: () => ["วันทำการ"] },
  { topic: "care", question: () => "ลืมลิปไว้ในรถร้อนๆ ทั้งวัน จะเป็นไรมั้ย", mustContain: () => ["30°C"] },
  { topic: "care", question: () => "วางลิปไว้หน้ารถตอนแดดออกได้ไหม", mustContain: () => ["ในรถ"] },
  namingCase("sold out", "ตัวไหนของหมดแล้วบ้างคะ", ["Velvet Luxe Lipstick – Deep Plum"]),
  namingCase("sold out", "which are sold out?", ["Velvet Luxe Lipstick – Deep Plum"], ["Juicy Glow Lip Gloss – Peach Pink"]),
];
