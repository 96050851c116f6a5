// Uploaded files (payment proofs, avatars, images): the browser's hints and the server's checks. Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const fileTexts = {
  tooLarge: "ไฟล์ใหญ่เกินไป",
  invalidType: "ประเภทไฟล์ไม่ถูกต้อง",
  avatarTooLarge: "ขนาดไฟล์เกินกำหนด",
  proofTooLargeHint: "ขนาดไฟล์ต้องไม่เกิน 5 MB",
  proofTypesHint: "รองรับไฟล์ JPG, PNG, GIF และ PDF",
  avatarTooLargeHint: "ขนาดไฟล์ต้องไม่เกิน 2 MB",
  imageDimensionsTooLarge: (maxSide: number) => `รูปภาพกว้างหรือสูงเกินไป (ไม่เกิน ${maxSide.toLocaleString("en-US")} พิกเซลต่อด้าน)`,
  uploadFailed: "อัปโหลดไฟล์ไม่สำเร็จ",
  // The shop's disk is full or cannot be written: the file was not kept, and nothing else changed.
  storageUnavailable: "ร้านยังบันทึกไฟล์ไม่ได้ในขณะนี้ ไฟล์นี้จึงยังไม่ถูกบันทึกและข้อมูลอื่นไม่มีการเปลี่ยนแปลง กรุณาลองใหม่ภายหลัง",
} as const;
