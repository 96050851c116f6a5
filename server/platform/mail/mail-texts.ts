// The mails to members (password reset, order confirmation, payment review, shipped, account
// deleted), written by the modules beside this one. Server only: no page ships them (decision 065).
// Labels the pages show too (subtotal, shipping, total, the summary's heading, …) are not copied
// here: the mails take them from domain/ (checkoutTexts, cartTexts); a texts module imports nothing.

export const mailTexts = {
  passwordResetSubject: "ตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ",
  passwordResetText: (name: string, link: string, minutes: number) =>
    [
      `สวัสดีคุณ${name}`,
      "",
      "เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ กดลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่:",
      link,
      "",
      `ลิงก์นี้ใช้ได้ครั้งเดียวและหมดอายุใน ${minutes} นาที`,
      "หากคุณไม่ได้ขอตั้งรหัสผ่านใหม่ ไม่ต้องทำอะไร รหัสผ่านเดิมของคุณยังใช้ได้ตามปกติ",
    ].join("\n"),
  passwordResetButton: "ตั้งรหัสผ่านใหม่",
  orderConfirmationSubject: (orderNumber: string) => `ยืนยันคำสั่งซื้อ ${orderNumber}`,
  orderConfirmationGreeting: (name: string) => `สวัสดีคุณ${name}`,
  orderConfirmationIntro: (orderNumber: string) => `ขอบคุณสำหรับการสั่งซื้อ เราได้รับคำสั่งซื้อหมายเลข ${orderNumber} ของคุณแล้ว`,
  orderConfirmationItems: "รายการสินค้า",
  orderConfirmationLine: (name: string, shade: string, quantity: number, amount: string) => `- ${name} (สี ${shade}) x ${quantity} = ${amount}`,
  /** A line of the text twin's amounts, with the page's label: "ยอดชำระทั้งหมด: ฿1,180". */
  amountLine: (label: string, amount: string) => `${label}: ${amount}`,
  orderConfirmationPayment: (method: string) => `วิธีชำระเงิน: ${method}`,
  orderConfirmationLink: "ดูรายละเอียดและสถานะคำสั่งซื้อได้ที่:",
  orderConfirmationButton: "ดูคำสั่งซื้อ",
  orderConfirmationShipTo: (name: string, address: string) => `จัดส่งถึง: ${name}, ${address}`,
  // The back-office's payment review (server/shop/payments/payment-review-mail.ts).
  paymentVerifiedSubject: (orderNumber: string) => `ยืนยันการชำระเงินคำสั่งซื้อ ${orderNumber} แล้ว`,
  paymentVerifiedText: (orderNumber: string, amount: string, points: number) =>
    [
      `ร้านได้ตรวจสอบและยืนยันการชำระเงิน ${amount} ของคำสั่งซื้อ ${orderNumber} เรียบร้อยแล้ว`,
      ...(points > 0 ? [`คุณได้รับแต้มสะสม ${points.toLocaleString("th-TH")} แต้มจากคำสั่งซื้อนี้`] : []),
      "เราจะจัดเตรียมและจัดส่งสินค้าให้เร็วที่สุด",
    ].join("\n"),
  paymentRejectedSubject: (orderNumber: string) => `หลักฐานการชำระเงินคำสั่งซื้อ ${orderNumber} ไม่ผ่านการตรวจสอบ`,
  paymentRejectedText: (orderNumber: string) =>
    [`ร้านไม่สามารถยืนยันหลักฐานการชำระเงินของคำสั่งซื้อ ${orderNumber} ได้`, "กรุณาตรวจสอบยอดเงินและบัญชีที่โอน แล้วส่งหลักฐานการโอนเงินใหม่ หรือติดต่อร้านค้า"].join("\n"),
  paymentReviewLink: "ดูคำสั่งซื้อของคุณได้ที่:",
  orderShippedSubject: (orderNumber: string) => `คำสั่งซื้อ ${orderNumber} จัดส่งแล้ว`,
  orderShippedIntro: (orderNumber: string) => `คำสั่งซื้อหมายเลข ${orderNumber} ของคุณจัดส่งแล้ว`,
  orderShippedCarrier: (carrier: string) => `บริษัทขนส่ง: ${carrier}`,
  orderShippedTracking: (tracking: string) => `หมายเลขพัสดุ: ${tracking}`,
  orderShippedHint: "ใช้หมายเลขพัสดุนี้ติดตามสถานะได้ที่เว็บไซต์ของบริษัทขนส่ง",
  // The branded mails' parts (server/platform/mail/mail-layout.tsx, decision 073).
  quantityTimesPrice: (quantity: number, unitPrice: string) => `${quantity.toLocaleString("th-TH")} × ${unitPrice}`,
  shade: (shade: string) => `สี ${shade}`,
  paymentDeadline: (time: string) => `กรุณาชำระภายใน ${time} น. (เวลาประเทศไทย)`,
  paymentDeadlineHint: "คำสั่งซื้อที่ไม่ได้ชำระภายในเวลานี้จะถูกยกเลิกอัตโนมัติ",
  payLink: "ชำระเงินและแจ้งโอนได้ที่:",
  payButton: "ชำระเงิน",
  trackButton: "ติดตามพัสดุ",
  linkFallback: "หากกดปุ่มไม่ได้ ให้คัดลอกลิงก์นี้ไปเปิดในเบราว์เซอร์:",
  footer: (shopName: string) => `อีเมลฉบับนี้ส่งจาก ${shopName} โดยอัตโนมัติ กรุณาอย่าตอบกลับอีเมลนี้`,
  logoAlt: (shopName: string) => `โลโก้ ${shopName}`,
  // Account deleted (PDPA): what went, what the law makes the shop keep.
  accountDeletedSubject: "บัญชีของคุณถูกลบแล้ว",
  accountDeletedHeading: "บัญชีของคุณถูกลบแล้ว",
  accountDeletedIntro: (time: string) => `เราได้ลบบัญชีของคุณตามคำขอเมื่อ ${time} น. และออกจากระบบในทุกอุปกรณ์แล้ว`,
  accountDeletedRemoved: "ข้อมูลส่วนตัวในบัญชีของคุณ (ชื่อ อีเมล เบอร์โทรศัพท์ ที่อยู่ที่บันทึกไว้ แชท และรีวิว) ถูกลบหรือทำให้ระบุตัวตนไม่ได้แล้ว",
  accountDeletedKept: (orders: number) =>
    orders > 0
      ? `ข้อมูลที่ร้านต้องเก็บไว้ตามกฎหมายบัญชีและภาษี: ยอดเงินของคำสั่งซื้อ ${orders.toLocaleString("th-TH")} รายการ และใบกำกับภาษีที่ออกไปแล้วตามที่ออก โดยไม่ผูกกับบัญชีของคุณอีกต่อไป`
      : "ร้านไม่ได้เก็บข้อมูลคำสั่งซื้อใดของคุณไว้ เพราะบัญชีนี้ไม่เคยมีคำสั่งซื้อ",
  accountDeletedNotYou: "หากคุณไม่ได้ขอลบบัญชี กรุณาติดต่อร้านค้าโดยเร็ว",
} as const;
