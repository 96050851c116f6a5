// The landing page (domain/catalog/landing.ts). Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const landingTexts = {
  loading: "กำลังโหลด...",
  shadesTitle: (line: string) => `เฉดสี ${line}`,
  shadesIntro: "เลือกเฉดสีที่ใช่สำหรับคุณ",
  colorId: "รหัสสี",
  flashSaleTitle: "Flash Sale",
  flashSaleIntro: "ราคาพิเศษสำหรับทุกเฉดสี ภายในเวลาจำกัด",
  followUs: "ติดตามเรา",
  buyNow: "สั่งซื้อเลย",
  regularPrice: "ราคาปกติ",
  salePrice: "ราคาพิเศษ",
  saleOffer: (regular: string, sale: string) => `จากราคาปกติ ${regular} เหลือเพียง ${sale} ต่อแท่ง`,
} as const;
