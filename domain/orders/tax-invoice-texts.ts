// Full tax invoices (ใบกำกับภาษีเต็มรูป, issue 25, decision 079): the forms' messages and the
// refusals the server sends, read by the member's order page, the invoice and the back-office.

export const taxInvoiceTexts = {
  documentTitle: "ใบกำกับภาษี",
  documentSubtitle: "ใบกำกับภาษีเต็มรูป",
  invoiceNumber: "เลขที่",
  issuedOn: "วันที่ออก",
  orderNumber: "อ้างอิงคำสั่งซื้อ",
  seller: "ผู้ขาย",
  buyer: "ผู้ซื้อ",
  taxIdLabel: "เลขประจำตัวผู้เสียภาษีอากร",
  headOffice: "สำนักงานใหญ่",
  branch: (code: string) => `สาขาที่ ${code}`,
  description: "รายการ",
  quantity: "จำนวน",
  unitPrice: "ราคาต่อหน่วย",
  amount: "จำนวนเงิน",
  shippingLine: "ค่าจัดส่ง",
  discountLine: "ส่วนลด",
  totalIncludingVat: "รวมเงินทั้งสิ้น (รวมภาษีมูลค่าเพิ่ม)",
  valueBeforeVat: "มูลค่าสินค้าและบริการ (ไม่รวมภาษีมูลค่าเพิ่ม)",
  vat: (rate: number) => `ภาษีมูลค่าเพิ่ม ${rate}%`,
  totalInWords: "จำนวนเงินเป็นตัวอักษร",
  pricesIncludeVat: "ราคาสินค้าทุกรายการรวมภาษีมูลค่าเพิ่มแล้ว",
  backToOrder: "กลับไปที่คำสั่งซื้อ",
  notFound: "ไม่พบใบกำกับภาษี",
  // An order of the viewer's with no invoice yet (issue 40): how to ask, rather than "not found".
  notIssuedTitle: "ยังไม่ได้ออกใบกำกับภาษีสำหรับคำสั่งซื้อนี้",
  notIssuedHowToAsk: 'ขอใบกำกับภาษีเต็มรูปได้ที่หน้าคำสั่งซื้อ ในหัวข้อ "ขอใบกำกับภาษีเต็มรูป" ร้านจะออกให้เมื่อยืนยันการชำระเงินแล้ว',
  notIssuedAskTheShop: "ขณะนี้ร้านยังไม่ออกใบกำกับภาษีเต็มรูปผ่านหน้าคำสั่งซื้อ หากต้องการ กรุณาติดต่อร้านพร้อมหมายเลขคำสั่งซื้อ",
  contactShop: "ติดต่อร้าน",
  notIssuedRequested: "ร้านได้รับคำขอใบกำกับภาษีแล้ว และจะออกให้เมื่อยืนยันการชำระเงิน ใบกำกับภาษีจะแสดงที่หน้านี้",

  // The member's request (checkout and the order page).
  requestTitle: "ขอใบกำกับภาษีเต็มรูป",
  requestIntro: "สำหรับบริษัทหรือผู้ประกอบการที่ต้องการใช้ใบกำกับภาษี ร้านจะออกให้เมื่อยืนยันการชำระเงินแล้ว",
  requestCheckbox: "ต้องการใบกำกับภาษีเต็มรูป",
  buyerName: "ชื่อผู้ซื้อ (บุคคลหรือนิติบุคคล)",
  buyerAddress: "ที่อยู่ตามที่จดทะเบียน",
  buyerTaxId: "เลขประจำตัวผู้เสียภาษี 13 หลัก",
  branchCode: "รหัสสาขา 5 หลัก (สำนักงานใหญ่ = 00000)",
  submitRequest: "ขอใบกำกับภาษี",
  updateRequest: "บันทึกข้อมูลใบกำกับภาษี",
  requested: "ได้รับคำขอใบกำกับภาษีแล้ว ร้านจะออกให้เมื่อยืนยันการชำระเงิน",
  issued: (number: string) => `ออกใบกำกับภาษีเลขที่ ${number} แล้ว`,
  viewInvoice: "ดูใบกำกับภาษี",

  // Field messages.
  buyerNameRequired: "กรุณากรอกชื่อผู้ซื้อ",
  addressRequired: "กรุณากรอกที่อยู่",
  legalNameRequired: "กรุณากรอกชื่อผู้ประกอบการตามที่จดทะเบียน",
  tooLong: (max: number) => `ยาวได้ไม่เกิน ${max} ตัวอักษร`,
  taxIdRequired: "กรุณากรอกเลขประจำตัวผู้เสียภาษี",
  taxIdShape: "เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลัก",
  taxIdCheckDigit: "เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง (หลักตรวจสอบไม่ตรง) กรุณาตรวจสอบอีกครั้ง",
  branchShape: "รหัสสาขาต้องเป็นตัวเลข 5 หลัก (สำนักงานใหญ่ = 00000)",

  // Refusals.
  vatOff: "ร้านยังไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม จึงออกใบกำกับภาษีไม่ได้",
  alreadyIssued: "ออกใบกำกับภาษีสำหรับคำสั่งซื้อนี้แล้ว แก้ไขข้อมูลไม่ได้",
  orderCancelled: "คำสั่งซื้อนี้ถูกยกเลิกแล้ว จึงขอใบกำกับภาษีไม่ได้",
  orderNotFound: "ไม่พบคำสั่งซื้อนี้",
  staleForm: "แบบฟอร์มหมดอายุ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง",
} as const;

/** The toasts the member's request ends with, carried across its redirect (collected by domain/notices/notices.ts). */
export const taxInvoiceNotices = {
  "tax-invoice-requested": { tone: "success", text: () => taxInvoiceTexts.requested },
  "tax-invoice-issued": { tone: "success", text: (invoiceNumber: string) => taxInvoiceTexts.issued(invoiceNumber) },
} as const;
