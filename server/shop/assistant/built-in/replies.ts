import type { Passage } from "../knowledge/shop-knowledge";
import type { OutOfReach } from "../understanding/shopper-stance";
import type { BasketPrice } from "../../../../domain/promotions/promotion-pricing";
import { LOW_STOCK_SHOWN_AT } from "../../../../domain/catalog/catalog-limits";
import { formatThaiDate, formatThaiDateTime } from "../../../../domain/shared/dates";
import type { FlashSaleView } from "../../../../domain/promotions/flash-sale";
import type { SpecialOfferView } from "../../../../domain/content/content";
import { pointsEarnedFor } from "../../../../domain/loyalty/loyalty";
import { formatBaht, type Satang } from "../../../../domain/shared/money";
import { ORDER_PAYMENT_STATUS_LABELS, ORDER_STATUS_LABELS, SHIPPING_CARRIER_LABELS } from "../../../../domain/orders/order-status";
import type { ProductFact } from "../facts/catalogue-facts";
import { afterSaleTexts } from "../../../../domain/after-sale/after-sale-texts";
import type { MemberOrderFact } from "../facts/member-orders";
import type { ShopContactFact } from "../facts/shop-contact";
import type { ShopPolicies } from "../facts/shop-policies";
import { lipstickInfo } from "../../../../domain/catalog/lipstick-info";
import type { ProductLine } from "../../../../domain/catalog/product-line";
import type { PriceRange } from "../understanding/numbers";
import type { SkinToneId } from "./understanding";

/**
 * The built-in assistant's sentences. Every figure and name in them comes from a fact passed
 * in; the only fixed words are the connecting Thai (decision 045: it phrases, never invents).
 */
export const CONTACT_PATH = "/contact";

export const replies = {
  greeting: (firstName: string | null) => `สวัสดีค่ะ${firstName ? ` คุณ${firstName}` : ""} ถามเรื่องลิปสี ราคา โปรโมชั่น การจัดส่ง การชำระเงิน หรือสถานะคำสั่งซื้อของคุณได้เลยค่ะ`,
  thanks: "ยินดีค่ะ หากมีคำถามเพิ่มเติม ถามได้ตลอดเลยนะคะ",
  unknown: `ขออภัยค่ะ เรื่องนี้ฉันยังไม่มีข้อมูลที่แน่ใจได้ จึงไม่อยากเดาให้ผิด รบกวนสอบถามทีมงานที่หน้าติดต่อเรา ${CONTACT_PATH} นะคะ`,
  offLimits: `ขออภัยค่ะ ฉันให้ข้อมูลได้เฉพาะสินค้าของร้านและคำสั่งซื้อในบัญชีของคุณเองเท่านั้น ข้อมูลของลูกค้าท่านอื่นหรือของระบบร้านเปิดเผยไม่ได้ค่ะ`,
  noProducts: `ตอนนี้ร้านไม่มีสินค้าที่ตรงกับที่ถามค่ะ ดูสินค้าทั้งหมดได้ที่ /products หรือสอบถามทีมงานที่ ${CONTACT_PATH} ค่ะ`,
  orderNotFound: (orderNumber: string) =>
    `ไม่พบคำสั่งซื้อหมายเลข ${orderNumber} ในบัญชีของคุณค่ะ ฉันตรวจสอบได้เฉพาะคำสั่งซื้อของบัญชีที่เข้าสู่ระบบอยู่ หากคิดว่าผิดพลาด ติดต่อทีมงานที่ ${CONTACT_PATH} ได้ค่ะ`,
  noOrders: "บัญชีของคุณยังไม่มีคำสั่งซื้อค่ะ",
  askOrderNumber: "ระบุหมายเลขคำสั่งซื้อ (เช่น ORDER-XXXXXXXXX) เพื่อให้ฉันดูสถานะได้เลยค่ะ คำสั่งซื้อล่าสุดของคุณคือ:",
  noPromotions: "ตอนนี้ยังไม่มีแฟลชเซลหรือข้อเสนอพิเศษที่กำลังเปิดอยู่ค่ะ ติดตามโปรโมชั่นใหม่ได้ที่ /promotions ค่ะ",
};

