import { namesProducts } from "./follow-ups";
import { understand, type Intent } from "./understanding";
import { normaliseText } from "../understanding/normalise";

/**
 * A long message with several questions in it (issue 37): "ส่งกี่วันคะ แล้วมีเก็บเงินปลายทางไหม
 * และถ้าซื้อ 2 แท่งได้ส่งฟรีมั้ย" is three questions, each answered by the stages on its own. A
 * message is cut where a question has ended — a question mark or a line break, or a question
 * word or particle ("ไหม", "กี่วัน", "เท่าไหร่", "หรือไม่" and a polite ending) followed by a
 * conjunction ("แล้ว", "และ", "อีกทั้ง", "also") or a space — and, in English, before "and" or a
 * comma that opens a new question ("and can I…"). The conjunction stays with its part, so "แล้ว…ล่ะ"
 * remains a follow-up. A part that asks nothing itself ("กทม") or asks about a product without
 * naming one ("ราคาเท่าไหร่" after "มีลิปแดงไหม") goes back with the part before it.
 */

/** A question has ended here: a question word or particle, then polite endings (on normalised text). */
const QUESTION_END =
  /(?:ไหม|เปล่า|ยัง|เท่าไหร่|เท่าไร|เท่าใด|กี่\s?[\u0E00-\u0E7F]{1,8}|ยังไง|ไง|อย่างไร|อะไร|ไหน|เมื่อไหร่|เมื่อไร|หรือไม่|บ้าง|ได้ป่ะ|ป่ะ|how much|how long|how many)(?:\s*(?:คะ|ค่ะ|ครับ|นะ|จ๊ะ|จ้ะ|ฮะ|คับ|ค่า|เอ่ย|เหรอ|หรอ))*\s*$/;
/** Words that join a next question in Thai, at the start of what follows. */
const THAI_JOIN = /^(?:แล้วก็|แล้ว|และ|อีกทั้ง|อีกอย่าง|อีกเรื่อง|นอกจากนี้|กับอีกเรื่อง)/;
/** An English question opening after "and" or a comma. */
const ENGLISH_NEXT = /^\s*(?:,\s*)?(?:and|also|plus)?\s*(?:can|could|do|does|did|is|are|will|would|should|how|what|when|where|which|who|any)\b/i;

/** Intents that ask about a product, which need the product named (here or in the part before). */
const PRODUCT_ASKS: readonly Intent[] = ["price", "shades", "stock", "products", "compare"];
/** The part asks something itself: a question word anywhere, or a polite "I'd like to know". */
const ASKS =
  /ไหม|เปล่า|ยัง\s*$|เท่าไหร่|เท่าไร|เท่าใด|กี่|ยังไง|ไง\s*$|อย่างไร|อะไร|ไหน|เมื่อไหร่|เมื่อไร|หรือไม่|บ้าง|ป่ะ|อยากทราบ|อยากรู้|ขอทราบ|สอบถาม|\b(?:can|could|do|does|is|are|will|how|what|when|where|which|any)\b/;

/**
 * A piece stands as a question of its own when it asks something and has a topic: a product it
 * names, or a topic beyond the product ("ส่งฟรีมั้ย"). "กทม", "ถ้าซื้อแท่งเดียว" (no question) and
 * "ราคาเท่าไหร่" (a product's price, no product) belong to the question before them.
 */
function standsAlone(piece: string): boolean {
  const understanding = understand(piece);
  if (!ASKS.test(understanding.text)) return false;
  const named =
    namesProducts(understanding) ||
    understanding.nameWords.length > 0 ||
    understanding.orderNumbers.length > 0 ||
    understanding.priceRange !== null ||
    understanding.spend !== null ||
    understanding.rank !== null;
  const topics = [...understanding.intents].filter((intent) => intent !== "greeting" && intent !== "thanks");
  return named || topics.some((intent) => !PRODUCT_ASKS.includes(intent));
}

/** Where the message may be cut: the index a next part starts at. */
function cutPoints(message: string): number[] {
  const cuts: number[] = [];
  for (const match of message.matchAll(/[?？]+\s*|\n+\s*/g)) cuts.push(match.index + match[0].length);
  // Thai: a conjunction, or a space, after a question that has ended.
  for (const match of message.matchAll(/(?<=\S)(\s*)(?=\S)/g)) {
    const at = match.index + match[1]!.length;
    const rest = message.slice(at);
    const joins = THAI_JOIN.test(rest);
    if (!joins && match[1] === "") continue;
    if (QUESTION_END.test(normaliseText(message.slice(0, match.index)))) cuts.push(at);
  }
  // English: "…delivery and can i pay…", "…colours, is it in stock".
  for (const match of message.matchAll(/\s+(?:and|also|plus)\s+|,\s*/gi)) {
    if (ENGLISH_NEXT.test(message.slice(match.index)) && /[a-z]/i.test(message.slice(0, match.index)))
      cuts.push(match.index + (match[0].startsWith(",") ? 1 : 0));
  }
  return [...new Set(cuts)].filter((cut) => cut > 0 && cut < message.length).sort((a, b) => a - b);
}

export function questionParts(message: string): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const cut of [...cutPoints(message), message.length]) {
    const piece = message.slice(from, cut).trim();
    from = cut;
    if (piece !== "") pieces.push(piece);
  }
  if (pieces.length < 2) return [message];
  // A piece that cannot stand alone joins the one before it (the first, the one after it).
  const parts: string[] = [];
  for (const piece of pieces) {
    if (parts.length > 0 && !standsAlone(piece)) parts[parts.length - 1] = `${parts.at(-1)} ${piece}`;
    else if (parts.length === 1 && !standsAlone(parts[0]!)) parts[0] = `${parts[0]} ${piece}`;
    else parts.push(piece);
  }
  return parts.length < 2 ? [message] : parts;
}
