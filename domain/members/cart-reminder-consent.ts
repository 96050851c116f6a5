// The member's yes or no to the cart reminder mail (decision 109): one button on the profile's data tab.
import { z } from "zod";

export const CART_REMINDER_INTENT = "cart-reminder";

export const cartReminderConsentSchema = z.object({ granted: z.enum(["yes", "no"]).transform((answer) => answer === "yes") });

export const cartReminderConsentTexts = {
  title: "อีเมลเตือนสินค้าในตะกร้า",
  introOn: "เมื่อคุณเลือกสินค้าไว้ในตะกร้าแล้วยังไม่ได้สั่งซื้อ ร้านจะส่งอีเมลเตือนหนึ่งครั้งหลังผ่านไป 24 ชั่วโมง",
  introOff: "ร้านจะไม่ส่งอีเมลเตือนสินค้าในตะกร้าถึงคุณ",
  stop: "หยุดรับอีเมลเตือนตะกร้าสินค้า",
  start: "รับอีเมลเตือนตะกร้าสินค้า",
  stopped: "หยุดส่งอีเมลเตือนตะกร้าสินค้าแล้ว",
  started: "เปิดรับอีเมลเตือนตะกร้าสินค้าแล้ว",
} as const;
