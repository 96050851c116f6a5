// The demo shop's buyers and what they wrote (decision 098): made-up people, marked as demo by
// their reserved `.invalid` addresses (RFC 2606), which can neither receive mail nor be signed up.

export const DEMO_HISTORY_DAYS = 90;

/** The demo's staff member who verified, packed and shipped: no password, so nobody signs in as them. */
export const DEMO_STAFF = { name: "ทีมงานร้าน (ข้อมูลตัวอย่าง)", email: "staff@demo-shop.invalid" } as const;

export const DEMO_BUYERS = [
  { firstName: "ณัฐธิดา", lastName: "ศรีสุข", province: "กรุงเทพมหานคร", postalCode: "10110" },
  { firstName: "พิมพ์ชนก", lastName: "วงศ์ใหญ่", province: "เชียงใหม่", postalCode: "50200" },
  { firstName: "กัญญารัตน์", lastName: "ทองดี", province: "ขอนแก่น", postalCode: "40000" },
  { firstName: "ปวีณา", lastName: "แสงทอง", province: "นนทบุรี", postalCode: "11000" },
  { firstName: "ศิริพร", lastName: "บุญมา", province: "ชลบุรี", postalCode: "20000" },
  { firstName: "อรอุมา", lastName: "จันทร์เพ็ญ", province: "สงขลา", postalCode: "90110" },
  { firstName: "ธิดารัตน์", lastName: "พรหมมา", province: "นครราชสีมา", postalCode: "30000" },
  { firstName: "วรรณวิสา", lastName: "ใจงาม", province: "ภูเก็ต", postalCode: "83000" },
  { firstName: "สุภาวดี", lastName: "เพชรรัตน์", province: "กรุงเทพมหานคร", postalCode: "10400" },
  { firstName: "ชลธิชา", lastName: "มณีวงศ์", province: "ปทุมธานี", postalCode: "12000" },
  { firstName: "เบญจมาศ", lastName: "สายทอง", province: "อุดรธานี", postalCode: "41000" },
  { firstName: "มนัสนันท์", lastName: "รุ่งเรือง", province: "สมุทรปราการ", postalCode: "10270" },
  { firstName: "ภัทราวดี", lastName: "คงสวัสดิ์", province: "พิษณุโลก", postalCode: "65000" },
  { firstName: "จิราพร", lastName: "ชัยมงคล", province: "กรุงเทพมหานคร", postalCode: "10900" },
] as const;

export const demoBuyerEmail = (index: number) => `buyer-${String(index + 1).padStart(2, "0")}@demo-shop.invalid`;

/** What buyers wrote, by the stars they gave. */
export const DEMO_REVIEW_TEXTS: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    "สีสวยมาก ทาแล้วหน้าสว่างขึ้นเลย ติดทนทั้งวัน",
    "เนื้อนุ่ม ไม่แห้ง ไม่เป็นคราบ ซื้อซ้ำแน่นอน",
    "ส่งไว แพ็กมาดีมาก สีตรงปกค่ะ",
    "ชอบมาก ทาแก้วแล้วติดแก้วนิดเดียว กลิ่นหอมอ่อนๆ",
    "สีนี้เข้ากับผิวแทนดีมาก ใส่ไปทำงานทุกวัน",
  ],
  4: ["สีสวย เนื้อดี แต่ต้องเติมระหว่างวันนิดหน่อย", "โดยรวมชอบค่ะ สีสดกว่าในรูปเล็กน้อย", "ทาง่าย ไม่เป็นขุย ราคาคุ้ม"],
  3: ["สีสวยแต่แห้งไปนิดสำหรับปากแห้งแบบเรา ต้องทาลิปบาล์มก่อน"],
};

export const DEMO_CANCEL_REASONS = ["ลูกค้าขอยกเลิก สั่งซ้ำ", "ลูกค้าเปลี่ยนใจ ขอยกเลิกทางแชท"] as const;
