// The policy pages (privacy, terms). Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const infoPageTexts = {
  lastUpdated: "ปรับปรุงล่าสุด",
  questions: "หากมีข้อสงสัยเกี่ยวกับเนื้อหาในหน้านี้",
  contactUs: "ติดต่อเรา",
  contents: "สารบัญ",
} as const;
