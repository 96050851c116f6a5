/**
 * The shop's one rule for Thai line breaks (decision 081): the browser breaks Thai lines with
 * ICU's dictionary, which cuts compounds and loanwords the shop writes every day:
 * 'แดงคลาส|สิก', 'รอตรวจ|สอบ', 'การสั่ง|ซื้อ', 'สต็|อก'. No CSS changes that in Chromium
 * (keep-all, line-break: strict and word-break: auto-phrase ignore Thai). So the words listed
 * here are never broken inside; every other break stays the browser's. The list only removes
 * break opportunities, never adds one, so a word found where it is not meant (ที่อยู่ in
 * 'สินค้าที่อยู่ในตะกร้า') costs at most a slightly longer unbreakable piece.
 *
 * The words are the ones `Intl.Segmenter('th')` (the same ICU dictionary) cuts in the shop's
 * own texts and demo catalogue, measured in decision 081. Add a word when a page shows it
 * broken; `tests/e2e/thai-line-breaks.test.ts` checks every page against this list.
 */
export const SHOP_THAI_WORDS = [
  // Shop and order words.
  "คำสั่งซื้อ",
  "สั่งซื้อ",
  "ชำระเงิน",
  "ตรวจสอบ",
  "จัดส่ง",
  "ค่าส่ง",
  "ส่งฟรี",
  "ปลายทาง",
  "ที่อยู่",
  "รหัสไปรษณีย์",
  "เบอร์โทรศัพท์",
  "รหัสผ่าน",
  "หลักฐาน",
  "โอนเงิน",
  "คืนเงิน",
  "ยอดรวม",
  "ออเดอร์",
  "พร้อมเพย์",
  "โปรโมชั่น",
  "ข้อเสนอ",
  "คะแนนสะสม",
  "แต้มสะสม",
  "หมวดหมู่",
  "รายละเอียด",
  "ตัวอักษร",
  "อัปโหลด",
  "คัดลอก",
  "ตั้งค่า",
  "หน้าแรก",
  "ทีมงาน",
  "ผู้ดูแล",
  "วันที่",
  "วันทำการ",
  "สต็อก",
  // Lipstick and shade words.
  "ลิปสติก",
  "ลิปกลอส",
  "ลิปมูส",
  "ลิปทินท์",
  "ทินท์",
  "เวลเวท",
  "เฉดสี",
  "ริมฝีปาก",
  "คลาสสิก",
  "เบอร์รี่",
  "เชอร์รี่",
  "บราวน์",
] as const;

// A Thai vowel or tone mark that sits on the character before it: a word is not found when one
// follows, so a piece never ends inside a written syllable.
const COMBINING_MARK = "\u0E31\u0E34-\u0E3A\u0E47-\u0E4E";

// Longest first, so 'คำสั่งซื้อ' is found whole rather than as 'คำ' + 'สั่งซื้อ'.
const SHOP_WORD = new RegExp(`(${[...SHOP_THAI_WORDS].sort((a, b) => b.length - a.length).join("|")})(?![${COMBINING_MARK}])`, "u");

/** The shop's words as one pattern, for a check that finds them in a page's text (tests). */
export function shopWordPattern(): RegExp {
  return new RegExp(SHOP_WORD.source, "gu");
}

/**
 * The text cut around the shop's words: pieces alternate between text the browser may break as
 * it likes (even indexes, possibly empty) and a shop word to keep whole (odd indexes).
 * `null` when the text holds no shop word, the common case, so callers keep the string itself.
 * A plain regular expression: the same answer on the server and in every browser (no ICU
 * data that could differ between them and upset hydration).
 */
export function shopWordPieces(text: string): readonly string[] | null {
  const known = piecesOfText.get(text);
  if (known !== undefined) return known;
  const pieces = SHOP_WORD.test(text) ? Object.freeze(text.split(shopWordPattern())) : null;
  if (text.length <= REMEMBERED_TEXT_LENGTH) {
    if (piecesOfText.size >= REMEMBERED_TEXTS) piecesOfText.clear();
    piecesOfText.set(text, pieces);
  }
  return pieces;
}

// Every text of every render passes here (decision 081) and a page's texts repeat from render to
// render (labels, headings, product names): each is cut once and remembered. Bounded, so texts
// that change (review bodies, search words) cannot grow it without end.
const REMEMBERED_TEXTS = 4_096;
const REMEMBERED_TEXT_LENGTH = 200;
const piecesOfText = new Map<string, readonly string[] | null>();
