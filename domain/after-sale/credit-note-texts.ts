// Credit notes (ใบลดหนี้, Revenue Code §86/10; issue 36, decision 103): the printed note's words and
// the line a whole cancellation credits, read by the note's page, the server and the back-office. Texts only: no imports.

export const creditNoteTexts = {
  documentTitle: "ใบลดหนี้",
  original: "ต้นฉบับ",
  creditNoteNumber: "เลขที่",
  issuedOn: "วันที่",
  orderNumber: "อ้างอิงคำสั่งซื้อ",
  reference: (invoiceNumber: string, invoiceDate: string) => `อ้างอิงใบกำกับภาษีเลขที่ ${invoiceNumber} ลงวันที่ ${invoiceDate}`,
  reason: "เหตุผลในการลดหนี้",
  linesCaption: "รายการที่ลดหนี้",
  originalAmount: "มูลค่าตามใบกำกับภาษีเดิม (รวมภาษีมูลค่าเพิ่ม)",
  correctedAmount: "มูลค่าที่ถูกต้อง (รวมภาษีมูลค่าเพิ่ม)",
  difference: "ผลต่าง (ไม่รวมภาษีมูลค่าเพิ่ม)",
  vat: (rate: number) => `ภาษีมูลค่าเพิ่ม ${rate}%`,
  total: "รวมมูลค่าที่ลดหนี้ (รวมภาษีมูลค่าเพิ่ม)",
  totalInWords: "จำนวนเงินที่ลดหนี้เป็นตัวอักษร",
  notFound: "ไม่พบใบลดหนี้",
  /** The one line of a whole cancellation's note (and of a note given no lines: its reason). */
  cancellationLine: "ยกเลิกคำสั่งซื้อ / คืนเงิน",
} as const;
