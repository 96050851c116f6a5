/**
 * How the shopper stands towards the chat (issue 37), read before any topic: someone claiming a
 * role or asking the chat to do what only staff can (set a price, hand out a code, tell another
 * customer's details) is told plainly it cannot; an upset or complaining shopper is offered a person.
 */
const CLAIMS_ROLE =
  /(?:ฉัน|ผม|หนู|เรา|ดิฉัน|กู|นี่)\s*(?:เป็น|คือ)\s*(?:แอดมิน|แอดมิด|admin|เจ้าของร้าน|เจ้าของ|ผู้จัดการ|พนักงาน|เจ้าหน้าที่|staff|owner|ทีมงาน|ผู้ดูแล|โปรแกรมเมอร์|developer)|i(?:'m| am) (?:the |an? )?(?:admin|owner|manager|staff|developer)|สมมติ(?:ว่า)?\s*(?:คุณ|เธอ|แก|มึง|นาย)?\s*(?:เป็น|คือ)|แกล้งทำเป็น|role\s*-?\s*play|โรลเพลย์|pretend (?:to be|you are)|act as|you are now/;
const STAFF_ONLY =
  /(?:ตั้ง|เปลี่ยน|แก้|ปรับ|ลด)\s*ราคา.{0,30}(?:เหลือ|เป็น|ให้)|(?:set|change|lower) (?:the )?price|ให้\s*(?:โค้ด|คูปอง)\s*(?:ส่วนลด)?\s*(?:ฟรี|100|ลด)|(?:discount|coupon|promo) code.{0,20}(?:now|free|100)|100\s*%\s*(?:discount|ส่วนลด)|ลด\s*100\s*%|แจกโค้ด|สร้างโค้ด|เพิ่มแต้มให้|ใส่แต้มให้|add points|give me (?:free|points)|ฟรีให้หน่อย/;
const OTHER_CUSTOMERS =
  /ลูกค้า\s*(?:คน|ท่าน)?\s*(?:ล่าสุด|ก่อนหน้า|ก่อน|อื่น|คนนั้น|คนเมื่อกี้)|คนที่สั่ง\s*(?:ล่าสุด|ก่อน)|(?:last|previous|other) customer|another customer|someone else'?s (?:order|address)|ข้อมูล(?:ของ)?\s*(?:ลูกค้า|สมาชิก|คนอื่น)|ที่อยู่\s*(?:ของ)?\s*(?:คนอื่น|ลูกค้า)/;

export type OutOfReach = "role" | "staff-only" | "other-customers";

export function outOfReach(text: string): OutOfReach[] {
  const found: OutOfReach[] = [];
  if (CLAIMS_ROLE.test(text)) found.push("role");
  if (STAFF_ONLY.test(text)) found.push("staff-only");
  if (OTHER_CUSTOMERS.test(text)) found.push("other-customers");
  return found;
}

const UPSET =
  /ไม่พอใจ|โมโห|หงุดหงิด|ผิดหวัง|เซ็ง|รำคาญ|โกรธ|แย่มาก|แย่ที่สุด|ห่วย|ช้ามาก|ตอบช้า|รอนาน|รอมา\s*\d*\s*(?:วัน|ชั่วโมง|นาน)|ยังไม่ได้ของ\s*(?:เลย|สักที)|ไม่ได้เรื่อง|ร้องเรียน|แจ้งความ|สคบ|complain|angry|upset|disappointed|terrible|worst|ไม่ตอบ|ไม่มีใครตอบ|ของมาไม่ครบ|ได้ของไม่ครบ|โกง|หลอก/;

export function soundsUpset(text: string): boolean {
  return UPSET.test(text);
}
