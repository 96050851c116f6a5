// The chat's person behind it and its confirmed actions (issue 37): the widget's and the mails' words.

export const handoverTexts = {
  askForStaff: "คุยกับเจ้าหน้าที่",
  asked: "ส่งเรื่องถึงเจ้าหน้าที่แล้วค่ะ เจ้าหน้าที่จะตอบในแชทนี้ และส่งอีเมลถึงคุณหากปิดแชทไปแล้ว",
  askedOutsideHours: (answerBy: string) => `ตอนนี้อยู่นอกเวลาทำการ เจ้าหน้าที่จะตอบกลับ${answerBy} ในแชทนี้หรือทางอีเมลค่ะ`,
  /** Hours staff wrote in a way the chat cannot read as a time: named as written, no time promised. */
  askedWithinHours: (hours: string) => `ส่งเรื่องถึงเจ้าหน้าที่แล้วค่ะ เจ้าหน้าที่จะตอบในเวลาทำการของร้าน (${hours}) ในแชทนี้ และส่งอีเมลถึงคุณหากปิดแชทไปแล้ว`,
  waitingBanner: "คุณกำลังคุยกับเจ้าหน้าที่ ข้อความของคุณจะถึงเจ้าหน้าที่โดยตรง",
  backToAssistant: "กลับไปคุยกับผู้ช่วย",
  offer: "อยากคุยกับเจ้าหน้าที่ไหมคะ",
  staff: "เจ้าหน้าที่",
  askFailed: "ส่งเรื่องถึงเจ้าหน้าที่ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง",
  /** The assistant steps aside: shown under the shopper's message while staff are behind the chat. */
  forwarded: "ส่งถึงเจ้าหน้าที่แล้ว",
  mailSubject: "เจ้าหน้าที่ตอบข้อความของคุณแล้ว",
  mailIntro: (name: string) => `สวัสดีค่ะ คุณ${name} เจ้าหน้าที่ของร้านตอบข้อความในแชทของคุณแล้ว:`,
  mailOpenChat: "เปิดแชทบนเว็บไซต์ของร้านเพื่อคุยต่อได้เลยค่ะ",
} as const;

export const chatActionTexts = {
  cancelOrderSummary: (orderNumber: string, total: string) => `ยกเลิกคำสั่งซื้อ ${orderNumber} (ยอด ${total} ยังไม่ได้ชำระ)`,
  cancelOrderConfirm: (orderNumber: string) => `ยืนยันยกเลิกคำสั่งซื้อ ${orderNumber}`,
  cancelled: (orderNumber: string) => `ยกเลิกคำสั่งซื้อ ${orderNumber} เรียบร้อยแล้วค่ะ`,
  requestSummary: (kindLabel: string, orderNumber: string) => `${kindLabel} สำหรับคำสั่งซื้อ ${orderNumber}`,
  requestLink: "ไปกรอกคำขอ",
  expired: "ข้อเสนอนี้หมดเวลาหรือถูกใช้ไปแล้ว กรุณาพิมพ์ขอใหม่อีกครั้ง",
  chatReason: "ขอยกเลิกผ่านแชท",
  confirming: "กำลังดำเนินการ",
  orderPage: "ดูคำสั่งซื้อ",
  chooseCode: "เลือกโค้ดที่จะใช้กับตะกร้า",
  codeChoice: (code: string, title: string) => `${code} · ${title}`,
  /** What a code choice sends as the member's next message. */
  useCodeMessage: (code: string) => `ใช้โค้ด ${code}`,
  applyCodeSummary: (code: string, total: string) => `ใช้โค้ด ${code} กับตะกร้า (ยอดรวม ${total})`,
  applyCodeConfirm: (code: string) => `ยืนยันใช้โค้ด ${code}`,
  codeApplied: (code: string, total: string) => `ใช้โค้ด ${code} กับตะกร้าแล้วค่ะ ยอดรวม ${total} โค้ดนี้จะอยู่ในช่องโค้ดส่วนลดตอนชำระเงิน`,
  checkoutPage: "ไปชำระเงิน",
  codeNotHeld: (code: string) => `โค้ด ${code} ไม่อยู่ในโค้ดที่ใช้ได้ของคุณแล้ว`,
  codeNoLongerApplies: (code: string, reason: string | null) => `โค้ด ${code} ใช้กับตะกร้านี้ไม่ได้แล้ว${reason ? ` (${reason})` : ""}`,
  cartEmpty: "ตะกร้าของคุณยังไม่มีสินค้าที่สั่งได้ ใส่สินค้าก่อนแล้วลองใหม่อีกครั้ง",
} as const;