export function priceText(product: ProductFact): string {
  return product.salePrice !== null
    ? `ราคาแฟลชเซล ${formatBaht(product.salePrice)} (ลด ${percentOff(product.price, product.salePrice)}% จากปกติ ${formatBaht(product.price)}${product.saleEndsAt ? ` ถึง ${formatThaiDateTime(product.saleEndsAt)}` : ""})`
    : `ราคา ${formatBaht(product.price)}`;
}

export function stockText(product: ProductFact): string {
  if (!product.inStock) return "สินค้าหมดชั่วคราว";
  return product.stockQuantity <= LOW_STOCK_SHOWN_AT ? `มีสินค้าเหลือเพียง ${product.stockQuantity} ชิ้น` : "มีสินค้าพร้อมส่ง";
}

export function productLine(product: ProductFact, withShades: boolean): string {
  const stock = stockText(product);
  const shades = withShades && product.shades.length > 0 ? `\n  เฉดสี: ${product.shades.map((shade) => shade.nameThai).join(", ")}` : "";
  return `• ${product.nameThai} — ${priceText(product)} · ${stock}${shades}`;
}

export function productsReply(found: readonly ProductFact[], withShades: boolean): string {
  if (found.length === 0) return replies.noProducts;
  return `สินค้าที่ตรงกับที่ถามค่ะ:\n${found.map((product) => productLine(product, withShades)).join("\n")}`;
}

export function orderReply(order: MemberOrderFact): string {
  const lines = [
    `คำสั่งซื้อ ${order.orderNumber} (สั่งเมื่อ ${formatThaiDate(order.placedAt)})`,
    `สถานะ: ${ORDER_STATUS_LABELS[order.status]} · การชำระเงิน: ${ORDER_PAYMENT_STATUS_LABELS[order.paymentStatus]}`,
    `ยอดรวม ${formatBaht(order.totalAmount)}: ${order.items.map((item) => `${item.productName} (${item.colorName}) × ${item.quantity}`).join(", ")}`,
  ];
  if (order.shippingCarrier && order.trackingNumber) {
    lines.push(`ขนส่ง: ${SHIPPING_CARRIER_LABELS[order.shippingCarrier]} เลขพัสดุ ${order.trackingNumber}`);
  }
  lines.push(...afterSaleLines(order));
  lines.push(`ดูรายละเอียดได้ที่ /orders/${order.orderNumber} ค่ะ`);
  return lines.join("\n");
}

/** Where the order's after-sale request stands and the money sent back (decision 104), in the order page's words. */
function afterSaleLines(order: MemberOrderFact): string[] {
  const lines: string[] = [];
  if (order.request) {
    const note = order.request.staffNote && order.request.status !== "closed" ? ` — ร้าน: ${order.request.staffNote}` : "";
    lines.push(`คำขอ: ${afterSaleTexts.kinds[order.request.kind]} · ${afterSaleTexts.statuses[order.request.status]}${note}`);
  }
  if (order.refundedAmount > 0) lines.push(afterSaleTexts.refundedAmount(formatBaht(order.refundedAmount)));
  return lines;
}

export function recentOrdersReply(orders: readonly MemberOrderFact[]): string {
  if (orders.length === 0) return replies.noOrders;
  return `${replies.askOrderNumber}\n${orders
    .map((order) => `• ${order.orderNumber} — ${ORDER_STATUS_LABELS[order.status]} (${ORDER_PAYMENT_STATUS_LABELS[order.paymentStatus]})`)
    .join("\n")}`;
}

/**
 * "สั่งไปแล้วของถึงยัง": the member's latest orders, each with where it is now (status, payment,
 * carrier and tracking number), and the shop's delivery time while one is still on its way.
 */
