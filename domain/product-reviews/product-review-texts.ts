import { successNotices } from "../shared/notice-declaration";
// Ratings from real buyers (decision 072): the review form, the product page's list, the cards.

export const productReviewTexts = {
  reviewAction: "รีวิวสินค้า",
  editReviewAction: "แก้ไขรีวิว",
  orderSectionTitle: "รีวิวสินค้าที่ได้รับ",
  formTitle: "รีวิวสินค้า",
  formIntro: "ให้คะแนนและเล่าประสบการณ์ของคุณกับสินค้านี้",
  ratingLegend: "ให้คะแนน (จำเป็น)",
  starOption: (stars: number) => `${stars} ดาว`,
  textLabel: "รีวิวของคุณ (ไม่บังคับ)",
  textHint: (max: number) => `ไม่เกิน ${max.toLocaleString("th-TH")} ตัวอักษร`,
  photoLabel: "รูปถ่าย (ไม่บังคับ)",
  photoHint: "JPG, PNG, WebP หรือ GIF ไม่เกิน 5 MB",
  removePhoto: "ลบรูปที่แนบไว้",
  submit: "ส่งรีวิว",
  saved: "บันทึกรีวิวแล้ว ขอบคุณค่ะ",
  backToOrder: "กลับไปที่คำสั่งซื้อ",
  myOrders: "คำสั่งซื้อของฉัน",
  ratingRequired: "กรุณาให้คะแนน 1–5 ดาว",
  textTooLong: (max: number) => `รีวิวยาวเกินไป (ไม่เกิน ${max.toLocaleString("th-TH")} ตัวอักษร)`,
  notReviewable: "รีวิวได้เฉพาะสินค้าในคำสั่งซื้อของคุณที่ได้รับสินค้าแล้ว",
  tooManyReviews: "คุณส่งรีวิวบ่อยเกินไป กรุณาลองใหม่ภายหลัง",
  anonymousReviewer: "ลูกค้า",
  // The product page and the cards
  sectionTitle: "รีวิวจากผู้ซื้อจริง",
  noReviews: "ยังไม่มีรีวิวจากผู้ซื้อ",
  showMore: "ดูเพิ่มเติม",
  stars: (rating: number) => `${rating} จาก 5 ดาว`,
  averageStars: (average: string) => `คะแนนเฉลี่ย ${average} จาก 5 ดาว`,
  reviewCount: (count: number) => `${count.toLocaleString("th-TH")} รีวิว`,
  unitsSold: (count: number) => `ขายแล้ว ${count.toLocaleString("th-TH")} ชิ้น`,
  verifiedBuyer: "ผู้ซื้อจริง",
  reviewPhotoAlt: (name: string) => `รูปจากรีวิวของ ${name}`,
} as const;

export const productReviewNotices = successNotices({
  "product-review-saved": productReviewTexts.saved,
  "product-review-hidden": "ซ่อนรีวิวแล้ว",
  "product-review-shown": "แสดงรีวิวอีกครั้งแล้ว",
});
