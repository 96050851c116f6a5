// The storefront search's results page and its refusals (decision 068); the header's field is in
// app/features/layout/texts.ts.

export const searchTexts = {
  pageTitle: "ค้นหาสินค้า",
  resultsFor: (query: string) => `ผลการค้นหา “${query}”`,
  resultCount: (count: number) => `พบสินค้า ${count} รายการ`,
  resultsDescription: (query: string, count: number) => `พบสินค้า ${count} รายการที่ตรงกับ “${query}” ดูราคาและเฉดสี แล้วสั่งซื้อออนไลน์ได้ทันที`,
  prompt: "พิมพ์ชื่อสินค้า ชื่อเฉดสี หรือสีที่ชอบ เช่น แดง ชมพู นู้ด ในช่องค้นหาด้านบน",
  noneFound: (query: string) => `ไม่พบสินค้าที่ตรงกับ “${query}”`,
  noneFoundHint: "ลองตรวจตัวสะกด ใช้คำที่สั้นลง หรือค้นหาด้วยสี เช่น",
  suggestions: "หรือเลือกดูตามสี",
  tryColour: (colour: string) => `ค้นหา “${colour}”`,
  allProducts: "ดูสินค้าทั้งหมด",
  onlySpaces: "กรุณาพิมพ์คำที่ต้องการค้นหา",
  tooLong: (max: number) => `คำค้นหายาวเกินไป กรุณาพิมพ์ไม่เกิน ${max} ตัวอักษร`,
  controlCharacters: "คำค้นหามีอักขระที่ใช้ไม่ได้ กรุณาพิมพ์ใหม่อีกครั้ง",
} as const;
