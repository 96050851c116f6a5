// The copy button (app/ui/copy-button.tsx).

export const copyTexts = {
  copy: "คัดลอก",
  copied: "คัดลอกแล้ว",
  // The clipboard refused (an old browser, a page not on https): the text itself is still selectable.
  copyFailed: "คัดลอกไม่ได้ กรุณากดค้างที่ตัวเลขเพื่อคัดลอก",
} as const;