export function orderProgressReply(orders: readonly MemberOrderFact[], deliveryTime: string | null): string {
  if (orders.length === 0) return replies.noOrders;
  const rows = orders.map((order) => {
    const tracking = order.shippingCarrier && order.trackingNumber ? ` · ${SHIPPING_CARRIER_LABELS[order.shippingCarrier]} เลขพัสดุ ${order.trackingNumber}` : "";
    const asked = order.request ? ` · ${afterSaleTexts.kinds[order.request.kind]}: ${afterSaleTexts.statuses[order.request.status]}` : "";
    return `• ${order.orderNumber} (สั่งเมื่อ ${formatThaiDate(order.placedAt)}) — ${ORDER_STATUS_LABELS[order.status]} · ${ORDER_PAYMENT_STATUS_LABELS[order.paymentStatus]}${tracking}${asked}`;
  });
  const onTheWay = orders.some((order) => order.status !== "delivered" && order.status !== "cancelled");
  const time = onTheWay && deliveryTime ? `\n${deliveryTime}` : "";
  return `คำสั่งซื้อล่าสุดของคุณค่ะ:\n${rows.join("\n")}\nดูรายละเอียดแต่ละรายการได้ที่ /orders ค่ะ${time}`;
}

export function promotionsReply(flashSales: readonly FlashSaleView[], offers: readonly SpecialOfferView[]): string {
  if (flashSales.length === 0 && offers.length === 0) return replies.noPromotions;
  const parts: string[] = [];
  if (flashSales.length > 0) {
    parts.push(
      `แฟลชเซลที่กำลังลดราคาอยู่ค่ะ:\n${flashSales
        .map(
          (sale) =>
            `• ${sale.productNameThai} — ลด ${percentOff(sale.originalPrice, sale.salePrice)}% เหลือ ${formatBaht(sale.salePrice)} จากปกติ ${formatBaht(sale.originalPrice)} ถึง ${formatThaiDateTime(sale.endTime)}`,
        )
        .join("\n")}`,
    );
  }
  if (offers.length > 0) parts.push(`ข้อเสนอพิเศษ:\n${offers.map((offer) => `• ${offer.icon} ${offer.title}: ${offer.description}`).join("\n")}`);
  parts.push("ดูทั้งหมดได้ที่ /promotions ค่ะ");
  return parts.join("\n");
}

export function percentOff(original: number, sale: number): number {
  return original > 0 ? Math.round((1 - sale / original) * 100) : 0;
}

export function shippingReply(policies: ShopPolicies): string {
  if (policies.freeShippingThreshold === null) return `ค่าจัดส่ง ${formatBaht(policies.shippingFee)} ต่อคำสั่งซื้อค่ะ`;
  return `ค่าจัดส่ง ${formatBaht(policies.shippingFee)} ต่อคำสั่งซื้อ และส่งฟรีเมื่อยอดสินค้าครบ ${formatBaht(policies.freeShippingThreshold)} ขึ้นไปค่ะ`;
}

export function quoteTerms(sentences: readonly string[]): string {
  return sentences.map((sentence) => `• ${sentence}`).join("\n");
}

export function paymentReply(policies: ShopPolicies): string {
  const available = policies.paymentOptions.filter((option) => option.available);
  const unavailable = policies.paymentOptions.filter((option) => !option.available);
  return [
    `ชำระเงินได้ ${available.length} ช่องทางค่ะ:`,
    ...available.map((option) => `• ${option.label}: ${option.hint}`),
    ...(unavailable.length > 0 ? [`ตอนนี้ยังไม่รับ ${unavailable.map((option) => option.label).join(", ")} ค่ะ`] : []),
    ...policies.terms["orders-and-payment"].filter((sentence) => sentence.includes("ตรวจสอบหลักฐาน")),
  ].join("\n");
}

