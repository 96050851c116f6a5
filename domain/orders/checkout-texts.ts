import { errorNotices } from "../shared/notice-declaration";
// Checkout: the /checkout page, its form (domain/orders/checkout-form.ts) and the order placement's answers (server/shop/orders). Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const checkoutTexts = {
  title: "ชำระเงิน",
  contactSection: "ข้อมูลติดต่อ",
  shippingSection: "ที่อยู่จัดส่ง",
  paymentSection: "วิธีการชำระเงิน",
  firstName: "ชื่อ",
  lastName: "นามสกุล",
  email: "อีเมล",
  phone: "เบอร์โทรศัพท์",
  address: "ที่อยู่",
  city: "เมือง/จังหวัด",
  postalCode: "รหัสไปรษณีย์",
  confirmOrder: "ยืนยันการสั่งซื้อ",
  requiredFields: "กรุณากรอกข้อมูลให้ครบถ้วน",
  invalidEmail: "รูปแบบอีเมลไม่ถูกต้อง",
  signInRequired: "กรุณาเข้าสู่ระบบก่อนทำการสั่งซื้อ",
  // Answers of the order placement service (server/shop/orders/place-order.ts).
  phoneInvalid: "กรุณากรอกเบอร์โทรศัพท์มือถือ 10 หลัก เช่น 081-234-5678",
  postalCodeInvalid: "รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก",
  fieldTooLong: "ข้อมูลยาวเกินกำหนด",
  paymentMethodInvalid: "กรุณาเลือกวิธีการชำระเงิน",
  cardUnavailable: "ขณะนี้ยังไม่เปิดรับชำระด้วยบัตรเครดิต/เดบิต กรุณาเลือกพร้อมเพย์ โอนผ่านธนาคาร หรือเก็บเงินปลายทาง",
  emptyOrder: "ไม่มีสินค้าในคำสั่งซื้อ",
  tooManyLines: "มีรายการสินค้าในคำสั่งซื้อมากเกินไป",
  invalidLine: "ข้อมูลสินค้าในคำสั่งซื้อไม่ถูกต้อง กรุณากลับไปตรวจสอบตะกร้าสินค้า",
  quantityInvalid: (max: number) => `จำนวนสินค้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง ${max} ชิ้น`,
  invalidRequest: "คำขอสั่งซื้อไม่ถูกต้อง กรุณาโหลดหน้าชำระเงินใหม่แล้วลองอีกครั้ง",
  productUnavailable: "มีสินค้าที่ไม่มีจำหน่ายแล้วในตะกร้า กรุณากลับไปตรวจสอบตะกร้าสินค้า",
  shadeUnavailable: (product: string) => `ไม่มีสีที่เลือกสำหรับ ${product} กรุณาเลือกสีใหม่`,
  soldOut: (product: string) => `${product} หมดแล้ว`,
  /** A product with the shade a line takes, as a sold-out or short answer names it. */
  withShade: (product: string, shade: string) => `${product} สี${shade}`,
  shortStock: (product: string, available: number) => `${product} เหลือเพียง ${available.toLocaleString("th-TH")} ชิ้น`,
  pointsInvalid: "แต้มที่ใช้แลกต้องเป็นจำนวนเต็มทีละ 100 แต้ม",
  pointsNotEnough: (balance: number) => `คุณมีแต้มสะสม ${balance.toLocaleString("th-TH")} แต้ม ไม่พอสำหรับส่วนลดที่เลือก`,
  pointsOverSubtotal: "ส่วนลดจากแต้มต้องไม่เกินยอดรวมสินค้า",
  // What one member may hold unpaid (server/shop/orders/unpaid-holds.ts, decision 056).
  tooManyUnpaidOrders: (max: number) =>
    `คุณมีคำสั่งซื้อที่ยังไม่ได้ชำระเงินครบ ${max.toLocaleString("th-TH")} รายการแล้ว กรุณาชำระเงินคำสั่งซื้อเดิมก่อนสั่งซื้อใหม่ (ดูได้ที่ประวัติการสั่งซื้อ) คำสั่งซื้อที่ไม่ได้ชำระภายในเวลาที่กำหนดจะถูกยกเลิกอัตโนมัติ`,
  tooManyUnitsHeld: (product: string, max: number, held: number) =>
    held > 0
      ? `${product} สั่งได้ไม่เกิน ${max.toLocaleString("th-TH")} ชิ้นต่อท่านจนกว่าจะชำระเงิน (คุณมีอยู่แล้ว ${held.toLocaleString("th-TH")} ชิ้นในคำสั่งซื้อที่ยังไม่ได้ชำระ)`
      : `${product} สั่งได้ไม่เกิน ${max.toLocaleString("th-TH")} ชิ้นต่อท่านจนกว่าจะชำระเงิน`,
  tooManyOrders: (minutes: number) => `คุณสั่งซื้อบ่อยเกินไป กรุณาลองใหม่อีกครั้งในอีก ${minutes.toLocaleString("th-TH")} นาที`,
  priceChanged: (total: string) => `ราคาสินค้ามีการเปลี่ยนแปลง ยอดชำระใหม่คือ ${total} กรุณาตรวจสอบและยืนยันอีกครั้ง`,
  discount: "ส่วนลดจากแต้มสะสม",
  // The /checkout page (app/features/checkout) and its payment options (domain/payments/payment-methods.ts).
  description: "กรอกที่อยู่จัดส่ง เลือกวิธีชำระเงิน และยืนยันคำสั่งซื้อ",
  summarySection: "สรุปคำสั่งซื้อ",
  quantity: (count: number) => `จำนวน ${count.toLocaleString("th-TH")} ชิ้น`,
  subtotal: "ยอดรวมสินค้า",
  shipping: "ค่าจัดส่ง",
  freeShipping: "ฟรี",
  total: "ยอดชำระทั้งหมด",
  pointsSection: "ใช้แต้มสะสม",
  pointsBalance: (points: number) => `คุณมีแต้มสะสม ${points.toLocaleString("th-TH")} แต้ม (100 แต้ม = ฿10)`,
  pointsNone: "ไม่ใช้แต้ม",
  pointsMax: (discount: string) => `ใช้ได้สูงสุด ลด ${discount}`,
  pointsOption: (points: number, discount: string) => `ใช้ ${points.toLocaleString("th-TH")} แต้ม (ลด ${discount})`,
  pointsApply: "คำนวณยอดใหม่",
  pointsAfterRedemption: (total: string) => `ยอดชำระหลังใช้แต้มคือ ${total} กรุณาตรวจสอบและกดยืนยันอีกครั้ง`,
  addressLine: "บ้านเลขที่ ถนน ซอย",
  promptpayHint: "สแกน QR พร้อมเพย์ยอดที่ต้องชำระ แล้วอัปโหลดสลิป",
  promptpayHowToPay: "สแกน QR พร้อมเพย์ในหน้าชำระเงินตามยอดที่แจ้ง แล้วอัปโหลดสลิปการโอนเงิน",
  bankTransferHint: "โอนเข้าบัญชีธนาคารของร้าน แล้วอัปโหลดสลิป",
  bankTransferHowToPay: "โอนเงินเข้าบัญชีธนาคารของร้านที่แสดงในหน้าชำระเงิน แล้วอัปโหลดสลิปการโอนเงิน",
  codHint: "ชำระเงินสดกับพนักงานเมื่อได้รับสินค้า",
  codHowToPay: "ชำระเงินสดกับพนักงานจัดส่งเมื่อได้รับสินค้า ไม่ต้องอัปโหลดหลักฐาน",
  cardHint: "ชำระด้วยบัตรเครดิตหรือบัตรเดบิต",
  cardNotYet: "ยังไม่เปิดให้บริการชำระด้วยบัตร",
  placing: "กำลังสร้างคำสั่งซื้อ…",
  backToCart: "กลับไปแก้ไขตะกร้าสินค้า",
  linesRemoved: "สินค้าบางรายการไม่มีจำหน่ายแล้ว จึงไม่ได้อยู่ในคำสั่งซื้อนี้",
  nothingToOrder: "สินค้าในตะกร้าหมดแล้ว จึงยังสั่งซื้อไม่ได้ กรุณากลับไปแก้ไขตะกร้าสินค้า",
} as const;

export const checkoutNotices = errorNotices({
  "sign-in-to-checkout": checkoutTexts.signInRequired,
});
