import { successNotices } from "../shared/notice-declaration";
// The social links editor (/admin/social-links): the spec's English messages in Thai (decision 075). Back-office texts: storefront pages never import them.

export const adminSocialLinkTexts = {
  fetchFailed: "ไม่สามารถโหลดลิงก์โซเชียลได้",
  updateFailed: "ไม่สามารถบันทึกลิงก์โซเชียลได้",
  uploadFailed: "ไม่สามารถอัปโหลดรูปภาพได้",
  updated: "บันทึกลิงก์โซเชียลเรียบร้อยแล้ว",
  title: "โซเชียลมีเดีย",
  url: "ลิงก์",
  urlFor: (platform: string) => `ลิงก์ ${platform}`,
  urlHint: "ที่อยู่เว็บที่ขึ้นต้นด้วย https:// (หรือ http://) หรือ # ถ้ายังไม่มี",
  urlRequired: "ไม่สามารถบันทึกลิงก์โซเชียลได้: กรุณากรอกที่อยู่ของเพจ หรือ # ถ้ายังไม่มี",
  urlInvalid: "ไม่สามารถบันทึกลิงก์โซเชียลได้: ที่อยู่ต้องขึ้นต้นด้วย http:// หรือ https:// (เช่น https://facebook.com/yourshop) หรือเป็น # ถ้ายังไม่มี",
  urlTooLong: "ไม่สามารถบันทึกลิงก์โซเชียลได้: ที่อยู่ยาวเกินไป (ไม่เกิน 500 ตัวอักษร)",
  open: "เปิดลิงก์",
  openFor: (platform: string) => `เปิดลิงก์ ${platform}`,
  noLink: "ยังไม่มีลิงก์ (#)",
  logo: "โลโก้",
  logoFor: (platform: string) => `โลโก้ ${platform}`,
  logoHint: (megabytes: number) => `JPEG, PNG, WebP หรือ GIF ไม่เกิน ${megabytes} MB แสดงขนาดเล็กที่ท้ายหน้าเว็บ`,
  uploadLogo: "อัปโหลดโลโก้",
  uploadLogoFor: (platform: string) => `อัปโหลดโลโก้ ${platform}`,
  preview: "ตัวอย่าง",
  noLogo: "ยังไม่มีโลโก้: ท้ายหน้าเว็บแสดงสัญลักษณ์ของแพลตฟอร์มเอง",
  selectImage: "ไม่สามารถอัปโหลดรูปภาพได้: กรุณาเลือกไฟล์รูปภาพก่อน",
  logoInvalid: "ไม่สามารถอัปโหลดรูปภาพได้: โลโก้ต้องเป็นไฟล์ JPEG, PNG, WebP หรือ GIF",
  logoTooLarge: (megabytes: number) => `ไม่สามารถอัปโหลดรูปภาพได้: ไฟล์ใหญ่กว่า ${megabytes} MB`,
  logoDimensions: (pixels: number) => `ไม่สามารถอัปโหลดรูปภาพได้: ไม่เกิน ${pixels} พิกเซลต่อด้าน`,
  active: "แสดง",
  activeFor: (platform: string) => `แสดง ${platform} ที่ท้ายหน้าเว็บ`,
  loading: "กำลังโหลดลิงก์โซเชียล…",
  noRowYet: "บันทึกลิงก์ก่อน สวิตช์จะแสดงเมื่อมีลิงก์ที่บันทึกแล้ว",
} as const;

export const adminSocialLinkNotices = successNotices({
  "social-link-updated": adminSocialLinkTexts.updated,
});
