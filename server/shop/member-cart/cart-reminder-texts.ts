// The cart reminder's words (decision 109): what is in the cart and where to stop these mails; no price, no offer.
export const cartReminderTexts = {
  subject: "สินค้าในตะกร้ายังรอคุณอยู่",
  text: (itemCount: number) => `คุณมีสินค้า ${itemCount} ชิ้นรออยู่ในตะกร้า\nราคาและสต็อกจะคิดตามวันที่สั่งซื้อ`,
  button: "ดูตะกร้าสินค้า",
  cartLink: "ดูตะกร้าสินค้า:",
  optOut: "ไม่ต้องการรับอีเมลเตือนตะกร้าสินค้า ปิดได้ที่หน้าโปรไฟล์ แท็บข้อมูลของฉัน:",
  /** Under the LINE message: one tap to the profile's data tab, where the reminder is turned off. */
  lineOptOut: "ปิดการเตือนตะกร้าสินค้า",
} as const;