export function loyaltyReply(policies: ShopPolicies): string {
  return `${plainPolicy(policies.terms["loyalty-points"])}\nดูแต้มของคุณได้ที่ /dashboard ค่ะ`;
}

export function shadeAdviceReply(policies: ShopPolicies, tone: SkinToneId | null): string {
  const skinTone = policies.skinTones.find((candidate) => candidate.id === tone);
  if (!skinTone) {
    return `${policies.undertoneTip}\nบอกสีผิวของคุณได้เลยค่ะ (${policies.skinTones.map((candidate) => candidate.name).join(" / ")}) ดูคำแนะนำทั้งหมดได้ที่ /lipstick-info`;
  }
  return `สำหรับ${skinTone.name} (${skinTone.description}): ${skinTone.advice}\nเฉดที่แนะนำ: ${skinTone.shades.map((shade) => shade.name).join(", ")}`;
}

/** The channels a shopper reaches staff by, with the real phone and LINE the shop saved. */
export function contactChannels(contact: ShopContactFact): string {
  const channels = [
    contact.phone ? `โทร ${contact.phone}` : null,
    contact.lineId ? `LINE ${contact.lineId}` : contact.lineUrl ? `LINE ${contact.lineUrl}` : null,
    contact.email ? `อีเมล ${contact.email}` : null,
  ].filter((channel): channel is string => channel !== null);
  return channels.length > 0 ? `${channels.join(" · ")} หรือหน้าติดต่อเรา ${CONTACT_PATH}` : `หน้าติดต่อเรา ${CONTACT_PATH}`;
}

export function contactReply(contact: ShopContactFact): string {
  return [
    `ติดต่อทีมงานได้ทาง ${contactChannels(contact)} ค่ะ`,
    ...(contact.workingHours ? [`เวลาทำการ: ${contact.workingHours}`] : []),
    ...(contact.address ? [`ที่อยู่ร้าน: ${contact.address}`] : []),
  ].join("\n");
}

/** Not sure, and honest about it, with the channels (the chat offers a person too). */
export function unknownReply(contact: ShopContactFact): string {
  return `ขออภัยค่ะ เรื่องนี้ไม่แน่ใจ ร้านยังไม่มีข้อมูลที่ตอบได้แน่ชัด จึงไม่อยากเดาให้ผิด สอบถามทีมงานได้ที่ ${contactChannels(contact)} นะคะ`;
}

/** Goods or a brand the shop does not sell: what it does sell, and what to ask about. */
export function otherGoodsReply(brandName: string): string {
  return `ร้าน ${brandName} ขายเฉพาะลิปสติกของร้านเอง ทั้ง Glossy Lip และ Velvet Lip ยังไม่มีสินค้าหรือแบรนด์อื่นค่ะ ถามเรื่องสีลิป ราคา งบที่มี โปรโมชั่น หรือคำสั่งซื้อได้เลยค่ะ 💄`;
}

/** A question no rule claims, answered from the shop's own text that covers it (issue 37). */
export function passageReply(passage: Passage): string {
  return `จากข้อมูลของร้าน (${passage.title}): ${passage.text}\nอ่านเพิ่มเติมได้ที่ ${passage.link} ค่ะ`;
}

const OUT_OF_REACH_TEXTS: Record<OutOfReach, string> = {
  role: "แชทนี้ไม่สามารถรับคำสั่งในฐานะแอดมินหรือพนักงานได้ค่ะ ไม่ว่าผู้ถามจะเป็นใคร",
  "staff-only": "การตั้งหรือเปลี่ยนราคา แจกโค้ดส่วนลด หรือเพิ่มแต้ม ทำผ่านแชทไม่ได้ค่ะ ราคาและโปรโมชั่นเป็นไปตามที่ร้านประกาศที่ /promotions เท่านั้น",
  "other-customers": "ข้อมูลของลูกค้าท่านอื่น (ชื่อ ที่อยู่ เบอร์โทร คำสั่งซื้อ) เปิดเผยไม่ได้ค่ะ",
};

