// The back-office's tax-invoice screens (/admin/tax-invoice-settings, /admin/tax-invoices;
// decision 079). Back-office texts: storefront pages never import them.

export const adminTaxInvoiceTexts = {
  settingsTitle: "ข้อมูลผู้ขายในใบกำกับภาษี",
  settingsIntro: "ข้อมูลของร้านที่พิมพ์บนใบกำกับภาษีเต็มรูป (มาตรา 86/4 แห่งประมวลรัษฎากร) เมื่อปิดการจดทะเบียนภาษีมูลค่าเพิ่ม ลูกค้าจะขอใบกำกับภาษีไม่ได้ และร้านจะไม่ออกใบกำกับภาษี",
  vatRegistered: "ร้านจดทะเบียนภาษีมูลค่าเพิ่มแล้ว (ออกใบกำกับภาษีได้)",
  legalName: "ชื่อผู้ประกอบการตามที่จดทะเบียน",
  taxId: "เลขประจำตัวผู้เสียภาษี 13 หลัก",
  address: "ที่อยู่ตามที่จดทะเบียน",
  branchCode: "รหัสสาขา 5 หลัก (สำนักงานใหญ่ = 00000)",
  vatRate: (rate: number) => `อัตราภาษีมูลค่าเพิ่ม ${rate}% (ราคาสินค้าในร้านรวมภาษีแล้ว)`,
  saved: "บันทึกข้อมูลผู้ขายแล้ว",
  loadFailed: "โหลดข้อมูลผู้ขายไม่สำเร็จ กรุณาลองใหม่",

  listTitle: "ใบกำกับภาษี",
  searchPlaceholder: "ค้นหาเลขที่ใบกำกับภาษี เลขคำสั่งซื้อ ชื่อ หรือเลขผู้เสียภาษีของผู้ซื้อ",
  noneFound: "ยังไม่มีใบกำกับภาษี",
  notFound: "ไม่พบใบกำกับภาษีนี้",
  showing: (from: number, to: number, total: number) => `แสดง ${from}–${to} จาก ${total} ใบ`,
  invoiceNumber: "เลขที่",
  issuedOn: "วันที่ออก",
  orderNumber: "คำสั่งซื้อ",
  buyer: "ผู้ซื้อ",
  total: "ยอดรวม",
  vat: "ภาษีมูลค่าเพิ่ม",
  print: "พิมพ์",
  printFor: (invoiceNumber: string) => `พิมพ์ใบกำกับภาษี ${invoiceNumber}`,
  settingsLink: "ข้อมูลผู้ขาย",
  vatOffNote: "ร้านยังไม่ได้เปิดการจดทะเบียนภาษีมูลค่าเพิ่ม จึงยังไม่ออกใบกำกับภาษีใหม่",
  fetchFailed: "โหลดรายการใบกำกับภาษีไม่สำเร็จ กรุณาลองใหม่",

  // The credit notes' tab (decision 103).
  tabsLabel: "เอกสารภาษี",
  tabs: { invoices: "ใบกำกับภาษี", "credit-notes": "ใบลดหนี้" },
  creditNotesTitle: "ใบลดหนี้",
  creditNotesSearch: "ค้นหาเลขที่ใบลดหนี้ เลขที่ใบกำกับภาษี เลขคำสั่งซื้อ หรือชื่อผู้ซื้อ",
  noCreditNotes: "ยังไม่มีใบลดหนี้",
  creditNoteNotFound: "ไม่พบใบลดหนี้นี้",
  creditNoteNumber: "เลขที่ใบลดหนี้",
  creditedInvoice: "ใบกำกับภาษีเดิม",
  credited: "มูลค่าที่ลดหนี้",
  printCreditNote: (creditNoteNumber: string) => `พิมพ์ใบลดหนี้ ${creditNoteNumber}`,
} as const;

/** The toasts this feature's writes end with, carried across their redirect (collected by domain/notices/notices.ts). */
export const adminTaxInvoiceNotices = {
  "tax-invoice-settings-saved": { tone: "success", text: () => adminTaxInvoiceTexts.saved },
} as const;
