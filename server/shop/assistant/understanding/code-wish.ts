/**
 * "ใช้โค้ดที่เก็บไว้", "มีคูปองไหม ใช้ให้หน่อย", "apply my voucher" (issue 37): the member asks the
 * chat to use a code. Read from the normalised message (lower case). Asking whether codes exist
 * ("มีโค้ดไหม") is a promotions question, not this: it takes a word of using, or "the one I kept".
 */
const CODE_WORD = /โค้ด|โค๊ด|โค็ด|\bcodes?\b|คูปอง|\bcoupons?\b|\bvouchers?\b|วอเชอร์|วอยเชอร์|ส่วนลดที่เก็บ/;
const USE_WORD = /ใช้|ใส่|\bapply\b|\buse\b|\bredeem\b|เก็บไว้|ที่เก็บ|เซฟไว้|\bsaved?\b|\bcollected\b/;

export function asksToUseCode(text: string): boolean {
  return CODE_WORD.test(text) && USE_WORD.test(text);
}

/** Upper-cased words of the message that could be a code (4–20 letters and digits), e.g. "glossy50" → "GLOSSY50". */
export function codeLikeWords(text: string): string[] {
  return [...new Set((text.match(/[a-z0-9]{4,20}/gi) ?? []).map((word) => word.toUpperCase()))];
}
