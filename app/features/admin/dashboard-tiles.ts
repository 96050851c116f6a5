import {
  Boxes,
  CircleHelp,
  Clapperboard,
  Contact,
  FileText,
  GalleryHorizontal,
  History,
  Landmark,
  Megaphone,
  MessagesSquare,
  MessageSquareQuote,
  Package,
  ReceiptText,
  Share2,
  Tags,
  Timer,
  Truck,
  Undo2,
  UserCog,
  type LucideIcon,
} from "lucide-react";

export type AdminTile = { to: string; label: string; description: string; icon: LucideIcon };

/**
 * The dashboard's tiles to the back-office screens (spec §2 Admin), in the spec's order: one
 * line per screen, added in the same commit as the screen's route. The route table lists only
 * working routes and `dashboard-tiles.test.ts` holds the two together both ways, so a tile
 * never leads to a 404 and no admin screen is left without its tile.
 */
export const ADMIN_TILES: readonly AdminTile[] = [
  { to: "/admin/contact", label: "ข้อมูลติดต่อ", description: "อีเมล โทรศัพท์ ที่อยู่ และเวลาทำการที่หน้าติดต่อเรา", icon: Contact },
  { to: "/admin/faq", label: "คำถามที่พบบ่อย", description: "เพิ่ม แก้ไข ซ่อน และลบคำถามที่พบบ่อย", icon: CircleHelp },
  { to: "/admin-members", label: "สมาชิก", description: "ค้นหา แก้ไข และลบสมาชิก", icon: UserCog },
  { to: "/admin-products", label: "สินค้า", description: "เพิ่ม แก้ไข และลบสินค้า เฉดสี และรูปภาพ", icon: Package },
  { to: "/admin-categories", label: "หมวดหมู่", description: "เพิ่ม แก้ไข และลบหมวดหมู่", icon: Tags },
  { to: "/admin-stocks", label: "สต็อก", description: "อัปเดตสต็อกและดูประวัติการเปลี่ยนแปลง", icon: Boxes },
  { to: "/admin-orders", label: "คำสั่งซื้อ", description: "ค้นหา เปลี่ยนสถานะ จัดส่ง ยกเลิก", icon: Truck },
  { to: "/admin-payments", label: "การชำระเงิน", description: "ตรวจสลิป ยืนยัน หรือปฏิเสธการชำระเงิน", icon: ReceiptText },
  { to: "/admin/after-sale", label: "คำขอหลังการขาย", description: "ยกเลิก คืนสินค้า เปลี่ยนสินค้า และคืนเงินตามคำขอของลูกค้า", icon: Undo2 },
  { to: "/admin/chat", label: "แชทกับลูกค้า", description: "ลูกค้าที่ขอคุยกับเจ้าหน้าที่: ตอบ มอบหมาย และปิดเรื่อง", icon: MessagesSquare },
  { to: "/admin/hero", label: "สไลด์หน้าแรก", description: "สไลด์หน้าแรก: รูปภาพ วิดีโอ ข้อความ", icon: GalleryHorizontal },
  { to: "/admin/videos", label: "วิดีโอ", description: "อัปโหลดและลบวิดีโอหน้าแรก (สูงสุด 5 รายการ)", icon: Clapperboard },
  { to: "/admin/reviews", label: "รีวิว", description: "เพิ่มและแก้ไขรีวิวลูกค้าในตาราง ซ่อน หรือลบ", icon: MessageSquareQuote },
  { to: "/admin/product-reviews", label: "รีวิวจากผู้ซื้อ", description: "รีวิวที่สมาชิกเขียนหลังได้รับสินค้า: ดูและซ่อน", icon: MessageSquareQuote },
  {
    to: "/admin/social-links",
    label: "โซเชียลมีเดีย",
    description: "ลิงก์ โลโก้ และการแสดงผลของ Facebook, LINE, Instagram, TikTok, Shopee",
    icon: Share2,
  },
  { to: "/admin/promotions", label: "โปรโมชั่น", description: "Flash Sale ข้อเสนอพิเศษ และสไลด์โปรโมชั่น", icon: Megaphone },
  { to: "/admin/flash-sales", label: "Flash Sale", description: "ราคา ช่วงเวลา เปิด/ปิด", icon: Timer },
  { to: "/admin/tax-invoices", label: "ใบกำกับภาษี", description: "ใบกำกับภาษีเต็มรูปและใบลดหนี้ที่ออกแล้ว: ค้นหาและพิมพ์ซ้ำ", icon: FileText },
  {
    to: "/admin/tax-invoice-settings",
    label: "ข้อมูลผู้ขายในใบกำกับภาษี",
    description: "การจดทะเบียนภาษีมูลค่าเพิ่ม ชื่อ เลขผู้เสียภาษี ที่อยู่ และสาขาของร้าน",
    icon: Landmark,
  },
  { to: "/admin/audit", label: "บันทึกการแก้ไข", description: "ทุกการเปลี่ยนแปลงของผู้ดูแล: ใคร ทำอะไร เมื่อไร", icon: History },
];

/**
 * Where an order waiting on the dashboard leads: the given back-office screen searched for
 * it, once that screen exists (it has its tile); until then the order's own page, which
 * admins may open too.
 */
export function waitingOrderHref(screen: "/admin-orders" | "/admin-payments", orderNumber: string, tiles: readonly AdminTile[] = ADMIN_TILES): string {
  return tiles.some((tile) => tile.to === screen) ? `${screen}?${new URLSearchParams({ q: orderNumber })}` : `/orders/${encodeURIComponent(orderNumber)}`;
}

/** The screen with every waiting order of that kind, or nothing while the screen does not exist. */
export function screenHref(screen: "/admin-orders" | "/admin-payments", tiles: readonly AdminTile[] = ADMIN_TILES): string | null {
  return tiles.some((tile) => tile.to === screen) ? screen : null;
}
