// The copy button (app/ui/copy-button.tsx).

export const copyTexts = {
  copy: "คัดลอก",
  // The button's accessible name: the visible word first, then a space (screen readers and voice
  // control match the visible word as a word of the name; Thai without the space is one "word").
  copyWhat: (what: string) => `คัดลอก ${what}`,
  copied: "คัดลอกแล้ว",
  // The clipboard refused (an old browser, a page not on https): the text itself is still selectable.
  copyFailed: "คัดลอกไม่ได้ กรุณากดค้างที่ตัวเลขเพื่อคัดลอก",
} as const;
