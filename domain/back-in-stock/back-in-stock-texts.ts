// "แจ้งเตือนเมื่อมีสินค้า" (issue 38, decision 111): the product page's form, its answers and the stop page.
export const backInStockTexts = {
  askTitle: "สินค้าหมดชั่วคราว",
  signInFirst: "เข้าสู่ระบบเพื่อรับการแจ้งเตือน",
  notSoldOut: "สินค้านี้ยังมีอยู่ สั่งซื้อได้เลย",
  unknownProduct: "ไม่พบสินค้านี้",
  lineNotConsented: "เปิดรับข้อความทาง LINE ก่อน หรือเลือกรับทางอีเมล",
  badChoice: "กรุณาเลือกช่องทางการแจ้งเตือน",
  stoppedTitle: "ยกเลิกการแจ้งเตือนแล้ว",
  stoppedText: (name: string) => `เราจะไม่แจ้งเตือนเมื่อ ${name} กลับมามีสินค้า`,
  badLinkTitle: "ลิงก์ไม่ถูกต้อง",
  badLinkText: "ลิงก์ยกเลิกการแจ้งเตือนนี้ไม่ถูกต้อง",
  mailSubject: (name: string) => `${name} กลับมามีสินค้าแล้ว`,
  /** What the alert is about, in the storefront's Thai names: the lipstick, with the shade asked about ("… สีแดงอิฐ"). */
  alertName: (product: string, shade: string | null) => (shade ? `${product} สี${shade}` : product),
  mailText: "รีบสั่งก่อนหมดอีกครั้ง เราแจ้งคุณตามลำดับที่ขอไว้",
  productButton: "ดูสินค้า",
  stopLink: "ยกเลิกการแจ้งเตือนนี้",
} as const;
