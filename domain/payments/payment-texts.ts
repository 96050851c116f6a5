// Paying for an order: /payment-confirmation, the proof upload (domain/payments/payment-proof.ts, server/shop/payments). Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const paymentTexts = {
  proofTitle: "อัปโหลดหลักฐานการโอนเงิน",
  proofRequired: "จำเป็นต้องมีหลักฐานการชำระเงิน",
  proofSubmitFailed: "เกิดข้อผิดพลาดในการส่งการยืนยันการชำระเงิน",
  proofSubmitFailedHint: "กรุณาลองใหม่อีกครั้ง หรือติดต่อฝ่ายบริการลูกค้า",
  proofSubmitted: "ส่งหลักฐานการชำระเงินเรียบร้อยแล้ว",
  /** The slip provider confirmed the transfer and the payment was verified at once (decision 110). */
  slipVerifiedTitle: "ชำระเงินเรียบร้อยแล้ว",
  slipVerifiedHint: "ธนาคารยืนยันการโอนตามสลิปแล้ว ร้านได้รับชำระเงินสำหรับคำสั่งซื้อนี้แล้ว",
  proofReviewHint: "เราจะตรวจสอบการชำระเงินภายใน 24 ชั่วโมง",
  submitProof: "ส่งหลักฐานการชำระเงิน",
  successTitle: "ชำระเงินสำเร็จ",
  paidStatus: "ชำระเงินแล้ว",
  nextSteps: "ขั้นตอนถัดไป",
  thankYouTitle: "ขอบคุณสำหรับการสั่งซื้อ",
  continueShopping: "เลือกซื้อสินค้าต่อ",
  // The /payment-confirmation page (server/shop/payments/payment-proof.ts answers too).
  confirmationTitle: "ยืนยันการชำระเงิน",
  /** Cash on delivery pays nothing now: its page confirms the order (issue 40). */
  codConfirmationTitle: "ยืนยันคำสั่งซื้อ (เก็บเงินปลายทาง)",
  orderSummary: "สรุปคำสั่งซื้อ",
  total: "ยอดที่ต้องชำระ",
  quantity: (count: number) => `จำนวน ${count.toLocaleString("th-TH")} ชิ้น`,
  promptPayTitle: "สแกน QR พร้อมเพย์เพื่อชำระเงิน",
  promptPayHint: "สแกนด้วยแอปธนาคารใดก็ได้ ยอดเงินจะขึ้นให้อัตโนมัติ",
  promptPayQrLabel: (amount: string) => `QR พร้อมเพย์ ยอด ${amount}`,
  promptPayId: "พร้อมเพย์",
  accountName: "ชื่อบัญชี",
  bankTransferTitle: "โอนเงินเข้าบัญชีธนาคาร",
  bankName: "ธนาคาร",
  accountNumber: "เลขที่บัญชี",
  transferExactly: (amount: string) => `กรุณาโอนเงินจำนวน ${amount} แล้วอัปโหลดสลิปด้านล่าง`,
  unconfigured: "ร้านยังไม่ได้ตั้งค่าช่องทางรับชำระเงินนี้ กรุณาติดต่อร้านค้า",
  codTitle: "เก็บเงินปลายทาง",
  codNextSteps: "ไม่ต้องอัปโหลดหลักฐานการชำระเงิน ร้านจะยืนยันคำสั่งซื้อและจัดส่งภายใน 1-2 วันทำการ กรุณาเตรียมเงินสดให้พนักงานจัดส่งตามยอดด้านบน",
  cardPending: "ยังไม่เปิดรับชำระด้วยบัตรเครดิต/เดบิต ร้านจะติดต่อกลับเพื่อแจ้งช่องทางชำระเงิน",
  proofFile: "ไฟล์หลักฐานการชำระเงิน",
  transferTime: "วันและเวลาที่โอน (ไม่บังคับ)",
  transferTimeHint: "วัน/เดือน/ปี พ.ศ. และเวลา เช่น 23/11/2569 14:05",
  chooseSlipFile: "เลือกไฟล์สลิป",
  noSlipChosen: "ยังไม่ได้เลือกไฟล์",
  transferBank: "ธนาคารที่โอน (ไม่บังคับ)",
  chooseBank: "เลือกธนาคาร",
  sending: "กำลังส่ง…",
  viewOrder: "ดูรายละเอียดคำสั่งซื้อ",
  viewProof: "ดูหลักฐานที่ส่ง",
  backHome: "กลับหน้าแรก",
  alreadyPaid: "คำสั่งซื้อนี้ชำระเงินเรียบร้อยแล้ว",
  orderCancelled: "คำสั่งซื้อนี้ถูกยกเลิกแล้ว จึงไม่สามารถชำระเงินได้",
  proofPending: "เราได้รับหลักฐานการชำระเงินของคำสั่งซื้อนี้แล้ว และกำลังตรวจสอบ",
  notPayable: "คำสั่งซื้อนี้ไม่อยู่ในสถานะที่รอชำระเงิน",
  adminViewing: "คุณกำลังดูคำสั่งซื้อของลูกค้าในฐานะผู้ดูแลระบบ ลูกค้าเป็นผู้อัปโหลดหลักฐานการชำระเงินเอง",
  slipReused: "สลิปนี้ถูกใช้ชำระคำสั่งซื้ออื่นแล้ว กรุณาอัปโหลดสลิปของการโอนสำหรับคำสั่งซื้อนี้",
  transferTimeInFuture: "วันและเวลาที่โอนต้องไม่อยู่ในอนาคต",
  // The payment deadline and its countdown (domain/payments/payment-deadline.ts; decision 070).
  payBy: (when: string) => `กรุณาชำระภายใน ${when}`,
  timeLeft: "เหลือเวลา",
  paymentTimeOver: "เลยกำหนดชำระเงินแล้ว ระบบจะยกเลิกคำสั่งซื้อนี้โดยอัตโนมัติ หากโอนเงินแล้วกรุณาติดต่อร้านค้า",
  // Saving the QR as a picture for the banking app's "scan from photo".
  saveQr: "บันทึก QR",
  saveQrHint: "บันทึกรูปลงเครื่อง แล้วเลือกรูปนี้ในเมนูสแกนของแอปธนาคาร",
  qrPictureTitle: "สแกนจ่ายด้วยพร้อมเพย์",
  qrPictureOrder: (orderNumber: string) => `คำสั่งซื้อ ${orderNumber}`,
  qrPictureFileName: (orderNumber: string) => `promptpay-${orderNumber}.png`,
  promptPayNumber: "หมายเลขพร้อมเพย์",
  promptPayAccountName: "ชื่อบัญชีพร้อมเพย์",
} as const;

/**
 * /payment-confirmation's title (heading and the tab's): a cash-on-delivery order is confirmed, not
 * paid, there. The method as a plain string: a texts module imports nothing (domain/texts.test.ts).
 */
export const confirmationTitleFor = (paymentMethod: string | undefined): string =>
  paymentMethod === "cod" ? paymentTexts.codConfirmationTitle : paymentTexts.confirmationTitle;
