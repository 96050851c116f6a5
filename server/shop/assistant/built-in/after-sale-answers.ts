import { AFTER_SALE_TERMS, afterSaleChoices, RETURN_WINDOW_DAYS, type AfterSaleChoices } from "../../../../domain/after-sale/after-sale-policy";
import { isRunning } from "../../../../domain/after-sale/after-sale-requests";
import { requestPagePath } from "../../../../domain/after-sale/request-page";
import { formatThaiDate } from "../../../../domain/shared/dates";
import type { MemberOrderFact } from "../facts/member-orders";

/**
 * After-sale questions (issue 37): what the shopper can do — cancel, change the address or a
 * shade, a wrong or damaged item, a return, cash on delivery — from the shop's after-sale terms
 * (domain/shared/after-sale-terms.ts), and for the member's order in the conversation, that
 * order's own choices (`afterSaleChoices`, the rule the order page offers its buttons by).
 */
export type AfterSaleAsk = "cancel" | "change-address" | "change-shade" | "wrong-item" | "return" | "cod";

const ASKS: readonly [AfterSaleAsk, RegExp][] = [
  ["cancel", /ยกเลิก|แคนเซิล|cancel/],
  ["change-address", /(?:เปลี่ยน|แก้|แก้ไข|ย้าย)\s*(?:ที่อยู่|ที่ส่ง|สถานที่ส่ง)|ที่อยู่\s*(?:ผิด|เปลี่ยน)|change (?:my |the )?address/],
  ["change-shade", /(?:เปลี่ยน|แก้)\s*(?:เป็น)?\s*สี(?!นค้า)|สลับสี|change (?:the )?(?:shade|colou?r)/],
  ["wrong-item", /ผิดสี|สีไม่ตรง|ได้สีผิด|ส่งผิด|ได้ผิด|ผิดรุ่น|ผิดรายการ|ไม่ตรงกับที่สั่ง|ไม่ตรงที่สั่ง|ได้ไม่ครบ|มาไม่ครบ|ของไม่ครบ|wrong (?:shade|colou?r|item)/],
  ["return", /คืนสินค้า|คืนของ|ส่งคืน|ขอคืน|เปลี่ยนสินค้า|เปลี่ยนของ|return|refund|คืนเงิน/],
  ["cod", /(?:ปลายทาง|\bcod\b).*(?:ยกเลิก|คืน|ไม่รับ|ทุกยอด|ยอด|จำกัด|ขั้นต่ำ|สูงสุด|limit|เท่าไหร่ก็ได้)|(?:ยกเลิก|คืน|ไม่รับ|ทุกยอด|จำกัด|ขั้นต่ำ|สูงสุด).*(?:ปลายทาง|\bcod\b)/],
];

export function afterSaleAsked(text: string): AfterSaleAsk[] {
  return ASKS.filter(([, pattern]) => pattern.test(text)).map(([ask]) => ask);
}

const ORDER_PAGE = "/dashboard";
const orderPage = (orderNumber: string) => `/orders/${orderNumber}`;

/** What the shop's terms say for each ask, with where it is done. */
function generalLine(ask: AfterSaleAsk): string {
  switch (ask) {
    case "cancel":
      return `${AFTER_SALE_TERMS.cancel} (คำสั่งซื้อของคุณอยู่ที่ ${ORDER_PAGE})`;
    case "change-address":
    case "change-shade":
      return AFTER_SALE_TERMS.change;
    case "wrong-item":
      return `${AFTER_SALE_TERMS.damaged} ${AFTER_SALE_TERMS.refundTime}`;
    case "return":
      return `${AFTER_SALE_TERMS.returnWindow} ${AFTER_SALE_TERMS.hygiene} ${AFTER_SALE_TERMS.refundTime}`;
    case "cod":
      return (
        "เก็บเงินปลายทาง: ชำระเงินสดกับพนักงานจัดส่งเมื่อได้รับสินค้า ร้านไม่ได้กำหนดยอดขั้นต่ำหรือสูงสุด " +
        `ยังไม่ได้จ่าย จึงยกเลิกเองได้ทันทีในหน้าคำสั่งซื้อก่อนร้านจัดส่ง — หลังได้รับสินค้า ขอคืนได้ภายใน ${RETURN_WINDOW_DAYS} วัน และร้านคืนเงินทางพร้อมเพย์หรือบัญชีธนาคารที่คุณแจ้ง`
      );
  }
}