/** Someone asking the chat to act as staff, or for another customer's details: plainly, it cannot. */
export function outOfReachReply(reasons: readonly OutOfReach[]): string {
  const said = reasons.map((reason) => OUT_OF_REACH_TEXTS[reason]);
  return `ขออภัยค่ะ เรื่องนี้แชททำไม่ได้ ${said.join(" ")}\nถามเรื่องสินค้า ราคา หรือคำสั่งซื้อของบัญชีคุณเองได้เลยค่ะ`;
}

export function rudeReply(contact: ShopContactFact): string {
  return `ขอโทษจริง ๆ ค่ะที่ทำให้ไม่พอใจ หากอยากคุยกับทีมงานโดยตรง ติดต่อได้ที่ ${contactChannels(contact)} ทีมงานยินดีช่วยดูให้ค่ะ`;
}

export function offTopicReply(brandName: string): string {
  return `เรื่องนี้อยู่นอกเหนือที่ร้านช่วยได้นะคะ ร้าน ${brandName} ขายลิปสติกของร้านเอง ทั้ง Glossy Lip และ Velvet Lip ถามเรื่องสีลิป ราคา งบที่มี โปรโมชั่น หรือคำสั่งซื้อได้เลยค่ะ 💄`;
}

export function pointsReply(balance: number, policies: ShopPolicies): string {
  const { pointsPerRedemption, redemptionValue } = policies.loyalty;
  const usable = Math.floor(balance / pointsPerRedemption) * redemptionValue;
  return [
    `ตอนนี้คุณมี ${balance.toLocaleString("th-TH")} แต้มค่ะ${usable > 0 ? ` ใช้เป็นส่วนลดได้ ${formatBaht(usable)}` : ""}`,
    // The rule in the shop's published words (/terms), figures and all.
    `${plainPolicy(policies.terms["loyalty-points"], 2)} ใช้แต้มเป็นส่วนลดได้ตอนชำระเงิน ดูประวัติแต้มได้ที่ /dashboard`,
  ].join("\n");
}

/** Policy sentences in plain words: no clause references ("ตามข้อ 5"), no bullets, the first few only. */
export function plainPolicy(sentences: readonly string[], count = 3): string {
  return sentences
    .slice(0, count)
    .map((sentence) =>
      sentence
        .replace(/\s*(?:ตาม)?ข้อ\s*\d+(?:\.\d+)*/g, "")
        .replace(/\s*\([^)]*\)/g, "")
        .trim(),
    )
    .join(" ")
    .concat(" ค่ะ");
}

export function budgetText(range: PriceRange): string {
  if (range.min !== null && range.max !== null) return `ช่วงราคา ${formatBaht(range.min)}–${formatBaht(range.max)}`;
  if (range.max !== null) return `งบไม่เกิน ${formatBaht(range.max)}`;
  return `ราคาตั้งแต่ ${formatBaht(range.min ?? 0)} ขึ้นไป`;
}

const RANK_WORDS = {
  cheapest: "ราคาถูกที่สุด",
  priciest: "ราคาสูงที่สุด",
  newest: "มาใหม่ล่าสุด",
  "best-selling": "ขายดีที่สุด",
  "most-shades": "มีเฉดสีให้เลือกมากที่สุด",
} as const;

export function rankedReply(rank: keyof typeof RANK_WORDS, found: readonly ProductFact[], scope: string): string {
  if (found.length === 0) return replies.noProducts;
  const [first, ...rest] = found;
  // Ranked by shades: the count is the answer, so each line says it.
  const shadeCount = (product: ProductFact) => (rank === "most-shades" ? ` · ${product.shades.length} เฉดสี` : "");
  const others =
    rest.length > 0
      ? `\nถัดมา:\n${rest
          .slice(0, 2)
          .map((product) => `${productLine(product, false)}${shadeCount(product)}`)
          .join("\n")}`
      : "";
  return `${scope ? `${scope} ` : ""}ที่${RANK_WORDS[rank]}คือ ${first!.nameThai} — ${priceText(first!)}${shadeCount(first!)} · ${stockText(first!)} ค่ะ${others}`;
}

