// The mails to members (password reset, order confirmation, payment review, shipped), written by the
// modules beside this one. Server only: no page ships them (decision 065).

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
  orderConfirmationSubtotal: (amount: string) => `ยอดรวมสินค้า: ${amount}`,
  orderConfirmationShipping: (amount: string) => `ค่าจัดส่ง: ${amount}`,
  orderConfirmationDiscount: (amount: string) => `ส่วนลดจากคะแนนสะสม: -${amount}`,
  orderConfirmationTotal: (amount: string) => `ยอดชำระทั้งหมด: ${amount}`,
  orderConfirmationPayment: (method: string) => `วิธีชำระเงิน: ${method}`,
  orderConfirmationLink: "ดูรายละเอียดและสถานะคำสั่งซื้อได้ที่:",
  orderConfirmationButton: "ดูคำสั่งซื้อ",
  orderConfirmationShipTo: (name: string, address: string) => `จัดส่งถึง: ${name}, ${address}`,
  // The back-office's payment review (server/mail/payment-review-mail.ts).
  paymentVerifiedSubject: (orderNumber: string) => `ยืนยันการชำระเงินคำสั่งซื้อ ${orderNumber} แล้ว`,
  paymentVerifiedText: (orderNumber: string, amount: string, points: number) =>
    [
      `ร้านได้ตรวจสอบและยืนยันการชำระเงิน ${amount} ของคำสั่งซื้อ ${orderNumber} เรียบร้อยแล้ว`,
      ...(points > 0 ? [`คุณได้รับคะแนนสะสม ${points.toLocaleString("th-TH")} คะแนนจากคำสั่งซื้อนี้`] : []),
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
  // The member's own account deletion (server/mail/account-deleted-mail.ts, decision 074).
  accountDeletedSubject: "บัญชีของคุณถูกลบแล้ว",
  accountDeletedText: (name: string, kept: readonly string[]) =>
    [
      `สวัสดีคุณ${name}`,
      "",
      "บัญชีของคุณถูกลบแล้ว ตามที่คุณขอผ่านหน้าบัญชีของฉัน",
      "ร้านได้ลบชื่อ อีเมล เบอร์โทรศัพท์ ที่อยู่ รูปโปรไฟล์ ข้อความแชต และการเข้าสู่ระบบทุกอุปกรณ์แล้ว และคุณจะเข้าสู่ระบบด้วยบัญชีนี้ไม่ได้อีก",
      "",
      "สิ่งที่ร้านยังเก็บไว้ตามกฎหมายบัญชี (5 ปี):",
      ...kept.map((line) => `- ${line}`),
      "",
      "อีเมลฉบับนี้เป็นฉบับสุดท้ายที่ส่งถึงที่อยู่นี้ หากคุณไม่ได้เป็นผู้ลบบัญชี กรุณาติดต่อร้านโดยตอบกลับอีเมลนี้",
    ].join("\n"),
} as const;
