// Loyalty points (domain/loyalty/loyalty.ts). Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const loyaltyTexts = {
  earnRule: "ทุกการใช้จ่าย 100 บาท รับ 1 คะแนน",
  redeemRule: "ทุก 100 คะแนน ใช้เป็นส่วนลดได้ 10 บาท",
  points: (points: number) => `${points.toLocaleString("th-TH")} คะแนน`,
  balanceTitle: "คะแนนคงเหลือ",
  worth: (amount: string) => `ใช้เป็นส่วนลดได้ ${amount}`,
  rulesTitle: "วิธีรับและใช้คะแนน",
  // The cart and the checkout: what this order earns once paid (pointsEarnedFor in domain/loyalty/loyalty.ts).
  earnThisOrder: (points: number) => `รับ ${points.toLocaleString("th-TH")} คะแนนเมื่อชำระเงินคำสั่งซื้อนี้`,
  // A balance not yet enough for one redemption (checkout).
  notYetRedeemable: (points: number) => `คุณมีคะแนนสะสม ${points.toLocaleString("th-TH")} คะแนน ใช้เป็นส่วนลดได้เมื่อครบ 100 คะแนน`,
  ledgerTitle: "ประวัติคะแนน",
  noLedger: "ยังไม่มีประวัติคะแนน คะแนนจะเข้าเมื่อการชำระเงินของคำสั่งซื้อได้รับการยืนยัน",
  // Each ledger row in words (ledgerEntryText in domain/loyalty/loyalty.ts picks one); the order number when there is one.
  reasonOrder: (orderNumber: string | null) => (orderNumber ? `ได้รับคะแนนจากคำสั่งซื้อ ${orderNumber}` : "ได้รับคะแนนจากคำสั่งซื้อ"),
  reasonRedemption: (orderNumber: string | null) => (orderNumber ? `ใช้คะแนนเป็นส่วนลดในคำสั่งซื้อ ${orderNumber}` : "ใช้คะแนนเป็นส่วนลด"),
  // A reversal that gives points back: the order was cancelled and the redeemed points came home.
  reasonReturned: (orderNumber: string | null) => (orderNumber ? `คืนคะแนนที่ใช้ไป เนื่องจากยกเลิกคำสั่งซื้อ ${orderNumber}` : "คืนคะแนนที่ใช้ไป เนื่องจากยกเลิกคำสั่งซื้อ"),
  // A reversal that takes points away: a paid order was cancelled, so what it earned is taken back.
  reasonReversed: (orderNumber: string | null) => (orderNumber ? `หักคะแนนที่ได้รับ เนื่องจากยกเลิกคำสั่งซื้อ ${orderNumber}` : "หักคะแนนที่ได้รับ เนื่องจากยกเลิกคำสั่งซื้อ"),
  // Part of a paid order refunded (a return): the points that part had earned are taken back (decision 104).
  reasonRefund: (orderNumber: string | null) => (orderNumber ? `หักคะแนนตามยอดที่คืนเงิน คำสั่งซื้อ ${orderNumber}` : "หักคะแนนตามยอดที่คืนเงิน"),
  reasonAdjustment: "ปรับปรุงคะแนนโดยร้าน",
} as const;
