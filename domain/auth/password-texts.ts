// The password rules (domain/auth/password.ts). Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const passwordTexts = {
  tooShort: "รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร",
  tooLong: "รหัสผ่านต้องไม่เกิน 128 ตัวอักษร",
  tooWeak: "รหัสผ่านควรมีอักษรใหญ่ อักษรเล็ก ตัวเลข และอักขระพิเศษ",
} as const;
