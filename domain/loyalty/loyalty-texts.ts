// Loyalty points (domain/loyalty/loyalty.ts). Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const loyaltyTexts = {
  earnRule: "ทุกการใช้จ่าย 100 บาท รับ 1 แต้ม",
  redeemRule: "ทุก 100 แต้ม ใช้เป็นส่วนลดได้ 10 บาท",
  points: (points: number) => `${points.toLocaleString("th-TH")} แต้ม`,
  balanceTitle: "แต้มคงเหลือ",
  worth: (amount: string) => `ใช้เป็นส่วนลดได้ ${amount}`,
  rulesTitle: "วิธีรับและใช้แต้ม",
  // The cart and the checkout: what this order earns once paid (pointsEarnedFor in domain/loyalty/loyalty.ts).
  earnThisOrder: (points: number) => `รับ ${points.toLocaleString("th-TH")} แต้มเมื่อชำระเงินคำสั่งซื้อนี้`,
  // A balance not yet enough for one redemption (checkout).
  notYetRedeemable: (points: number) => `คุณมีแต้มสะสม ${points.toLocaleString("th-TH")} แต้ม ใช้เป็นส่วนลดได้เมื่อครบ 100 แต้ม`,
  ledgerTitle: "ประวัติแต้ม",
  noLedger: "ยังไม่มีประวัติแต้ม แต้มจะเข้าเมื่อการชำระเงินของคำสั่งซื้อได้รับการยืนยัน",
  // Each ledger row in words (ledgerEntryText in domain/loyalty/loyalty.ts picks one); the order number when there is one.
  reasonOrder: (orderNumber: string | null) => (orderNumber ? `ได้รับแต้มจากคำสั่งซื้อ ${orderNumber}` : "ได้รับแต้มจากคำสั่งซื้อ"),
  reasonRedemption: (orderNumber: string | null) => (orderNumber ? `ใช้แต้มเป็นส่วนลดในคำสั่งซื้อ ${orderNumber}` : "ใช้แต้มเป็นส่วนลด"),
  // A reversal that gives points back: the order was cancelled and the redeemed points came home.
  reasonReturned: (orderNumber: string | null) => (orderNumber ? `คืนแต้มที่ใช้ไป เนื่องจากยกเลิกคำสั่งซื้อ ${orderNumber}` : "คืนแต้มที่ใช้ไป เนื่องจากยกเลิกคำสั่งซื้อ"),
  // A reversal that takes points away: a paid order was cancelled, so what it earned is taken back.
  reasonReversed: (orderNumber: string | null) => (orderNumber ? `หักแต้มที่ได้รับ เนื่องจากยกเลิกคำสั่งซื้อ ${orderNumber}` : "หักแต้มที่ได้รับ เนื่องจากยกเลิกคำสั่งซื้อ"),
  // Part of a paid order refunded (a return): the points that part had earned are taken back (decision 104).
  reasonRefund: (orderNumber: string | null) => (orderNumber ? `หักแต้มตามยอดที่คืนเงิน คำสั่งซื้อ ${orderNumber}` : "หักแต้มตามยอดที่คืนเงิน"),
  reasonAdjustment: "ปรับปรุงแต้มโดยร้าน",
} as const;
