// The FAQ page. Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const faqTexts = {
  title: "คำถามที่พบบ่อย",
  intro: "รวมคำตอบเรื่องการสั่งซื้อ การชำระเงิน การจัดส่ง และการดูแลลิปสติก",
  empty: "ยังไม่มีคำถามที่พบบ่อยในขณะนี้",
  stillNeedHelp: "ไม่พบคำตอบที่ต้องการ?",
} as const;
