// The member's order tracking: the status timeline, the parcel and "ได้รับสินค้าแล้ว" (decision 071).

export const orderTrackingTexts = {
  timelineTitle: "สถานะคำสั่งซื้อ",
  steps: {
    ordered: "สั่งซื้อ",
    paid: "ชำระแล้ว",
    packing: "กำลังแพ็ค",
    shipped: "จัดส่ง",
    delivered: "ได้รับ",
  },
  /** Cash on delivery: the money changes hands with the parcel. */
  deliveredCod: "ได้รับและชำระเงิน",
  stepDone: "เสร็จแล้ว",
  stepCurrent: "ขั้นตอนปัจจุบัน",
  stepUpcoming: "ยังไม่ถึง",
  /** A prepaid order sent on before its money came: the step is not ticked (issue 40). */
  stepOutstanding: "ยังค้างอยู่",
  /** A step passed without a time of its own (shipped without packing first, or before times were kept). */
  noTime: "ไม่ได้บันทึกเวลา",
  cancelledTitle: "คำสั่งซื้อนี้ถูกยกเลิก",
  // What the tracking number's copy button copies ("คัดลอก หมายเลขพัสดุ").
  copyTracking: "หมายเลขพัสดุ",
  trackWithCarrier: (carrier: string) => `ติดตามพัสดุที่เว็บไซต์ ${carrier}`,
  opensInNewTab: "(เปิดในแท็บใหม่)",
  confirmDelivery: "ได้รับสินค้าแล้ว",
  confirmDeliveryHint: "กดเมื่อได้รับพัสดุครบถ้วนแล้ว",
  // The confirmation "ได้รับสินค้าแล้ว" opens (issue 40): the order completes only on the second tap.
  confirmDeliveryTitle: "ยืนยันการรับสินค้า",
  confirmDeliveryQuestion: (orderNumber: string) => `ได้รับพัสดุของคำสั่งซื้อ ${orderNumber} ครบถ้วนแล้วใช่ไหม เมื่อยืนยันแล้ว คำสั่งซื้อจะเปลี่ยนเป็น "ได้รับสินค้าแล้ว"`,
  confirmDeliveryYes: "ยืนยัน ได้รับสินค้าครบแล้ว",
  confirmDeliveryNotYet: "ยังไม่ได้รับ",
  deliveredByMember: "คุณยืนยันการรับสินค้าแล้ว",
  // Refusals (the server sends them).
  notYours: "ไม่พบคำสั่งซื้อนี้",
  alreadyDelivered: "คำสั่งซื้อนี้ยืนยันการรับสินค้าไปแล้ว",
  notShippedYet: "ยืนยันการรับสินค้าได้เมื่อร้านจัดส่งสินค้าแล้วเท่านั้น",
  cancelled: "คำสั่งซื้อนี้ถูกยกเลิกแล้ว จึงยืนยันการรับสินค้าไม่ได้",
  staleForm: "แบบฟอร์มไม่ถูกต้อง กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง",
  delivered: (orderNumber: string) => `ยืนยันการรับสินค้าของคำสั่งซื้อ ${orderNumber} แล้ว ขอบคุณค่ะ`,
} as const;

/** The toasts this feature's writes end with, carried across their redirect (collected by domain/notices/notices.ts). */
export const orderTrackingNotices = {
  "delivery-confirmed": { tone: "success", text: (orderNumber: string) => orderTrackingTexts.delivered(orderNumber) },
} as const;
