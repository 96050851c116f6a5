// The back-office's orders (domain/admin-orders.ts, /admin-orders). Back-office texts: storefront pages never import them.

import { ORDER_STATUS_LABELS } from "./order-status";

export const adminOrderTexts = {
  title: "จัดการคำสั่งซื้อ",
  searchPlaceholder: "ค้นหาด้วยหมายเลขคำสั่งซื้อ อีเมล หรือชื่อลูกค้า",
  loadFailed: "ไม่สามารถโหลดคำสั่งซื้อได้",
  updateFailed: "ไม่สามารถอัปเดตสถานะคำสั่งซื้อได้",
  updated: "อัปเดตสถานะคำสั่งซื้อเรียบร้อยแล้ว",
  noneFound: "ไม่พบคำสั่งซื้อ",
  // Not quoted by the spec; written in the same Thai as the screen.
  allStatuses: "ทุกสถานะ",
  statusFilter: "สถานะคำสั่งซื้อ",
  orderNumber: "หมายเลขคำสั่งซื้อ",
  customer: "ลูกค้า",
  total: "ยอดรวม",
  orderStatus: "สถานะคำสั่งซื้อ",
  paymentStatus: "สถานะการชำระเงิน",
  date: "วันที่",
  actions: "ดำเนินการ",
  // The row buttons name the status they move to: the one label table (domain/order-status.ts).
  moveLabels: { processing: ORDER_STATUS_LABELS.processing, shipped: ORDER_STATUS_LABELS.shipped, delivered: ORDER_STATUS_LABELS.delivered },
  moveAria: (move: string, orderNumber: string) => `${move}: ${orderNumber}`,
  cancel: "ยกเลิกคำสั่งซื้อ",
  details: "รายละเอียด",
  exportCsv: "ส่งออก CSV",
  shipTitle: (orderNumber: string) => `จัดส่งคำสั่งซื้อ ${orderNumber}`,
  shipSubmit: "ยืนยันการจัดส่ง",
  carrier: "บริษัทขนส่ง",
  trackingNumber: "หมายเลขพัสดุ",
  carrierRequired: "กรุณาเลือกบริษัทขนส่ง",
  trackingRequired: "กรุณากรอกหมายเลขพัสดุ",
  trackingInvalid: "หมายเลขพัสดุต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 6–40 ตัว",
  cancelTitle: (orderNumber: string) => `ยกเลิกคำสั่งซื้อ ${orderNumber}`,
  cancelIntro: "สินค้าจะถูกคืนเข้าสต็อก และคะแนนสะสมที่ใช้จะคืนให้ลูกค้า",
  cancelReason: "เหตุผลในการยกเลิก",
  cancelReasonRequired: "กรุณาระบุเหตุผลในการยกเลิก",
  cancelReasonTooLong: "เหตุผลยาวเกินไป (ไม่เกิน 300 ตัวอักษร)",
  cancelConfirm: "ยืนยันการยกเลิก",
  cancelled: "ยกเลิกคำสั่งซื้อเรียบร้อยแล้ว",
  staleForm: "ฟอร์มไม่ถูกต้อง กรุณาโหลดหน้านี้ใหม่",
  movedMeanwhile: (status: string) => `คำสั่งซื้อนี้ถูกเปลี่ยนสถานะเป็น "${status}" ไปแล้วระหว่างนั้น จึงไม่ได้อัปเดต กรุณาตรวจสอบอีกครั้ง`,
  moveNotAllowed: (from: string, to: string) => `เปลี่ยนสถานะจาก "${from}" เป็น "${to}" ไม่ได้`,
  cannotCancel: (status: string) => `ยกเลิกคำสั่งซื้อที่มีสถานะ "${status}" ไม่ได้ (ยกเลิกได้เฉพาะก่อนจัดส่ง)`,
  notFound: "ไม่พบคำสั่งซื้อนี้",
  detailTitle: (orderNumber: string) => `คำสั่งซื้อ ${orderNumber}`,
  backToList: "กลับไปที่รายการคำสั่งซื้อ",
  items: "รายการสินค้า",
  shippingAddress: "ที่อยู่จัดส่ง",
  payment: "การชำระเงิน",
  paymentMethod: "วิธีการชำระเงิน",
  noPayment: "ยังไม่มีการแจ้งชำระเงิน",
  // Opens the payment's details (slip, verify, reject) on /admin-payments.
  reviewPayment: "ดูหลักฐานและตรวจสอบการชำระเงิน",
  shipment: "การจัดส่ง",
  timeline: "ประวัติการเปลี่ยนแปลง",
  packingSlip: "ใบแพ็คสินค้า",
  printPackingSlip: "พิมพ์ใบแพ็คสินค้า",
  packed: "แพ็คแล้ว",
  events: {
    placed: "ลูกค้าสั่งซื้อ",
    proofUploaded: "ลูกค้าแจ้งชำระเงิน",
    paymentVerified: "ยืนยันการชำระเงิน",
    statusChanged: (from: string, to: string) => `สถานะ: ${from} → ${to}`,
    cancelled: (reason: string) => `ยกเลิกคำสั่งซื้อ (${reason})`,
    codPaid: "รับเงินปลายทางแล้ว (ชำระเงินแล้ว)",
    shippedWith: (carrier: string, tracking: string) => `${carrier} หมายเลขพัสดุ ${tracking}`,
    byAdmin: (email: string) => `โดย ${email}`,
    other: (action: string) => `บันทึกของผู้ดูแล: ${action}`,
  },
  csvHeader: ["หมายเลขคำสั่งซื้อ", "วันที่", "ชื่อลูกค้า", "อีเมล", "โทรศัพท์", "ยอดรวม (บาท)", "สถานะคำสั่งซื้อ", "สถานะการชำระเงิน", "วิธีการชำระเงิน", "บริษัทขนส่ง", "หมายเลขพัสดุ"],
} as const;

export const adminOrderSpecTexts = {
  noRowsUpdated: "ไม่มีรายการที่ถูกอัปเดต คุณอาจไม่มีสิทธิ์",
} as const;

/** The toasts this feature's writes end with, carried across their redirect (collected by domain/notices.ts). */
export const adminOrderNotices = {
  "order-status-updated": { tone: "success", text: () => adminOrderTexts.updated },
  "order-cancelled": { tone: "success", text: () => adminOrderTexts.cancelled },
} as const;
