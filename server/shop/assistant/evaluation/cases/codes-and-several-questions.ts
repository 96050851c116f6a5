import { formatBaht } from "../../../../../domain/shared/money";
import type { EvalCase } from "../eval-set";
import { ask } from "../eval-set";

/**
 * Issue 37's last two kinds, in several voices (plain, formal letter, voice-typed run-on,
 * code-mixed Thai-English): a member asking the chat to use a code they collected — their own
 * codes, their kept cart's total as checkout prices it — and a message with several questions,
 * each of which the reply must answer. The held-out set of the same kinds is
 * held-out-codes-and-several-questions.ts, never tuned on.
 */
/** What the code's own words must not set off: a product list ("glossy50"), payment methods ("code" ⊃ "cod"), points ("เก็บสะสม"). */
const NOT_CLAIMED_BY_THE_CODE = () => ["สินค้าที่ตรงกับที่ถาม", "ช่องทางค่ะ", "แต้มค่ะ"];
const holding = (topic: string, question: string, withTotal: boolean): EvalCase => ({
  topic,
  askedBy: "code-holder",
  question: ask(question),
  mustContain: (f) => [f.codeHolder.code, ...(withTotal ? [`รวมที่ต้องจ่าย ${formatBaht(f.codeHolder.totalWithCode)}`] : [])],
  mustNotContain: NOT_CLAIMED_BY_THE_CODE,
});

export const CODE_AND_SEVERAL_QUESTION_CASES: readonly EvalCase[] = [
  // Using a collected code
  holding("code", "ใช้โค้ดส่วนลดที่เก็บไว้", true),
  holding("code", "มีคูปองไหม ใช้ให้หน่อย", true),
  holding("code", "apply my voucher", true),
  holding("code", "เรียนทางร้าน ดิฉันมีโค้ดส่วนลดที่เก็บสะสมไว้ ประสงค์จะใช้กับรายการสินค้าในตะกร้า รบกวนดำเนินการให้ด้วยค่ะ", true),
  holding("code", "ช่วยใช้โค้ดที่เก็บไว้ให้หน่อยนะคะคือจะสั่งเลยตอนนี้อะ", true),
  holding("code", "ขอ apply code glossy50 กับ cart หน่อยค่ะ", true),
  // Never another member's code: the evaluation's member collected none.
  { topic: "code", question: ask("ใช้โค้ดที่เก็บไว้ให้หน่อยค่ะ"), mustContain: () => ["ยังไม่มีโค้ดที่เก็บไว้"], mustNotContain: () => ["รวมที่ต้องจ่าย"] },
  {
    topic: "code",
    question: ask("ใช้โค้ด GLOSSY50 ให้หน่อย"),
    mustContain: () => ["ไม่อยู่ในโค้ดที่คุณเก็บไว้"],
    mustNotContain: () => ["รวมที่ต้องจ่าย", ...NOT_CLAIMED_BY_THE_CODE()],
  },
  // Several questions in one message
  {
    topic: "several",
    question: ask("ส่งกี่วันคะ แล้วมีเก็บเงินปลายทางไหม และถ้าซื้อ 2 แท่งได้ส่งฟรีมั้ย"),
    mustContain: () => ["วันทำการ", "เก็บเงินปลายทาง", "฿1,000"],
    mustNotContain: () => ["คำสั่งซื้อล่าสุดของคุณ"],
  },
  {
    topic: "several",
    question: ask("เรียนสอบถามค่ะ ขอทราบอัตราค่าจัดส่งว่าเท่าใด และหากชำระผ่านพร้อมเพย์ต้องแนบหลักฐานการโอนหรือไม่คะ"),
    mustContain: () => ["฿50", "สลิป"],
  },
  {
    topic: "several",
    question: ask("ลิปแมทสีแดงมีไหมราคาเท่าไหร่แล้วก็ส่งกี่วันถึงคะ"),
    mustContain: (f) => [f.product("Velvet Matte Lipstick – Brick Red").nameThai, "วันทำการ"],
  },
  {
    topic: "several",
    question: ask("มี promotion อะไรบ้างคะ แล้ว points ที่มีใช้ยังไง"),
    mustContain: (f) => ["แฟลชเซล", `${f.memberPoints} แต้ม`],
  },
  {
    topic: "several",
    question: ask("what is the shipping fee, and can i return it if the colour is wrong?"),
    mustContain: () => ["฿50", "7 วัน"],
  },
  {
    topic: "several",
    question: ask("ออเดอร์ล่าสุดถึงไหนแล้วคะ แล้วขอเบอร์โทรร้านด้วยค่ะ"),
    mustContain: (f) => [f.ownOrder.orderNumber, f.contact.phone],
  },
];
