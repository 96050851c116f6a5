// What the slip-verification provider said about a slip and what the shop made of it (decision 110):
// kept on the payment and shown on the staff's payment review.

/** The shop's verdict: `verified` paid the order at once; every other one left the slip to staff. */
export const SLIP_CHECK_VERDICTS = [
  "verified",
  "amount-differs",
  "receiver-differs",
  "time-outside",
  "reference-differs",
  "reference-used",
  "not-confirmed",
  "provider-unavailable",
] as const;
export type SlipCheckVerdict = (typeof SLIP_CHECK_VERDICTS)[number];

/** The bank-confirmed transfer as the provider reported it; amounts in satang. */
export type SlipCheckAnswer = {
  amount: number;
  /** The receiver's bank account and PromptPay number as the provider shows them (masked: `xxx-x-x5678-x`). */
  receiverAccounts: string[];
  receiverName: string | null;
  senderName: string | null;
  senderBank: string | null;
  /** ISO time of the transfer. */
  transferredAt: string;
  reference: string;
};

export type SlipCheckRecord = { verdict: SlipCheckVerdict; checkedAt: string; answer: SlipCheckAnswer | null };

/** The staff's line for each verdict. */
export const slipCheckVerdictTexts: Record<SlipCheckVerdict, string> = {
  verified: "ผู้ตรวจสลิปยืนยันแล้ว ระบบยืนยันการชำระเงินอัตโนมัติ",
  "amount-differs": "ยอดเงินในสลิปไม่ตรงกับยอดคำสั่งซื้อ",
  "receiver-differs": "บัญชีผู้รับในสลิปไม่ใช่บัญชีของร้าน",
  "time-outside": "เวลาโอนไม่อยู่ในช่วงเวลาชำระของคำสั่งซื้อ",
  "reference-differs": "เลขอ้างอิงที่ผู้ตรวจสลิปแจ้งไม่ตรงกับ QR ในสลิป",
  "reference-used": "เลขอ้างอิงของสลิปนี้เคยใช้กับการชำระเงินอื่นแล้ว",
  "not-confirmed": "ผู้ตรวจสลิปไม่ยืนยันสลิปนี้",
  "provider-unavailable": "ติดต่อผู้ตรวจสลิปไม่ได้ กรุณาตรวจด้วยตนเอง",
};

/** The staff's review: the labels of the provider's answer. */
export const slipCheckTexts = {
  verdict: "ตรวจสลิปอัตโนมัติ",
  amount: "ยอดที่ธนาคารยืนยัน",
  receiver: "ผู้รับเงิน",
  sender: "ผู้โอน",
  transferredAt: "เวลาโอนตามธนาคาร",
  reference: "เลขอ้างอิงตามธนาคาร",
} as const;
