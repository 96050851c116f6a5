/**
 * The kinds of stock movement (issue 10): every change of a product's stock is one row of
 * its history, and says why it happened.
 */
export const STOCK_MOVEMENT_KINDS = ["initial", "manual", "sale", "cancellation", "expiry", "return", "write-off", "exchange"] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** The kinds that belong to an order (they carry its id). */
export const ORDER_MOVEMENT_KINDS = ["sale", "cancellation", "expiry", "return", "write-off", "exchange"] as const satisfies readonly StockMovementKind[];

/** How the history names each kind: the back-office's English with the shop's Thai beside it. */
export const STOCK_MOVEMENT_LABELS: Readonly<Record<StockMovementKind, string>> = {
  initial: "สต็อกเริ่มต้น",
  manual: "ปรับโดยผู้ดูแล",
  sale: "ขาย",
  cancellation: "ยกเลิกคำสั่งซื้อ",
  expiry: "คำสั่งซื้อหมดเวลาชำระ",
  return: "คืนสินค้า",
  // A returned unit that cannot be sold again (decision 104): recorded with no change, so the history says which.
  "write-off": "รับคืนแล้วตัดจำหน่าย",
  exchange: "ส่งสินค้าชิ้นใหม่แทนชิ้นที่คืน",
};

/** A change as the history shows it: +5, −2 (a real minus sign), 0. */
export function formatStockChange(change: number): string {
  if (change > 0) return `+${change.toLocaleString("en-US")}`;
  if (change < 0) return `\u2212${Math.abs(change).toLocaleString("en-US")}`;
  return "0";
}
