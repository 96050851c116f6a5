import { and, eq } from "drizzle-orm";
import { POINTS_PER_REDEMPTION, REDEMPTION_VALUE, redemptionValue } from "../../../../domain/loyalty/loyalty";
import type { OrderAmounts } from "../../../../domain/orders/checkout";
import { basketPromotionsView, type BasketPromotionsView } from "../../../../domain/promotions/promotion-view";
import { formatBaht } from "../../../../domain/shared/money";
import type { DatabaseOrTransaction } from "../../../platform/db/database";
import { productColors, products } from "../../../platform/db/schema";
import { priceCheckoutCart } from "../../orders/checkout-page";
import { priceWithPromotions, promotionFactsFor } from "../../promotions/basket-pricing";
import type { AssistantContext } from "../assistant";
import { productsByIds } from "../facts/catalogue-facts";
import { ASKS_TOTAL, basketWordsIn, type BasketWords, type NamedProduct } from "../understanding/basket-words";

/**
 * Quotes (issue 37): a basket said in words priced by the checkout's own pricing
 * (`priceCheckoutCart`: current prices with flash sales, the member's promotions, shipping), with
 * how far it is from free shipping, what points take off, and stock that cannot cover it.
 */
async function namedCatalogue(db: DatabaseOrTransaction): Promise<NamedProduct[]> {
  const rows = await db
    .select({ id: products.id, name: products.name, nameThai: products.nameThai, shadeThai: productColors.nameThai })
    .from(products)
    .leftJoin(productColors, eq(productColors.productId, products.id))
    .where(and(eq(products.isActive, true)))
    .orderBy(productColors.sortOrder);
  const byId = new Map<string, NamedProduct & { shadeNames: string[] }>();
  for (const row of rows) {
    const product = byId.get(row.id) ?? { id: row.id, name: row.name, nameThai: row.nameThai, shadeNames: [] };
    if (row.shadeThai) product.shadeNames.push(row.shadeThai.toLowerCase());
    byId.set(row.id, product);
  }
  return [...byId.values()];
}

/** What the message asks to be quoted, or null when it is not a basket question. */
export async function basketAsked(db: DatabaseOrTransaction, text: string): Promise<BasketWords | null> {
  if (!/\d|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ|ร้อย|พัน/.test(text)) return null;
  const words = basketWordsIn(text, await namedCatalogue(db));
  const quantities = words.lines.some((line) => line.quantitySaid);
  const asksSum = ASKS_TOTAL.test(text);
  // "Juicy Glow 5 แท่ง" says a basket by itself; two products named need a question about the sum.
  const basket = quantities || (words.lines.length > 1 && asksSum);
  if (basket || words.pieces || (words.basketBaht !== null && asksSum) || (words.points !== null && /ลด|ใช้|แลก|กี่บาท|เท่าไหร่|เท่าไร/.test(text))) return words;
  return null;
}

/** The quote's lines as the checkout shows them: goods, promotions, shipping, the total, the free-shipping gap. */
export function amountLines(amounts: OrderAmounts, promotions: BasketPromotionsView): string[] {
  const lines = [`ค่าสินค้า ${formatBaht(amounts.subtotal)}`];
  if (amounts.discount > 0)
    lines.push(
      `ส่วนลดโปรโมชั่น (${promotions.applied
        .filter((applied) => applied.discount > 0)
        .map((applied) => applied.title)
        .join(", ")}) -${formatBaht(amounts.discount)}`,
    );
  lines.push(`ค่าส่ง ${amounts.shippingFee > 0 ? formatBaht(amounts.shippingFee) : "ส่งฟรี"}`);
  lines.push(`รวมที่ต้องจ่าย ${formatBaht(amounts.total)}`);
  const free = promotions.freeShipping;
  if (free?.reached) lines.push("ยอดนี้ได้ส่งฟรีแล้วค่ะ");
  else if (free) lines.push(`ซื้อเพิ่มอีก ${formatBaht(free.missing)} จะได้ส่งฟรี (ส่งฟรีเมื่อยอดสินค้าครบ ${formatBaht(free.threshold)})`);
  const gifts = promotions.gifts.map((gift) => gift.name);
  if (gifts.length > 0) lines.push(`ของแถม: ${gifts.join(", ")}`);
  return lines;
}

