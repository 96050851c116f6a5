// The slide carousel (app/ui/carousel.tsx). Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const carouselTexts = {
  previous: "สไลด์ก่อนหน้า",
  next: "สไลด์ถัดไป",
  roleDescription: "ภาพสไลด์",
  slideRoleDescription: "สไลด์",
  slideOf: (index: number, count: number) => `${index} จาก ${count}`,
  goTo: (index: number) => `ไปที่สไลด์ที่ ${index}`,
  pause: "หยุดเลื่อนอัตโนมัติ",
  play: "เลื่อนอัตโนมัติ",
} as const;