/** The one order's choice for an ask, in words, with the page or request form that does it. */
function orderLine(ask: AfterSaleAsk, order: MemberOrderFact, choices: AfterSaleChoices, openRequest: boolean): string {
  const n = order.orderNumber;
  const busy = openRequest ? `คำสั่งซื้อ ${n} มีคำขอที่ร้านกำลังดูอยู่แล้ว ติดตามได้ที่ ${orderPage(n)}` : null;
  switch (ask) {
    case "cancel":
    case "cod":
      if (choices.cancelNow) return `คำสั่งซื้อ ${n} ยังไม่ได้ชำระเงิน ยกเลิกเองได้ทันทีที่ ${orderPage(n)} (กด "ยกเลิกคำสั่งซื้อ")`;
      if (choices.requestCancel) return `คำสั่งซื้อ ${n} ชำระเงินแล้วแต่ยังไม่จัดส่ง ส่งคำขอยกเลิกได้ที่ ${requestPagePath(n, { kind: "cancel" })} ร้านตรวจสอบแล้วคืนเงินให้`;
      return busy ?? `คำสั่งซื้อ ${n} ร้านจัดส่งแล้ว ยกเลิกไม่ได้ค่ะ เมื่อได้รับสินค้าแล้วขอคืนได้ภายใน ${RETURN_WINDOW_DAYS} วัน`;
    case "change-address":
    case "change-shade":
      if (choices.requestChange)
        return `คำสั่งซื้อ ${n} ยังไม่เริ่มแพ็ก ขอ${ask === "change-address" ? "เปลี่ยนที่อยู่จัดส่ง" : "เปลี่ยนสี"}ได้ที่ ${requestPagePath(n, { kind: ask })}`;
      return busy ?? `คำสั่งซื้อ ${n} ร้านเริ่มแพ็กหรือจัดส่งแล้ว จึงเปลี่ยนไม่ได้ค่ะ`;
    case "wrong-item":
    case "return":
      if (choices.requestReturn && choices.returnUntil)
        return `คำสั่งซื้อ ${n} ขอคืนหรือเปลี่ยนสินค้าได้ถึง ${formatThaiDate(choices.returnUntil)} ที่ ${requestPagePath(n, { kind: "return" })}`;
      if (order.status !== "delivered" && order.status !== "cancelled")
        return `คำสั่งซื้อ ${n} ยังไม่ถึงมือคุณ เมื่อได้รับแล้วขอคืนหรือเปลี่ยนได้ภายใน ${RETURN_WINDOW_DAYS} วันที่ ${orderPage(n)}`;
      return busy ?? `คำสั่งซื้อ ${n} เลยกำหนดขอคืน ${RETURN_WINDOW_DAYS} วันแล้ว หากสินค้ามีปัญหา ทักทีมงานได้ค่ะ`;
  }
}

export function afterSaleReply(asks: readonly AfterSaleAsk[], order: MemberOrderFact | null, now: Date): string {
  // "cod" is about cancelling or returning too; the others say the rest.
  const wanted = asks.length > 1 ? asks.filter((ask) => ask !== "return" || !asks.includes("wrong-item")) : asks;
  const lines = wanted.map(generalLine);
  if (order) {
    const openRequest = order.request !== null && isRunning(order.request.status);
    const choices = afterSaleChoices(order, now, openRequest);
    lines.push(...[...new Set(wanted.map((ask) => orderLine(ask, order, choices, openRequest)))]);
  }
  return [...new Set(lines)].join("\n");
}
