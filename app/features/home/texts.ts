// The home page. Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const homeTexts = {
  featuredTitle: "สินค้าแนะนำ",
  viewAll: "ดูทั้งหมด",
  premiumQualityTitle: "คุณภาพพรีเมียม",
  premiumQualityText: "ลิปสติกสไตล์เกาหลี เนื้อดี ติดทนนาน",
  manyColoursTitle: "สีสันหลากหลาย",
  manyColoursText: "เลือกเฉดสีที่ใช่ได้ทั้งแบบกลอสซี่และเวลเวท",
  freeDeliveryTitle: "จัดส่งฟรีทั่วประเทศ",
  freeDeliveryText: "เมื่อสั่งซื้อครบ 1,000 บาทขึ้นไป",
  reviewsTitle: "รีวิวจากลูกค้า",
  videosTitle: "วิดีโอแนะนำ",
  defaultBannerTitle: "ลิปสติกพรีเมียมสไตล์เกาหลี",
  defaultBannerButton: "ดูสินค้า",
  previousSlide: "สไลด์ก่อนหน้า",
  nextSlide: "สไลด์ถัดไป",
  heroLabel: "แบนเนอร์แนะนำสินค้า",
  reviewsLabel: "รายการรีวิวจากลูกค้า",
  videosLabel: "รายการวิดีโอแนะนำ",
  playVideo: "เล่นวิดีโอ",
  viewImage: "ดูภาพ",
} as const;
