import { ORDER_STATUS_LABELS } from "../../../../../domain/orders/order-status";
import type { EvalCase } from "../eval-set";
import { STEERED_BACK } from "../eval-set";

const POINTS_FIRST = ["ตอนนี้มีแต้มเท่าไหร่", "แต้มสะสมของฉันมีกี่คะแนนคะ", "points ฉันเหลือเท่าไร"];
const BEST_SELLER = "Juicy Glow Lip Gloss – Peach Pink";
const BRICK_RED = "Velvet Matte Lipstick – Brick Red";

/**
 * The independent probe's misses (issue 23 follow-up), each in several wordings nobody tuned for:
 * a bare follow-up read against the last topic or products, "has my order arrived", "cheaper than
 * this" keeping the last wish, and a colour with a budget it does not fit. Multi-turn cases are
 * graded on their last turn.
 */
export const PROBE_FOLLOW_UP_CASES: readonly EvalCase[] = [
  // 1. A follow-up with no topic words of its own continues the last topic (points).
  ...["ใช้ยังไง", "แลกยังไงคะ", "เอาไปทำอะไรได้บ้าง"].map((question, index): EvalCase => ({
    topic: "follow-up-topic",
    before: () => [POINTS_FIRST[index]!],
    question: () => question,
    mustContain: () => ["ตอนชำระเงิน"],
    mustNotContain: () => [STEERED_BACK, "ไม่มีข้อมูล"],
  })),
  // ...but a message about something else right after a topic is still steered back to lipsticks.
  ...["ดูบอลที่ไหนดี", "กินข้าวยัง", "วันนี้อากาศร้อนจัง"].map((question): EvalCase => ({
    topic: "off-topic",
    before: () => [POINTS_FIRST[0]!],
    question: () => question,
    mustContain: () => [STEERED_BACK],
    mustNotContain: () => ["คะแนน"],
  })),
  // 2. A stock question right after a product list asks about what was just shown.
  ...["ยังมีของอยู่ไหม", "ของยังเหลือป่าว", "พร้อมส่งมั้ยคะ"].map((question): EvalCase => ({
    topic: "follow-up-products",
    before: () => ["ลิปที่ขายดีที่สุด"],
    question: () => question,
    mustContain: (f) => [f.product(BEST_SELLER).nameThai, "พร้อมส่ง"],
    mustNotContain: () => [STEERED_BACK],
  })),
  {
    topic: "follow-up-products",
    before: () => ["velvet สีแดงมีไหม"],
    question: () => "เหลือของอยู่มั้ย",
    mustContain: (f) => [f.product(BRICK_RED).nameThai],
    mustNotContain: () => [STEERED_BACK],
  },
  // 3. A member asking where their own order is gets their orders with status, not the policy alone.
  ...["สั่งไปแล้วของถึงยัง", "ของที่สั่งไปได้เมื่อไหร่คะ", "ออเดอร์ของฉันถึงไหนแล้ว", "my order ส่งยังคะ"].map((question): EvalCase => ({
    topic: "own-order",
    question: () => question,
    mustContain: (f) => [f.ownOrder.orderNumber, ORDER_STATUS_LABELS[f.ownOrder.status]],
  })),
  // 4. "Cheaper than this" keeps the last wish (brown, matte) and says "cheaper", never "most expensive".
  ...["ถูกกว่านี้มีป่าว", "มีตัวที่ถูกกว่านี้ไหมคะ", "ราคาต่ำกว่านี้มีมั้ย"].map((question): EvalCase => ({
    topic: "cheaper-than-this",
    before: () => ["มีลิปสีน้ำตาลแบบด้านๆ ม้าย"],
    question: () => question,
    mustContain: () => ["ถูกกว่า"],
    mustNotContain: (f) => ["ราคาสูงที่สุด", f.product("Soft Blur Lip Mousse – MLBB Pink").nameThai, f.product("Velvet Tint – Chili Orange").nameThai],
  })),
  {
    topic: "cheaper-than-this",
    before: () => ["ลิปกลอสสีแดงมีอะไรบ้าง"],
    question: () => "cheaper กว่านี้มีไหม",
    mustContain: () => ["ถูกกว่า"],
    mustNotContain: (f) => ["ราคาสูงที่สุด", f.product("Juicy Glow Lip Gloss – Peach Pink").nameThai],
  },
  // 5. A colour with a budget nothing of that colour fits: said plainly, the nearest of the colour named, no other colour as the match.
  ...["อยากได้ลิปสีแดงสดๆ ไม่เกิน 250 มีมั้ยคะ", "ลิปแดงงบ 200 มีไหม", "red lipstick under 250 pls", "ขอลิปสีแดง ราคาไม่เกินสองร้อยห้าสิบ"].map((question): EvalCase => ({
    topic: "colour-over-budget",
    question: () => question,
    mustContain: (f) => ["ยังไม่มี", f.product(BRICK_RED).nameThai],
    mustNotContain: () => ["สินค้าที่ตรงกับที่ถาม"],
  })),
];
