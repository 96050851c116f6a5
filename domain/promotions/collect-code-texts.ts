// Collecting a code ("เก็บโค้ด") and the member's list of them ("โค้ดของฉัน"): the Thai the server
// answers with and the pages show (the button's own words are in promotion-texts.ts).

export const collectCodeTexts = {
  notFound: "ไม่พบโค้ดนี้ อาจถูกนำออกไปแล้ว",
  ended: (code: string) => `โค้ด ${code} หมดเขตแล้ว เก็บไม่ได้`,
  paused: (code: string) => `โค้ด ${code} ระงับชั่วคราว เก็บไม่ได้ในขณะนี้`,
  alreadyCollected: (code: string) => `คุณเก็บโค้ด ${code} ไว้แล้ว ใช้ได้ตอนชำระเงิน`,
  signIn: "เข้าสู่ระบบ",
  usable: "ใช้ได้",
  notUsable: "ใช้ไม่ได้",
  usedByYou: (times: number) => `คุณใช้ไปแล้ว ${times} ครั้ง`,
  collectedOn: (date: string) => `เก็บเมื่อ ${date}`,
  noCodes: "ยังไม่มีโค้ดที่เก็บไว้",
  noCodesHint: "เก็บโค้ดส่วนลดได้ที่หน้าโปรโมชั่นและหน้าสินค้า แล้วใช้ตอนชำระเงิน",
  toPromotions: "ดูโปรโมชั่น",
} as const;
