// Orders: placing one and the member's order history. Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const orderTexts = {
  createFailed: "ไม่สามารถสร้างคำสั่งซื้อได้ กรุณาลองใหม่อีกครั้ง",
  created: (orderNumber: string) => `สร้างคำสั่งซื้อสำเร็จ: ${orderNumber}`,
  orderNumber: "หมายเลขคำสั่งซื้อ",
  history: "ประวัติการสั่งซื้อ",
  noOrders: "ยังไม่มีคำสั่งซื้อ",
  viewOrder: "ดูรายละเอียด",
} as const;

/** The toasts this feature's writes end with, carried across their redirect (collected by domain/notices/notices.ts). */
export const orderNotices = {
  "order-created": { tone: "success", text: (orderNumber: string) => orderTexts.created(orderNumber) },
} as const;