/** The product's own name carries one of the colour's terms ("สีแดงอิฐ"), not only one of its shades. */
export function namedFor(product: ProductFact, terms: readonly string[]): boolean {
  const names = `${product.name} ${product.nameThai}`.toLowerCase();
  return terms.some((term) => names.includes(term.toLowerCase()));
}

/** " (มีเฉดถั่วแดง)": the shade that made a product of another colour match the colour asked. */
function matchingShade(product: ProductFact, terms: readonly string[] | undefined): string {
  if (!terms || namedFor(product, terms)) return "";
  const shade = product.shades.find((candidate) => terms.some((term) => `${candidate.name} ${candidate.nameThai}`.toLowerCase().includes(term.toLowerCase())));
  return shade ? ` (มีเฉด${shade.nameThai})` : "";
}

function labelledLine(product: ProductFact, terms: readonly string[] | undefined): string {
  return productLine(product, false).replace(` — `, `${matchingShade(product, terms)} — `);
}

export function budgetReply(range: PriceRange, found: readonly ProductFact[], cheapestOutside: ProductFact | null, colourTerms?: readonly string[]): string {
  if (found.length > 0) return `สินค้าที่ตรงกับที่ถามใน${budgetText(range)}ค่ะ:\n${found.map((product) => labelledLine(product, colourTerms)).join("\n")}`;
  if (cheapestOutside) return `ตอนนี้ยังไม่มีสินค้าใน${budgetText(range)}ค่ะ ที่ใกล้ที่สุดคือ ${cheapestOutside.nameThai} — ${priceText(cheapestOutside)}`;
  return replies.noProducts;
}

/**
 * "สีแดง ไม่เกิน 250" when no red is in the budget: say so, then the cheapest red above it and
 * what the budget does buy, each under its own colour — never another colour as the match.
 */
export function colourOutOfBudgetReply(
  colourWord: string,
  range: PriceRange,
  nearestOfColour: ProductFact | null,
  otherColours: readonly ProductFact[],
  colourTerms: readonly string[],
): string {
  const parts = [`ตอนนี้ยังไม่มีลิป${colourWord}ใน${budgetText(range)} ค่ะ`];
  if (nearestOfColour) parts.push(`${colourWord}ที่ราคาใกล้ที่สุดคือ ${nearestOfColour.nameThai} — ${priceText(nearestOfColour)} · ${stockText(nearestOfColour)}`);
  if (otherColours.length > 0)
    parts.push(`ใน${budgetText(range)} มีสีอื่นให้เลือกค่ะ:\n${otherColours.map((product) => labelledLine(product, colourTerms)).join("\n")}`);
  return parts.join("\n");
}

/** "ถูกกว่านี้": the cheaper (or pricier) products of the same wish, or that there are none and the cheapest of it. */
export function relativePriceReply(
  against: { product: ProductFact; direction: "cheaper" | "pricier" },
  found: readonly ProductFact[],
  cheapestOfWish: ProductFact | null,
  scope: string,
): string {
  const comparedWith = `${against.product.nameThai} (${formatBaht(against.product.salePrice ?? against.product.price)})`;
  const word = against.direction === "cheaper" ? "ถูกกว่า" : "ราคาสูงกว่า";
  const within = scope ? `${scope} ` : "";
  if (found.length > 0) return `${within}ตัวที่${word} ${comparedWith} ค่ะ:\n${found.map((product) => productLine(product, false)).join("\n")}`;
  const none = `ตอนนี้ยังไม่มี${scope ? ` ${scope} ` : ""}ตัวที่${word} ${comparedWith} ค่ะ`;
  if (against.direction === "pricier" || !cheapestOfWish) return none;
  return cheapestOfWish.id === against.product.id
    ? `${none} ตัวนี้เป็น${within}ที่ราคาถูกที่สุดแล้วค่ะ`
    : `${none} ${within}ที่ราคาถูกที่สุดคือ ${cheapestOfWish.nameThai} — ${priceText(cheapestOfWish)} · ${stockText(cheapestOfWish)} ค่ะ`;
}

