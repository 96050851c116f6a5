import { formatThaiDate, formatThaiDateTime } from "../../../domain/dates";
import type { FlashSaleView } from "../../../domain/flash-sale";
import type { SpecialOfferView } from "../../../domain/content";
import { formatBaht } from "../../../domain/money";
import { ORDER_PAYMENT_STATUS_LABELS, ORDER_STATUS_LABELS, SHIPPING_CARRIER_LABELS } from "../../../domain/order-status";
import type { ProductFact } from "../facts/catalogue-facts";
import type { MemberOrderFact } from "../facts/member-orders";
import type { ShopPolicies } from "../facts/shop-policies";
import type { SkinToneId } from "./understanding";

/**
 * The built-in assistant's sentences. Every figure and name in them comes from a fact passed
 * in; the only fixed words are the connecting Thai (decision 045: it phrases, never invents).
 */
export const CONTACT_PATH = "/contact";

export const replies = {
  greeting: (firstName: string | null) =>
    `สวัสดีค่ะ${firstName ? ` คุณ${firstName}` : ""} ถามเรื่องลิปสี ราคา โปรโมชั่น การจัดส่ง การชำระเงิน หรือสถานะคำสั่งซื้อของคุณได้เลยค่ะ`,
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
    ? `ราคาแฟลชเซล ${formatBaht(product.salePrice)} (ปกติ ${formatBaht(product.price)})`
    : `ราคา ${formatBaht(product.price)}`;
}

export function productLine(product: ProductFact, withShades: boolean): string {
  const stock = product.inStock ? `มีสินค้า ${product.stockQuantity} ชิ้น` : "สินค้าหมดชั่วคราว";
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
  lines.push(`ดูรายละเอียดได้ที่ /orders/${order.orderNumber} ค่ะ`);
  return lines.join("\n");
}

export function recentOrdersReply(orders: readonly MemberOrderFact[]): string {
  if (orders.length === 0) return replies.noOrders;
  return `${replies.askOrderNumber}\n${orders
    .map((order) => `• ${order.orderNumber} — ${ORDER_STATUS_LABELS[order.status]} (${ORDER_PAYMENT_STATUS_LABELS[order.paymentStatus]})`)
    .join("\n")}`;
}

export function promotionsReply(flashSales: readonly FlashSaleView[], offers: readonly SpecialOfferView[]): string {
  if (flashSales.length === 0 && offers.length === 0) return replies.noPromotions;
  const parts: string[] = [];
  if (flashSales.length > 0) {
    parts.push(
      `แฟลชเซลที่กำลังลดราคาอยู่ค่ะ:\n${flashSales
        .map((sale) => `• ${sale.productNameThai} — ${formatBaht(sale.salePrice)} จากปกติ ${formatBaht(sale.originalPrice)} ถึง ${formatThaiDateTime(sale.endTime)}`)
        .join("\n")}`,
    );
  }
  if (offers.length > 0) parts.push(`ข้อเสนอพิเศษ:\n${offers.map((offer) => `• ${offer.icon} ${offer.title}: ${offer.description}`).join("\n")}`);
  parts.push("ดูทั้งหมดได้ที่ /promotions ค่ะ");
  return parts.join("\n");
}

export function shippingReply(policies: ShopPolicies): string {
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
  return `${quoteTerms(policies.terms["loyalty-points"])}\nดูคะแนนของคุณได้ที่ /dashboard ค่ะ`;
}

export function shadeAdviceReply(policies: ShopPolicies, tone: SkinToneId | null): string {
  const skinTone = policies.skinTones.find((candidate) => candidate.id === tone);
  if (!skinTone) {
    return `${policies.undertoneTip}\nบอกสีผิวของคุณได้เลยค่ะ (${policies.skinTones.map((candidate) => candidate.name).join(" / ")}) ดูคำแนะนำทั้งหมดได้ที่ /lipstick-info`;
  }
  return `สำหรับ${skinTone.name} (${skinTone.description}): ${skinTone.advice}\nเฉดที่แนะนำ: ${skinTone.shades.map((shade) => shade.name).join(", ")}`;
}
