// The back-office's content editors: the spec's shared messages (saved, added, could not load). Back-office texts: storefront pages never import them.

export const adminContentTexts = {
  adminsOnly: "ไม่มีสิทธิ์ เฉพาะผู้ดูแลระบบเท่านั้น",
  saveFailed: (detail: string) => `บันทึกไม่สำเร็จ: ${detail}`,
  uploadFailed: "อัปโหลดไม่สำเร็จ",
  couldNotUpload: "ไม่สามารถอัปโหลดไฟล์ได้",
  added: "เพิ่มเรียบร้อยแล้ว",
  saved: "บันทึกแล้ว",
  deleted: "ลบเรียบร้อยแล้ว",
  loadFailed: "ไม่สามารถโหลดข้อมูลได้",
  deleteFailed: "ไม่สามารถลบข้อมูลได้",
  permissionCheckFailed: "เกิดข้อผิดพลาดในการตรวจสอบสิทธิ์",
  selectFile: "กรุณาเลือกไฟล์",
  invalidFile: "ไฟล์ไม่ถูกต้อง",
  selectVideoFile: "กรุณาเลือกไฟล์วิดีโอ",
  selectImageFile: "กรุณาเลือกไฟล์รูปภาพ",
  videoLimit: "เพิ่มวิดีโอได้สูงสุด 5 รายการ",
  confirmDelete: "ต้องการลบรายการนี้ใช่หรือไม่?",
} as const;

/** The toasts this feature's writes end with, carried across their redirect (collected by domain/notices.ts). */
export const adminContentNotices = {
  "content-added": { tone: "success", text: () => adminContentTexts.added },
  "content-saved": { tone: "success", text: () => adminContentTexts.saved },
  "content-deleted": { tone: "success", text: () => adminContentTexts.deleted },
} as const;