const LINE_NAMES: Record<ProductLine, string> = { glossy: "Glossy Lip", velvet: "Velvet Lip" };
const COLOUR_WORDS: Record<string, string> = {
  red: "สีแดง",
  pink: "สีชมพู",
  nude: "สีนู้ด",
  coral: "สีส้มคอรัล",
  brown: "สีน้ำตาล",
  berry: "สีเบอร์รี่",
  gold: "สีทอง",
};

/** "Velvet Lip สีแดง": what a ranking was asked within. */
export function scopeText(line: ProductLine | null, colourNames: readonly string[]): string {
  return [line ? LINE_NAMES[line] : "", ...colourNames.map((name) => COLOUR_WORDS[name] ?? "")].filter((part) => part !== "").join(" ");
}

/** The two lines side by side, from /lipstick-info and the catalogue's prices. */
export function linesComparisonReply(priceRanges: Record<ProductLine, { low: ProductFact | null; high: ProductFact | null }>): string {
  const rows = (["glossy", "velvet"] as const).map((line) => {
    const finish = lipstickInfo.finishes.find((candidate) => candidate.id === line)!;
    const highlight = lipstickInfo.lines.find((candidate) => candidate.id === line)!;
    const { low, high } = priceRanges[line];
    const prices = low && high ? ` ราคา ${formatBaht(low.salePrice ?? low.price)}–${formatBaht(high.salePrice ?? high.price)}` : "";
    return `• ${LINE_NAMES[line]} (${finish.thaiName}): ${highlight.tagline} ความติดทน${finish.wear} เหมาะกับ${finish.bestFor}${prices}`;
  });
  const longer = lipstickInfo.finishes.find((finish) => finish.id === "velvet")!;
  return `${rows.join("\n")}\nถ้าอยากได้สีติดทนกว่า เลือก ${LINE_NAMES.velvet} (${longer.wear}) ถ้าอยากได้ปากฉ่ำชุ่มชื้น เลือก ${LINE_NAMES.glossy} ค่ะ ดูเพิ่มได้ที่ /lipstick-info`;
}

export function productsComparisonReply(pair: readonly [ProductFact, ProductFact]): string {
  const wear = (product: ProductFact) => lipstickInfo.finishes.find((finish) => finish.id === product.line)?.wear ?? "";
  const rows = pair.map(
    (product) =>
      `• ${product.nameThai} (${LINE_NAMES[product.line]}) — ${priceText(product)} · ${product.shades.length} เฉดสี · ติดทน${wear(product)} · ${stockText(product)}`,
  );
  const [a, b] = pair;
  const paid = (product: ProductFact) => product.salePrice ?? product.price;
  const cheaper = paid(a) === paid(b) ? "ราคาเท่ากันค่ะ" : `${(paid(a) < paid(b) ? a : b).nameThai} ถูกกว่า ${formatBaht(Math.abs(paid(a) - paid(b)))} ค่ะ`;
  const lasting = a.line === b.line ? "" : ` ส่วน ${(a.line === "velvet" ? a : b).nameThai} ติดทนกว่าค่ะ`;
  return `เทียบให้ค่ะ:\n${rows.join("\n")}\n${cheaper}${lasting}`;
}

