import type { EvalCase } from "../eval-set";
import { followUpCase, named } from "../eval-set";

/** "Anything cheaper?" after a product's price: a price in baht, and none of the prices not cheaper than it. */
function cheaperFollowUp(asked: string, question: string, notCheaper: string[]): EvalCase {
  return { topic: "follow-up", before: () => [asked], question: () => question, mustContain: () => ["฿"], mustNotContain: () => notCheaper };
}

/** Multi-turn conversations, graded on the last turn only: follow-ups that point back (issue 23). */
export const CONVERSATION_CASES: readonly EvalCase[] = [
  {
    topic: "follow-up",
    before: () => ["ลิปกลอส 8D สีแดงเชอร์รี่ราคาเท่าไหร่คะ"],
    question: () => "อันนี้มีสีอื่นไหม",
    mustContain: () => ["รูบี้เจลลี่", "แตงโม"],
  },
  {
    topic: "follow-up",
    before: () => ["Velvet Matte Lipstick Brick Red ราคาเท่าไหร่"],
    question: () => "ตัวนี้ยังมีของไหมคะ",
    mustContain: (f) => [f.product("Velvet Matte Lipstick – Brick Red").nameThai, "มีสินค้าพร้อมส่ง"],
    mustNotContain: () => ["60 ชิ้น"],
  },
  followUpCase(["มีลิปเวลเวทสีนู้ดไหม"], "แล้วสีแดงล่ะ", ["Velvet Matte Lipstick – Brick Red"], ["Liquid Gloss 8D – Cherry Red"]),
  cheaperFollowUp("ลิปกลอสสีแดงมีไหม", "ถูกกว่านี้มีไหม", ["฿329", "฿359", "฿459"]),
  { topic: "follow-up", before: () => ["ค่าส่งเท่าไหร่คะ"], question: () => "แล้วถ้าซื้อเยอะๆ ส่งฟรีมั้ย", mustContain: () => ["฿1,000"] },
  { topic: "follow-up", before: () => ["คืนสินค้าได้ไหมคะ"], question: () => "แล้วต้องทำยังไงบ้าง", mustContain: () => ["7 วัน"] },
  {
    topic: "follow-up",
    before: (f) => [`ออเดอร์ ${f.ownOrder.orderNumber} ถึงไหนแล้วคะ`],
    question: () => "แล้วออเดอร์นั้นส่งยังคะ",
    mustContain: (f) => [f.ownOrder.orderNumber],
  },
  {
    topic: "follow-up",
    before: () => ["ลิปทินท์มีอะไรบ้าง"],
    question: () => "แล้วราคาล่ะ",
    mustContain: (f) => [...named(f.product("Crystal Jelly Tint – Strawberry Milk")), ...named(f.product("Velvet Tint – Chili Orange"))],
  },
  followUpCase(["มีลิปสีชมพูไหม"], "แล้วแบบแมทล่ะ", ["Soft Blur Lip Mousse – MLBB Pink"], ["Juicy Glow Lip Gloss – Peach Pink"]),
  followUpCase(["ลิปงบ 250 มีไหมคะ"], "แล้วสีส้มล่ะ", ["Velvet Tint – Chili Orange", "Honey Glaze Lip Gloss – Coral Orange"], ["Glass Lip Oil – Rosy Nude"]),
  { topic: "follow-up", before: () => ["มีโปรอะไรบ้างคะ"], question: () => "แล้วค่าส่งล่ะ", mustContain: () => ["฿50"] },
  { topic: "follow-up", before: () => ["ลิปมูสราคาเท่าไหร่"], question: () => "มีกี่สีคะ", mustContain: () => ["โรสหม่น", "พิงก์ลาเต้"] },
  { topic: "follow-up", before: () => ["ขอดูลิปออยล์หน่อย"], question: () => "มีสีไหนบ้าง", mustContain: () => ["ใสแก้ว", "เชอร์รี่ทินท์"] },
  { topic: "follow-up", before: () => ["Deep Plum ราคาเท่าไหร่"], question: () => "ตัวนี้หมดหรือยัง", mustContain: () => ["สินค้าหมดชั่วคราว"] },
  { topic: "follow-up", before: () => ["ลิปกลอส 8D สีแดงเชอร์รี่"], question: () => "ยังมีของไหม", mustContain: () => ["เหลือเพียง 3 ชิ้น"] },
  {
    topic: "follow-up",
    before: () => ["สวัสดีค่ะ", "มีลิปสีน้ำตาลไหม"],
    question: () => "อันนี้ราคาเท่าไหร่",
    mustContain: (f) => named(f.product("Velvet Cream Lip – Rose Brown")),
  },
  cheaperFollowUp("ลิปเวลเวทสีแดงราคาเท่าไหร่", "แพงไป มีถูกกว่านี้มั้ย", ["฿299", "฿459", "฿329"]),
  { topic: "follow-up", before: () => ["จ่ายเงินได้ทางไหนบ้าง"], question: () => "แล้วโอนแล้วต้องทำไงต่อ", mustContain: () => ["24 ชั่วโมง"] },
  followUpCase(["ลิปสีแดงมีอะไรบ้าง", "ค่าส่งเท่าไหร่"], "แล้วสีชมพูล่ะ", ["Juicy Glow Lip Gloss – Peach Pink"]),
  {
    topic: "follow-up",
    before: () => ["Shimmer Gloss Champagne Gold ราคาเท่าไหร่"],
    question: () => "it has other shades?",
    mustContain: () => ["โรสโกลด์", "ชมพูมุก"],
  },
];
