import { successNotices } from "../shared/notice-declaration";

// The back-office chat inbox (issue 37): members who asked for a person, staff's replies.

export const adminChatInboxTexts = {
  title: "แชทกับลูกค้า",
  searchPlaceholder: "ค้นหาชื่อหรืออีเมลลูกค้า",
  statusFilter: "สถานะ",
  statuses: { waiting: "รอตอบ", done: "เสร็จแล้ว", all: "ทั้งหมด" },
  noneFound: "ยังไม่มีลูกค้าขอคุยกับเจ้าหน้าที่",
  notFound: "ไม่พบการสนทนานี้ อาจถูกลบไปแล้ว",
  customer: "ลูกค้า",
  status: "สถานะ",
  unread: "ยังไม่อ่าน",
  unreadCount: (count: number) => (count > 0 ? `${count} ข้อความใหม่` : "อ่านแล้ว"),
  askedAt: "ขอคุยเมื่อ",
  assignedTo: "ผู้รับผิดชอบ",
  nobody: "ยังไม่มีผู้รับผิดชอบ",
  open: "เปิดแชท",
  // The visible "เปิดแชท" first, as a word of its own (axe: the name holds what is seen).
  openAria: (name: string) => `เปิดแชท: ${name}`,
  dialogTitle: (name: string) => `แชทกับ ${name}`,
  shopper: "ลูกค้า",
  assistant: "ผู้ช่วย",
  staff: "เจ้าหน้าที่",
  replyLabel: "ข้อความตอบกลับ",
  send: "ส่งข้อความ",
  quickReplies: "ข้อความสำเร็จรูป",
  quickReplyAria: (text: string) => `ส่งข้อความสำเร็จรูป: ${text}`,
  assign: "มอบหมาย",
  assignTo: "มอบหมายให้",
  assignToMe: "รับเรื่องเอง",
  markDone: "เสร็จแล้ว",
  replyRequired: "กรุณาพิมพ์ข้อความตอบกลับ",
  replyTooLong: (max: number) => `ข้อความต้องไม่เกิน ${max} ตัวอักษร`,
  staffUnknown: "ไม่พบเจ้าหน้าที่ที่เลือก",
  alreadyDone: "การสนทนานี้เสร็จแล้ว ลูกค้าต้องขอคุยใหม่ก่อนจึงจะตอบได้",
  loadFailed: "ไม่สามารถโหลดแชทกับลูกค้าได้",
  showing: (from: number, to: number, total: number) => `แสดง ${from}–${to} จาก ${total} การสนทนา`,
} as const;

/**
 * The quick replies: a fixed Thai set kept with the code (decision 108), so each one's promise is
 * reviewed like any other text of the shop; staff may still write anything in the reply box.
 */
export const CHAT_QUICK_REPLIES = [
  "สวัสดีค่ะ เจ้าหน้าที่รับเรื่องแล้ว ขอตรวจสอบข้อมูลสักครู่นะคะ",
  "ขอเลขที่คำสั่งซื้อด้วยค่ะ เพื่อให้ตรวจสอบได้ถูกต้อง",
  "ตรวจสอบแล้วค่ะ รายละเอียดอยู่ในหน้าคำสั่งซื้อของคุณ",
  "ขอบคุณที่ติดต่อร้านค่ะ หากมีคำถามเพิ่มเติม พิมพ์ในแชทนี้ได้เลยนะคะ",
] as const;

export const adminChatInboxNotices = successNotices({
  "chat-reply-sent": "ส่งข้อความถึงลูกค้าแล้ว",
  "chat-assigned": "มอบหมายการสนทนาแล้ว",
  "chat-done": "ปิดการสนทนาแล้ว",
});
