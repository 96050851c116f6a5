// The home videos editor (/admin/videos), in Thai (decision 075). Back-office texts: storefront pages never import them.

export const adminVideoTexts = {
  title: "วิดีโอหน้าแรก",
  upload: "อัปโหลดวิดีโอ",
  noneYet: "ยังไม่มีวิดีโอ",
  fetchFailed: "ไม่สามารถโหลดวิดีโอได้",
  notFound: "ไม่พบวิดีโอนี้แล้ว",
  titleRequired: "กรุณากรอกชื่อวิดีโอ",
  video: "วิดีโอ",
  videoTitle: "ชื่อวิดีโอ",
  description: "คำอธิบาย",
  sortOrder: "ลำดับ",
  sortOrderColumn: "ลำดับ",
  active: "แสดง",
  showOnSite: "แสดงบนเว็บไซต์",
  file: "ไฟล์วิดีโอ",
  fileHint: (megabytes: number) => `MP4 หรือ WebM ไม่เกิน ${megabytes} MB`,
  confirmDelete: (title: string) => `ต้องการลบวิดีโอ "${title}" ใช่หรือไม่? ไฟล์วิดีโอจะถูกลบด้วย`,
  count: (count: number, max: number) => `${count} จาก ${max} วิดีโอ`,
} as const;
