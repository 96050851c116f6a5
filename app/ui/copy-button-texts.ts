// The copy button (app/ui/copy-button.tsx).

export const copyButtonTexts = {
  copied: "คัดลอกแล้ว",
  copyFailed: "คัดลอกไม่สำเร็จ กรุณากดค้างที่ข้อความแล้วเลือกคัดลอก",
} as const;
