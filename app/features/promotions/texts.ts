// The storefront's promotions: /promotions, flash sale cards and countdowns. Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const promotionTexts = {
  defaultBannerTitle: "โปรโมชั่นพิเศษ",
  flashSaleTitle: "Flash Sale",
  expired: "หมดเวลาแล้ว",
  days: "วัน",
  hours: "ชั่วโมง",
  minutes: "นาที",
  seconds: "วินาที",
  discountBadge: (percent: number) => `ลด ${percent}%`,
  noneActive: "ยังไม่มีโปรโมชั่นในขณะนี้",
  specialOffersTitle: "ข้อเสนอพิเศษ",
  pageTitle: "โปรโมชั่น",
  pageDescription: "Flash Sale ลิปสติกราคาพิเศษ และข้อเสนอสุดคุ้มจากร้านของเรา ภายในเวลาจำกัด",
  defaultBannerText: "ลิปสติกราคาพิเศษ และข้อเสนอสุดคุ้มที่คุณไม่ควรพลาด",
  flashSaleIntro: "ราคาพิเศษภายในเวลาจำกัด",
  endsIn: "สิ้นสุดใน",
  originalPrice: "ราคาปกติ",
  salePrice: "ราคา Flash Sale",
  viewProducts: "ดูสินค้าทั้งหมด",
  chooseShade: "เลือกเฉดสี",
  chooseShadeOf: (name: string) => `เลือกเฉดสี ${name}`,
} as const;
