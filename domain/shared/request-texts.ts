// Answers of the HTTP layer and the one form reader to requests no shop page would send. Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

// Answers of the HTTP layer and the one form reader to requests no shop page would send.
export const requestTexts = {
  tooLarge: "ข้อมูลที่ส่งมามีขนาดใหญ่เกินกำหนด",
  unsupportedType: "รูปแบบข้อมูลที่ส่งมาไม่ถูกต้อง กรุณาส่งผ่านแบบฟอร์มของร้าน",
  malformed: "ข้อมูลที่ส่งมาไม่สมบูรณ์ กรุณาลองใหม่อีกครั้ง",
  invalidCharacters: "ข้อมูลมีอักขระที่ใช้ไม่ได้",
  badRequest: "คำขอไม่ถูกต้อง",
  forbidden: "ไม่อนุญาตให้เข้าถึง",
  notFound: "ไม่พบสิ่งที่ต้องการ",
  methodNotAllowed: "ไม่รองรับคำขอแบบนี้",
} as const;