function pointsLine(points: number): string {
  const off = redemptionValue(points);
  const left = points % POINTS_PER_REDEMPTION;
  return (
    `แต้ม ${points.toLocaleString("th-TH")} แต้ม ใช้ลดได้ ${formatBaht(off)} ค่ะ (ใช้ทีละ ${POINTS_PER_REDEMPTION} แต้ม = ${formatBaht(REDEMPTION_VALUE)} ตอนชำระเงิน` +
    `${left > 0 ? ` เศษ ${left} แต้มเก็บไว้ใช้ครั้งต่อไป` : ""})`
  );
}

export async function quoteParagraph(words: BasketWords, context: AssistantContext): Promise<string> {
  const { db, now, member } = context;
  const paragraphs: string[] = [];
  if (words.lines.length > 0) {
    const facts = await productsByIds(
      db,
      words.lines.map((wanted) => wanted.productId),
      now,
    );
    const shadeOf = new Map(facts.map((fact) => [fact.id, fact.shades[0]?.id ?? null]));
    const summary = await priceCheckoutCart(
      db,
      words.lines.map((wanted) => ({ productId: wanted.productId, colorId: shadeOf.get(wanted.productId) ?? null, quantity: wanted.quantity })),
      now,
      { userId: member.id, code: "" },
    );
    const shortages = words.lines.flatMap((wanted) => {
      const fact = facts.find((candidate) => candidate.id === wanted.productId);
      if (!fact || fact.stockQuantity >= wanted.quantity) return [];
      return [
        fact.stockQuantity > 0
          ? `${fact.nameThai} ตอนนี้มีเพียง ${fact.stockQuantity} ชิ้น ไม่พอสำหรับ ${wanted.quantity} ชิ้นที่ต้องการค่ะ สั่งได้ไม่เกิน ${fact.stockQuantity} ชิ้น`
          : `${fact.nameThai} สินค้าหมดชั่วคราว สั่งไม่ได้ในตอนนี้ค่ะ`,
      ];
    });
    const goods = summary.lines.map(
      (priced) => `• ${priced.nameThai} × ${priced.quantity} = ${formatBaht(priced.unitPrice * priced.quantity)} (ชิ้นละ ${formatBaht(priced.unitPrice)})`,
    );
    paragraphs.push(["ราคาตามที่ระบบคิดตอนชำระเงินค่ะ:", ...goods, ...amountLines(summary.amounts, summary.promotions), ...shortages].join("\n"));
  } else if (words.pieces || words.basketBaht !== null) {
    // Pieces at a price, or a basket's amount: priced as one line through the same promotions.
    const { quantity, unitBaht } = words.pieces ?? { quantity: 1, unitBaht: words.basketBaht! };
    const facts = await promotionFactsFor(db, member.id, "");
    const { price, promotions } = priceWithPromotions(
      [{ productId: "00000000-0000-4000-8000-000000000000", categoryId: null, unitPrice: unitBaht * 100, quantity }],
      facts,
      "",
      now,
    );
    const amounts = { subtotal: price.subtotal, discount: price.promotionDiscount, shippingFee: price.shippingFee, total: price.total };
    const intro = words.pieces
      ? `${quantity} ชิ้น ชิ้นละ ${formatBaht(unitBaht * 100)} คิดตามระบบชำระเงินค่ะ:`
      : `ยอดสินค้าในตะกร้า ${formatBaht(unitBaht * 100)} คิดตามระบบชำระเงินค่ะ:`;
    paragraphs.push([intro, ...amountLines(amounts, basketPromotionsView(price, promotions, ""))].join("\n"));
  }
  if (words.points !== null) paragraphs.push(pointsLine(words.points));
  return paragraphs.join("\n");
}
