// Buyers' reviews in the back-office (/admin/product-reviews, decision 072): apart from the
// curated home-page reviews of /admin/reviews. Back-office texts: storefront pages never import them.

export const adminProductReviewTexts = {
  title: "รีวิวจากผู้ซื้อ",
  intro: "รีวิวที่สมาชิกเขียนหลังได้รับสินค้า ซ่อนรีวิวที่ไม่เหมาะสมได้ (รีวิวที่ซ่อนจะไม่แสดงบนหน้าสินค้าและไม่นับในคะแนนเฉลี่ย) รีวิวหน้าแรกที่ร้านคัดเลือกเองอยู่ที่เมนู “รีวิว”",
  product: "สินค้า",
  reviewer: "ผู้รีวิว",
  rating: "คะแนน",
  text: "ข้อความ",
  photo: "รูป",
  written: "วันที่เขียน",
  state: "สถานะ",
  shown: "แสดงอยู่",
  hidden: "ซ่อนแล้ว",
  hide: "ซ่อนรีวิว",
  show: "แสดงอีกครั้ง",
  hideFor: (product: string, reviewer: string) => `ซ่อนรีวิว ${product} ของ ${reviewer}`,
  // Starts with the button's visible words, so a voice user saying them reaches it (WCAG 2.5.3).
  showFor: (product: string, reviewer: string) => `แสดงอีกครั้ง: รีวิว ${product} ของ ${reviewer}`,
  stars: (rating: number) => `${rating} จาก 5 ดาว`,
  hasPhoto: "มีรูป",
  noneFound: "ยังไม่มีรีวิวจากผู้ซื้อ",
  notFound: "ไม่พบรีวิวนี้ (อาจถูกลบไปแล้ว)",
  loadFailed: "โหลดรีวิวไม่สำเร็จ กรุณาลองใหม่",
} as const;
