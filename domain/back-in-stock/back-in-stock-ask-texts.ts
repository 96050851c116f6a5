// "แจ้งเตือนเมื่อมีสินค้า" on the product page (decision 111): the form's own texts in a module of their own,
// so the product page's script carries only these (the first visit's JavaScript budget, decision 084).
export const backInStockAskTexts = {
  askButton: "แจ้งเตือนเมื่อมีสินค้า",
  askHint: "เราจะแจ้งคุณทันทีที่สินค้ากลับมา ตามลำดับที่ขอไว้",
  channelLegend: "แจ้งทาง",
  channelMail: "อีเมล",
  channelLine: "LINE",
  asked: "เราจะแจ้งคุณเมื่อสินค้ากลับมา",
} as const;
