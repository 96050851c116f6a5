// Customer reviews: the home page's section and /reviews. Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const reviewTexts = {
  title: "รีวิวจากลูกค้า",
  allReviews: "รีวิวทั้งหมด",
  defaultProductName: "ลิปสติก",
  pageTitle: "รีวิวจากลูกค้าทั้งหมด",
  pageIntro: "ความเห็นจากลูกค้าที่ใช้ลิปสติก Glossy Lip และ Velvet Lip ของเรา",
  /** Said wherever these reviews show (issue 40): the shop enters and picks them; buyers' own reviews are on each product's page. */
  staffChosen: "รีวิวในส่วนนี้ร้านคัดเลือกและลงไว้เอง รีวิวจากผู้ซื้อที่สั่งซื้อจริงดูได้ที่หน้าสินค้าแต่ละรายการ",
  none: "ยังไม่มีรีวิว",
  stars: (rating: number) => `${rating} จาก 5 ดาว`,
  product: "สินค้าที่รีวิว",
} as const;