export function longestLastingReply(velvetProducts: readonly ProductFact[]): string {
  const velvet = lipstickInfo.finishes.find((finish) => finish.id === "velvet")!;
  const glossy = lipstickInfo.finishes.find((finish) => finish.id === "glossy")!;
  const list =
    velvetProducts.length > 0
      ? `\n${velvetProducts
          .slice(0, 4)
          .map((product) => productLine(product, false))
          .join("\n")}`
      : "";
  return `ลิปที่ติดทนที่สุดของร้านคือ ${LINE_NAMES.velvet} (${velvet.thaiName}) ความติดทน${velvet.wear} ส่วน ${LINE_NAMES.glossy} ${glossy.wear} ค่ะ${list}`;
}

export function soldOutReply(soldOut: readonly ProductFact[]): string {
  if (soldOut.length === 0) return "ตอนนี้ทุกรุ่นมีสินค้าพร้อมส่งค่ะ";
  return `ตอนนี้สินค้าที่หมดชั่วคราวค่ะ:\n${soldOut.map((product) => `• ${product.nameThai}`).join("\n")}`;
}

/** `count` is over the whole catalogue; `listed` the first of them, so a long list says how many more there are. */
export function countReply(count: number, listed: readonly ProductFact[], scope: string): string {
  if (count === 0) return replies.noProducts;
  const more = count > listed.length ? `\nและอีก ${count - listed.length} รุ่น ดูทั้งหมดได้ที่ /products` : "";
  return `${scope || "ร้าน"}มีทั้งหมด ${count} รุ่นค่ะ:\n${listed.map((product) => `• ${product.nameThai} — ${priceText(product)}`).join("\n")}${more}`;
}

/**
 * "ถ้าซื้อ 1,000 บาทได้อะไร": what that spend brings by the shop's own rules — shipping (free at
 * the threshold, else the fee and how far off), the points it earns, and the offers running.
 */
export function spendReply(spend: Satang, policies: ShopPolicies, offers: readonly SpecialOfferView[], price?: BasketPrice): string {
  const threshold = policies.freeShippingThreshold;
  const shipping =
    threshold === null
      ? `ค่าส่ง ${formatBaht(policies.shippingFee)} ค่ะ`
      : spend >= threshold
        ? `ส่งฟรีค่ะ (ยอดสินค้าครบ ${formatBaht(threshold)} ขึ้นไป)`
        : `ค่าส่ง ${formatBaht(policies.shippingFee)} ค่ะ อีก ${formatBaht(threshold - spend)} ก็ส่งฟรี (ครบ ${formatBaht(threshold)})`;
  // The discounts the shop's own pricing gives that spend (decision 101), and what is then paid; points follow what is paid.
  const discounts = (price?.applied ?? []).filter((applied) => applied.discount > 0);
  const paid = price ? price.total : spend;
  const discountLine =
    price && discounts.length > 0
      ? `\n${discounts.map((applied) => `${applied.title}: ลด ${formatBaht(applied.discount)}`).join("\n")}\nรวมจ่าย ${formatBaht(paid)}`
      : "";
  const points = pointsEarnedFor(price ? price.total : spend);
  const offerLines = offers.length > 0 ? `\nข้อเสนอที่ร้านมีตอนนี้:\n${offers.map((offer) => `• ${offer.title}: ${offer.description}`).join("\n")}` : "";
  return `ซื้อ ${formatBaht(spend)}: ${shipping}${discountLine}\nได้ ${points} แต้มสะสม (ทุก ${formatBaht(policies.loyalty.satangPerPoint)} ได้ 1 แต้ม)${offerLines}`;
}

/** Finishes of /lipstick-info side by side (matte and satin are finishes, not lines of the shop). */
export function finishesReply(ids: readonly string[]): string {
  const rows = lipstickInfo.finishes
    .filter((finish) => ids.includes(finish.id))
    .map((finish) => `• ${finish.name} (${finish.thaiName}): ${finish.description} ความติดทน${finish.wear} เหมาะกับ${finish.bestFor}`);
  return `${rows.join("\n")}\nดูเพิ่มได้ที่ /lipstick-info ค่ะ`;
}
