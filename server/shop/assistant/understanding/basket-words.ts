import { numbersIn } from "./numbers";

/**
 * A basket described in words (issue 37): "Juicy Glow 5 แท่ง กับ Crystal Jelly 1 แท่ง", "ซื้อ 3
 * แท่ง แท่งละ 249", "ในตะกร้ามี 700", "มีแต้ม 250". Read from the normalised message; the products
 * are the catalogue's own, each found by the words of its name a shopper uses.
 */
export type NamedProduct = { id: string; name: string; nameThai: string; shadeNames: readonly string[] };

export type BasketWords = {
  /** Products named with how many of each (1 when no number is said). */
  lines: { productId: string; quantity: number; quantitySaid: boolean }[];
  /** "3 แท่ง แท่งละ 249": pieces at a price, no product named. */
  pieces: { quantity: number; unitBaht: number } | null;
  /** "ตะกร้ามี 700", "ยอด 700": what is already in the basket, in baht. */
  basketBaht: number | null;
  /** "มีแต้ม 250": points the shopper says they hold. */
  points: number | null;
};

const UNIT = "(?:แท่ง|ชิ้น|อัน|ตัว|หลอด|กล่อง|pcs|pc|pieces|sticks?)";
const QUANTITY_AFTER = new RegExp(`^\\s*(?:(?:x|×|\\*)\\s*(\\d+)|(\\d+)\\s*${UNIT})`);
const QUANTITY_BEFORE = new RegExp(`(\\d+)\\s*${UNIT}\\s*$|(?:x|×)\\s*(\\d+)\\s*$`);
const PIECES = new RegExp(`(\\d+)\\s*${UNIT}.{0,12}?${UNIT}ละ\\s*(\\d+)|${UNIT}ละ\\s*(\\d+).{0,12}?(\\d+)\\s*${UNIT}`);
const BASKET = /(?:ตะกร้า(?:มี|ยอด)?|ยอด(?:ซื้อ|สินค้า|ในตะกร้า)?|ซื้อไป(?:แล้ว)?|in (?:my )?(?:cart|basket)|cart)\s*(?:มี|อยู่|ได้|แล้ว)?\s*(\d+)/;
const POINTS = /(?:แต้ม|คะแนน|points?|พอยท์|พอยต์)\s*(?:อยู่|สะสม)?\s*(\d+)|(\d+)\s*(?:แต้ม|คะแนน|points?|พอยท์|พอยต์)/;
/** Earning points ("ได้กี่แต้ม") is a spend question, not points to use. */
const EARNING = /ได้กี่(?:แต้ม|คะแนน)|ได้(?:แต้ม|คะแนน)/;

/** The words each product is called by: its family ("juicy glow"), its shade, its Thai name. */
function namesOf(product: NamedProduct): string[] {
  const [family = "", shade = ""] = product.name.toLowerCase().split(/\s+[–-]\s+/);
  const familyWords = family.split(/\s+/);
  const thaiShade = product.shadeNames[0] ?? "";
  return [family, familyWords.slice(0, 2).join(" "), `${familyWords[0]} ${shade}`, shade, product.nameThai.toLowerCase(), thaiShade]
    .map((name) => name.trim())
    .filter((name) => name.length >= 4);
}

/** Number words as digits ("สามแท่ง" → "3 แท่ง"), so one pattern reads both. */
function withDigits(text: string): string {
  let result = "";
  let from = 0;
  for (const number of numbersIn(text)) {
    result += `${text.slice(from, number.start)} ${number.value} `;
    from = number.end;
  }
  // A count word before a unit ("สองแท่ง") is read here: the price reader leaves small counts alone.
  return (result + text.slice(from)).replace(COUNT_BEFORE_UNIT, (_, word: string) => ` ${COUNT_WORDS.indexOf(word) + 1} `);
}

const COUNT_WORDS = ["หนึ่ง", "สอง", "สาม", "สี่", "ห้า", "หก", "เจ็ด", "แปด", "เก้า", "สิบ"];
const COUNT_BEFORE_UNIT = new RegExp(`(${COUNT_WORDS.join("|")})\\s*(?=${UNIT})`, "g");

export function basketWordsIn(message: string, catalogue: readonly NamedProduct[]): BasketWords {
  const text = withDigits(message);
  const mentions: { productId: string; start: number; end: number }[] = [];
  const names = catalogue.flatMap((product) => namesOf(product).map((name) => ({ productId: product.id, name }))).sort((a, b) => b.name.length - a.name.length);
  const taken: [number, number][] = [];
  for (const { productId, name } of names) {
    let from = 0;
    for (;;) {
      const start = text.indexOf(name, from);
      if (start < 0) break;
      from = start + name.length;
      const end = start + name.length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      mentions.push({ productId, start, end });
    }
  }
  mentions.sort((a, b) => a.start - b.start);
  const lines: BasketWords["lines"] = [];
  mentions.forEach((mention, index) => {
    const nextStart = mentions[index + 1]?.start ?? text.length;
    const previousEnd = mentions[index - 1]?.end ?? 0;
    // "Juicy Glow 5 แท่ง" or "5 แท่ง Juicy Glow"; a shade word between is skipped ("8D สีแดงเชอร์รี่ 10 แท่ง").
    const after = QUANTITY_AFTER.exec(text.slice(mention.end, nextStart).replace(/^\s*สี\S*/, ""));
    const before = QUANTITY_BEFORE.exec(text.slice(previousEnd, mention.start));
    const said = after?.[1] ?? after?.[2] ?? before?.[1] ?? before?.[2];
    const quantity = said ? Number(said) : 1;
    const existing = lines.find((line) => line.productId === mention.productId);
    if (existing) existing.quantity += said ? quantity : 0;
    else lines.push({ productId: mention.productId, quantity, quantitySaid: said !== undefined });
  });
  const pieces = PIECES.exec(text);
  const basket = BASKET.exec(text);
  const points = EARNING.test(text) ? null : POINTS.exec(text);
  return {
    lines: lines.filter((line) => line.quantity > 0),
    pieces: pieces ? { quantity: Number(pieces[1] ?? pieces[4]), unitBaht: Number(pieces[2] ?? pieces[3]) } : null,
    basketBaht: basket ? Number(basket[1]) : null,
    points: points ? Number(points[1] ?? points[2]) : null,
  };
}

/** "รวมเท่าไหร่", "ส่งฟรีไหม", "อีกกี่บาท": the message asks for a sum, not a product's price alone. */
export const ASKS_TOTAL = /รวม|ทั้งหมด|total|กี่บาท|เท่าไหร่|เท่าไร|ส่งฟรี|ค่าส่ง|อีกกี่|ขาดอีก|ต้องจ่าย|จ่ายกี่|ลดได้|ใช้ได้|แลกได้|มีพอ|พอไหม|พอมั้ย|how much/;
