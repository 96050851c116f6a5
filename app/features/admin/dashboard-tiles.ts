import {
  Boxes,
  CircleHelp,
  Clapperboard,
  Contact,
  GalleryHorizontal,
  History,
  Megaphone,
  MessageSquareQuote,
  Package,
  ReceiptText,
  Share2,
  Tags,
  Timer,
  Truck,
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
  { to: "/admin-members", label: "Members", description: "Search, edit and delete members", icon: UserCog },
  { to: "/admin-products", label: "Products", description: "Add, edit and delete products, their shades and images", icon: Package },
  { to: "/admin-categories", label: "Categories", description: "Add, edit and delete categories", icon: Tags },
  { to: "/admin-stocks", label: "Stock", description: "Update stock and see every change", icon: Boxes },
  { to: "/admin-orders", label: "Orders", description: "คำสั่งซื้อ: ค้นหา เปลี่ยนสถานะ จัดส่ง ยกเลิก", icon: Truck },
  { to: "/admin-payments", label: "Payments", description: "Check slips, verify or reject payments", icon: ReceiptText },
  { to: "/admin/hero", label: "Hero slides", description: "The home page's slides: images, videos, text", icon: GalleryHorizontal },
  { to: "/admin/videos", label: "Videos", description: "Upload and delete the home page's videos (max 5)", icon: Clapperboard },
  { to: "/admin/reviews", label: "รีวิว", description: "เพิ่มและแก้ไขรีวิวลูกค้าในตาราง ซ่อน หรือลบ", icon: MessageSquareQuote },
  { to: "/admin/product-reviews", label: "รีวิวจากผู้ซื้อ", description: "รีวิวที่สมาชิกเขียนหลังได้รับสินค้า: ดูและซ่อน", icon: MessageSquareQuote },
  {
    to: "/admin/social-links",
    label: "Social Media",
    description: "Links, logos and switches for Facebook, LINE, Instagram, TikTok, Shopee",
    icon: Share2,
  },
  { to: "/admin/promotions", label: "Promotions", description: "โปรโมชั่น: Flash Sale และข้อเสนอพิเศษ", icon: Megaphone },
  { to: "/admin/flash-sales", label: "Flash sales", description: "Flash Sale: ราคา ช่วงเวลา เปิด/ปิด", icon: Timer },
  { to: "/admin/audit", label: "Audit log", description: "Every admin change: who, what, when", icon: History },
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
