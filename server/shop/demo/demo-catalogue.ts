import { DELIVERY_TERMS, DISPATCH_WORKING_DAYS } from "../../../domain/shared/delivery-terms";
import { loyaltyTexts } from "../../../domain/loyalty/loyalty-texts";
import type { ProductLine } from "../../../domain/catalog/product-line";
import { AFTER_SALE_TERMS } from "../../../domain/shared/after-sale-terms";
import type { Satang } from "../../../domain/shared/money";
import type { SpendTier } from "../../../domain/promotions/promotion";
import { PAYMENT_BANK_ACCOUNT_KEY, PAYMENT_PROMPTPAY_KEY } from "../../../domain/payments/payment-proof";

/**
 * The shop's demo data as plain constants: what an empty database is filled with on first
 * start-up (see seed-demo-data.ts). Images are referred to by demo image *name*; the files
 * ship in demo-images/ (see demo-images.ts) and are served at /media/demo/<name>-<width>.{webp,avif}.
 * Money is integer satang, except inside site_config values, which keep the spec's shape
 * (whole baht, e.g. pricing.regular_price = 249).
 */

export interface DemoCategory {
  line: ProductLine;
  name: string;
  description: string;
}

export interface DemoColor {
  name: string;
  nameThai: string;
  /** `#rrggbb` */
  hex: string;
}

export interface DemoProduct {
  slug: string;
  line: ProductLine;
  name: string;
  nameThai: string;
  description: string;
  descriptionThai: string;
  price: Satang;
  stock: number;
  /** First colour is the one shown in the product shot. */
  colors: readonly DemoColor[];
}

export interface DemoSlide {
  title: string;
  subtitle: string;
  slideType: "image" | "video" | "text";
  /** A demo image name (a shipped file), or null for text slides. */
  backgroundImage: string | null;
  buttonText: string;
  buttonLink: string;
  autoplayInterval: number;
}

export interface DemoReview {
  reviewerName: string;
  /** Demo image name of the avatar. */
  avatar: string;
  text: string;
  rating: number;
  /** Slug of the reviewed product (its name and image are copied onto the review). */
  productSlug: string;
}

export interface DemoFaq {
  question: string;
  answer: string;
}

export interface DemoSpecialOffer {
  icon: string;
  title: string;
  description: string;
}

/** A product that is only ever given (a promotion's gift): switched off, with its own stock, no shades. */
export interface DemoGiftProduct {
  slug: string;
  line: ProductLine;
  name: string;
  nameThai: string;
  description: string;
  descriptionThai: string;
  price: Satang;
  stock: number;
}

/** A promotion as the seed writes it; a gift is always `DEMO_GIFT_PRODUCT`. Unset numbers and flags take the table's defaults. */
export interface DemoPromotion {
  title: string;
  description: string;
  code: string | null;
  reward:
    | { type: "percent"; percent: number; maxDiscount: Satang | null }
    | { type: "amount"; amount: Satang }
    | { type: "freeShipping" }
    | { type: "gift"; giftQuantity: number }
    | { type: "tiers"; tiers: readonly SpendTier[] };
  minSpend?: Satang;
  minQuantity?: number;
  firstOrderOnly?: boolean;
  usageCap?: number;
  perMemberCap?: number;
  combinable?: boolean;
}

export interface DemoSocialLink {
  platform: "facebook" | "line" | "instagram" | "tiktok" | "shopee";
  url: string;
}

export interface DemoContactInfo {
  email: string;
  phone: string;
  address: string;
  workingHours: string;
}

export interface DemoFlashSale {
  productSlug: string;
  /** Offsets from "now" at seeding time. */
  startsDaysAgo: number;
  endsInDays: number;
}

/** Demo image names that are not product shots (product shots are `productImageName(slug)`). */
export const HERO_IMAGE_NAMES = ["hero-glossy-lips", "hero-velvet-lip", "hero-liquid-gloss-8d"] as const;
export const AVATAR_IMAGE_NAMES = ["avatar-1", "avatar-2", "avatar-3", "avatar-4", "avatar-5", "avatar-6", "avatar-7", "avatar-8"] as const;
export const LOGO_IMAGE_NAME = "logo";

export function productImageName(slug: string): string {
  return `product-${slug}`;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    line: "glossy",
    name: "Glossy Lip",
    description: "ลิปกลอสและลิปออยล์เนื้อฉ่ำวาว ให้ริมฝีปากอวบอิ่มดูสุขภาพดี สไตล์สาวเกาหลี ไม่เหนียวเหนอะหนะ",
  },
  {
    line: "velvet",
    name: "Velvet Lip",
    description: "ลิปสติกและลิปครีมเนื้อเวลเวทแมตต์ นุ่มละมุนดั่งกำมะหยี่ สีชัดติดทนนาน ไม่ทำให้ปากแห้ง",
  },
];

const baht = (amount: number): Satang => amount * 100;

/**
 * Ordered newest first: the seed gives each product a created_at one hour older than the
 * previous one, so the home page's four featured products mix both lines.
 */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    slug: "juicy-glow-gloss-peach-pink",
    line: "glossy",
    name: "Juicy Glow Lip Gloss – Peach Pink",
    nameThai: "ลิปกลอส ฉ่ำวาว สีชมพูพีช",
    description: "A juicy, high-shine lip gloss with a cushiony, non-sticky feel. Hyaluronic acid and peach seed oil keep lips plump and soft all day.",
    descriptionThai: "ลิปกลอสเนื้อฉ่ำวาว ให้ความเงาแบบปากอิ่มน้ำ เนื้อนุ่มไม่เหนียวเหนอะหนะ ผสานไฮยาลูรอนิกและน้ำมันเมล็ดพีช ช่วยให้ริมฝีปากอวบอิ่ม นุ่มชุ่มชื่นตลอดวัน",
    price: baht(249),
    stock: 85,
    colors: [
      { name: "Peach Pink", nameThai: "ชมพูพีช", hex: "#F4A29B" },
      { name: "Coral Kiss", nameThai: "คอรัลคิส", hex: "#FF7F6E" },
      { name: "Baby Rose", nameThai: "โรสอ่อน", hex: "#F2A7B8" },
      { name: "Honey Nude", nameThai: "นู้ดน้ำผึ้ง", hex: "#D89B78" },
    ],
  },
  {
    slug: "velvet-matte-lipstick-brick-red",
    line: "velvet",
    name: "Velvet Matte Lipstick – Brick Red",
    nameThai: "ลิปสติก เวลเวทแมตต์ สีแดงอิฐ",
    description: "A creamy bullet that sets to a soft velvet matte. Rich, one-swipe colour that stays comfortable for up to 8 hours.",
    descriptionThai: "ลิปสติกเนื้อครีมที่เซ็ตตัวเป็นเวลเวทแมตต์ นุ่มละมุน สีชัดตั้งแต่การปาดครั้งแรก ติดทนนานถึง 8 ชั่วโมง ไม่ทำให้ปากแห้งตึง",
    price: baht(299),
    stock: 60,
    colors: [
      { name: "Brick Red", nameThai: "แดงอิฐ", hex: "#A8352B" },
      { name: "Classic Red", nameThai: "แดงคลาสสิก", hex: "#B3141F" },
      { name: "Rose Wood", nameThai: "โรสวูด", hex: "#9A4B55" },
      { name: "Cinnamon", nameThai: "ซินนามอน", hex: "#8B4A32" },
      { name: "Burgundy", nameThai: "เบอร์กันดี", hex: "#6E1F2F" },
    ],
  },
  {
    slug: "liquid-gloss-8d-cherry-red",
    line: "glossy",
    name: "Liquid Gloss 8D – Cherry Red",
    nameThai: "ลิปกลอส 8D ฉ่ำน้ำ สีแดงเชอร์รี่",
    description: "Our signature 8D liquid gloss: mirror-like shine with multi-dimensional reflects for a water-drop lip look.",
    descriptionThai: "ลิควิดกลอส 8D สูตรเอกสิทธิ์ ให้ความเงาดุจกระจก สะท้อนแสงหลายมิติ เผยลุคปากฉ่ำเหมือนหยดน้ำ สีสดชัดในการทาเพียงครั้งเดียว",
    price: baht(329),
    stock: 3,
    colors: [
      { name: "Cherry Red", nameThai: "แดงเชอร์รี่", hex: "#C8102E" },
      { name: "Ruby Jelly", nameThai: "รูบี้เจลลี่", hex: "#A3173A" },
      { name: "Watermelon", nameThai: "แตงโม", hex: "#FF5A6E" },
      { name: "Berry Glaze", nameThai: "เบอร์รี่เกลซ", hex: "#8E1B4A" },
    ],
  },
  {
    slug: "soft-blur-lip-mousse-mlbb-pink",
    line: "velvet",
    name: "Soft Blur Lip Mousse – MLBB Pink",
    nameThai: "ลิปมูส ซอฟต์เบลอ สีชมพูเอ็มแอลบีบี",
    description: "An airy whipped mousse that blurs lip lines for a soft-focus, my-lips-but-better finish. Weightless and transfer-resistant.",
    descriptionThai: "ลิปมูสเนื้อวิปเบาสบาย ช่วยเบลอร่องปากให้ดูเรียบเนียนแบบซอฟต์โฟกัส ได้สีปากธรรมชาติแต่ดีกว่าเดิม บางเบาไม่หนักปาก ติดแมสก์น้อย",
    price: baht(249),
    stock: 72,
    colors: [
      { name: "MLBB Pink", nameThai: "ชมพูเอ็มแอลบีบี", hex: "#C9767E" },
      { name: "Dusty Rose", nameThai: "โรสหม่น", hex: "#B5656F" },
      { name: "Pink Latte", nameThai: "พิงก์ลาเต้", hex: "#D69A94" },
    ],
  },
  {
    slug: "crystal-jelly-tint-strawberry-milk",
    line: "glossy",
    name: "Crystal Jelly Tint – Strawberry Milk",
    nameThai: "ลิปทินท์เจลลี่ ใสวิ้ง สีสตรอว์เบอร์รี่มิลค์",
    description: "A bouncy jelly tint that leaves a sheer wash of colour with a glassy finish. Buildable from a soft flush to a bold pop.",
    descriptionThai: "ลิปทินท์เนื้อเจลลี่เด้งดึ๋ง ให้สีใสระเรื่อพร้อมความวาวแบบกระจก ทาบางได้สีอ่อนละมุน ทาซ้ำได้สีชัดสดใส เหมาะกับลุคสาวเกาหลี",
    price: baht(199),
    stock: 120,
    colors: [
      { name: "Strawberry Milk", nameThai: "สตรอว์เบอร์รี่มิลค์", hex: "#F58CA0" },
      { name: "Lychee", nameThai: "ลิ้นจี่", hex: "#F7B3BE" },
      { name: "Grapefruit", nameThai: "เกรปฟรุต", hex: "#FF7563" },
    ],
  },
  {
    slug: "velvet-cream-lip-rose-brown",
    line: "velvet",
    name: "Velvet Cream Lip – Rose Brown",
    nameThai: "ลิปครีม เนื้อกำมะหยี่ สีโรสบราวน์",
    description: "A lightweight liquid lip cream with a velvety, powder-soft finish. Enriched with shea butter so lips never feel dry.",
    descriptionThai: "ลิปครีมเนื้อบางเบา ให้ฟินิชนุ่มดั่งกำมะหยี่ ผสานเชียบัตเตอร์ช่วยบำรุง ริมฝีปากไม่แห้งแตก สีโรสบราวน์ละมุน เข้ากับทุกสีผิว",
    price: baht(259),
    stock: 48,
    colors: [
      { name: "Rose Brown", nameThai: "โรสบราวน์", hex: "#9C5A55" },
      { name: "Mocha", nameThai: "มอคค่า", hex: "#7A4A3E" },
      { name: "Mauve Taupe", nameThai: "มอฟโทป", hex: "#8F6468" },
      { name: "Spiced Apricot", nameThai: "แอปริคอตสไปซี่", hex: "#B8664A" },
    ],
  },
  {
    slug: "glass-lip-oil-rosy-nude",
    line: "glossy",
    name: "Glass Lip Oil – Rosy Nude",
    nameThai: "ลิปออยล์ บำรุงปาก เนื้อแก้ว สีโรสนู้ด",
    description: "A nourishing tinted lip oil with a glass-like shine. Rosehip and jojoba oils care for lips while adding a hint of colour.",
    descriptionThai: "ลิปออยล์บำรุงริมฝีปาก ให้ความเงาใสแบบแก้ว ผสานน้ำมันโรสฮิปและโจโจบา ช่วยบำรุงพร้อมเติมสีระเรื่อให้ปากดูสุขภาพดี",
    price: baht(279),
    stock: 55,
    colors: [
      { name: "Rosy Nude", nameThai: "โรสนู้ด", hex: "#D38B8B" },
      { name: "Clear Glass", nameThai: "ใสแก้ว", hex: "#F3C9C4" },
      { name: "Cherry Tint", nameThai: "เชอร์รี่ทินท์", hex: "#D0455E" },
      { name: "Apricot", nameThai: "แอปริคอต", hex: "#F2A276" },
    ],
  },
  {
    slug: "powder-matte-lipstick-milk-tea-nude",
    line: "velvet",
    name: "Powder Matte Lipstick – Milk Tea Nude",
    nameThai: "ลิปสติก เนื้อแมตต์แป้ง สีนู้ดชานม",
    description: "A whisper-light powder matte lipstick in everyday nudes. Blurs like a filter and wears evenly without cracking.",
    descriptionThai: "ลิปสติกเนื้อแมตต์แป้ง บางเบาเหมือนไม่ได้ทา โทนสีนู้ดใช้ได้ทุกวัน เบลอริมฝีปากเหมือนใช้ฟิลเตอร์ สีติดสม่ำเสมอไม่แตกเป็นร่อง",
    price: baht(329),
    stock: 40,
    colors: [
      { name: "Milk Tea Nude", nameThai: "นู้ดชานม", hex: "#B77E6A" },
      { name: "Caramel", nameThai: "คาราเมล", hex: "#A5674B" },
      { name: "Pink Beige", nameThai: "ชมพูเบจ", hex: "#C98F86" },
      { name: "Cocoa", nameThai: "โกโก้", hex: "#7E4B3A" },
      { name: "Almond", nameThai: "อัลมอนด์", hex: "#C4957A" },
    ],
  },
  {
    slug: "shimmer-gloss-champagne-gold",
    line: "glossy",
    name: "Shimmer Gloss – Champagne Gold",
    nameThai: "ลิปกลอส ชิมเมอร์ประกายทอง สีแชมเปญ",
    description: "A sparkling top-coat gloss with fine golden pearls. Wear it alone or layer it over any lipstick for a luminous finish.",
    descriptionThai: "ลิปกลอสชิมเมอร์เม็ดสีประกายทองละเอียด ทาเดี่ยว ๆ หรือเลเยอร์ทับลิปสติกสีโปรดก็ได้ลุคปากฉ่ำเปล่งประกาย",
    price: baht(299),
    stock: 35,
    colors: [
      { name: "Champagne Gold", nameThai: "แชมเปญโกลด์", hex: "#E8C07D" },
      { name: "Rose Gold", nameThai: "โรสโกลด์", hex: "#E3A39A" },
      { name: "Pink Pearl", nameThai: "ชมพูมุก", hex: "#F1B9C8" },
    ],
  },
  {
    slug: "velvet-tint-chili-orange",
    line: "velvet",
    name: "Velvet Tint – Chili Orange",
    nameThai: "ลิปทินท์ เวลเวท สีส้มชิลลี่",
    description: "A velvet lip tint that stains lips with long-lasting colour and a soft, blurred edge. Perfect for a gradient Korean lip.",
    descriptionThai: "ลิปทินท์เนื้อเวลเวท ติดทนยาวนาน ขอบสีฟุ้งนุ่ม เหมาะสำหรับการทาแบบไล่เฉดสไตล์เกาหลี (gradient lips) สีส้มชิลลี่สดใส",
    price: baht(219),
    stock: 90,
    colors: [
      { name: "Chili Orange", nameThai: "ส้มชิลลี่", hex: "#D2462C" },
      { name: "Persimmon", nameThai: "ลูกพลับ", hex: "#E0643F" },
      { name: "Red Bean", nameThai: "ถั่วแดง", hex: "#8C2F39" },
      { name: "Fig", nameThai: "มะเดื่อ", hex: "#8A4256" },
    ],
  },
  {
    slug: "plumping-gloss-mauve-bloom",
    line: "glossy",
    name: "Plumping Gloss – Mauve Bloom",
    nameThai: "ลิปกลอส อวบอิ่ม สีม่วงมอฟ",
    description: "A cooling plumping gloss with peptides for a visibly fuller pout and a glossy mauve tint.",
    descriptionThai: "ลิปกลอสสูตรเย็นสดชื่น ผสานเปปไทด์ ช่วยให้ริมฝีปากดูอวบอิ่มขึ้น พร้อมสีม่วงมอฟฉ่ำวาวดูหรูหรา",
    price: baht(359),
    stock: 28,
    colors: [
      { name: "Mauve Bloom", nameThai: "ม่วงมอฟ", hex: "#B26E8E" },
      { name: "Lilac Pink", nameThai: "ชมพูไลแลค", hex: "#D39AC0" },
      { name: "Plum Glaze", nameThai: "พลัมเกลซ", hex: "#7F3A62" },
      { name: "Peony", nameThai: "โบตั๋น", hex: "#E27A9C" },
      { name: "Sheer Berry", nameThai: "เบอร์รี่ใส", hex: "#A94A6B" },
      { name: "Crystal Clear", nameThai: "ใสคริสตัล", hex: "#F4D6DF" },
    ],
  },
  {
    slug: "velvet-luxe-lipstick-deep-plum",
    line: "velvet",
    name: "Velvet Luxe Lipstick – Deep Plum",
    nameThai: "ลิปสติก เวลเวทลักซ์ สีพลัมเข้ม",
    description: "Our premium velvet lipstick in a weighted gold case. Intense, couture colour with a cashmere-soft matte finish.",
    descriptionThai: "ลิปสติกพรีเมียมเนื้อเวลเวท ในแท่งทองสุดหรู สีเข้มชัดระดับโอตกูตูร์ ฟินิชแมตต์นุ่มดั่งผ้าแคชเมียร์",
    price: baht(459),
    stock: 0,
    colors: [
      { name: "Deep Plum", nameThai: "พลัมเข้ม", hex: "#5C1F3C" },
      { name: "Black Cherry", nameThai: "แบล็กเชอร์รี่", hex: "#4E1425" },
      { name: "Wine Velvet", nameThai: "ไวน์เวลเวท", hex: "#722F37" },
    ],
  },
  {
    slug: "honey-glaze-gloss-coral-orange",
    line: "glossy",
    name: "Honey Glaze Lip Gloss – Coral Orange",
    nameThai: "ลิปกลอส ฮันนี่เกลซ สีส้มคอรัล",
    description: "A honey-infused gloss with a glazed-donut shine and a fresh coral tint. Smells lightly of sweet honey.",
    descriptionThai: "ลิปกลอสผสานน้ำผึ้ง ให้ความเงาฉ่ำแบบเคลือบน้ำตาล สีส้มคอรัลสดใส กลิ่นหอมหวานอ่อน ๆ ของน้ำผึ้ง",
    price: baht(229),
    stock: 66,
    colors: [
      { name: "Coral Orange", nameThai: "ส้มคอรัล", hex: "#FF7A59" },
      { name: "Mango", nameThai: "มะม่วง", hex: "#FFA552" },
      { name: "Peach Tea", nameThai: "ชาพีช", hex: "#F29A7E" },
    ],
  },
  {
    slug: "airy-velvet-lip-cream-terracotta",
    line: "velvet",
    name: "Airy Velvet Lip Cream – Terracotta",
    nameThai: "ลิปครีม เนื้อบางเบา สีเทอร์ราคอตต้า",
    description: "An airy velvet lip cream in warm earthy shades. Feather-light on the lips with a smooth, blurred matte finish.",
    descriptionThai: "ลิปครีมเวลเวทเนื้อบางเบาดั่งอากาศ โทนสีเอิร์ธโทนอบอุ่น ทาแล้วเบาสบาย ฟินิชแมตต์เนียนเบลอ",
    price: baht(239),
    stock: 52,
    colors: [
      { name: "Terracotta", nameThai: "เทอร์ราคอตต้า", hex: "#B5533C" },
      { name: "Brick Rose", nameThai: "โรสอิฐ", hex: "#A04A4A" },
      { name: "Salmon", nameThai: "แซลมอน", hex: "#D9786A" },
      { name: "Chestnut", nameThai: "เกาลัด", hex: "#7F3F2E" },
    ],
  },
];

export const DEMO_HERO_SLIDES: readonly DemoSlide[] = [
  {
    title: "Glossy Lips ริมฝีปากฉ่ำวาว",
    subtitle: "ลิปกลอสเนื้อฉ่ำ เงาวาวดั่งหยดน้ำ ให้ปากอวบอิ่มสไตล์สาวเกาหลี",
    slideType: "image",
    backgroundImage: "hero-glossy-lips",
    buttonText: "ดูสินค้า",
    buttonLink: "/products",
    autoplayInterval: 5000,
  },
  {
    title: "Velvet Lip นุ่มละมุนดั่งกำมะหยี่",
    subtitle: "ลิปเนื้อเวลเวทแมตต์ สีชัดติดทนนาน ไม่ทำให้ปากแห้ง",
    slideType: "image",
    backgroundImage: "hero-velvet-lip",
    buttonText: "ดูสินค้า",
    buttonLink: "/products",
    autoplayInterval: 5000,
  },
  {
    title: "Liquid Gloss 8D ฉ่ำวาวทุกมิติ",
    subtitle: "ความเงาสะท้อนแสงหลายมิติ เผยลุคปากฉ่ำน้ำที่ใคร ๆ ก็หลงรัก",
    slideType: "image",
    backgroundImage: "hero-liquid-gloss-8d",
    buttonText: "ดูสินค้า",
    buttonLink: "/products",
    autoplayInterval: 5000,
  },
];

export const DEMO_PROMOTION_SLIDES: readonly DemoSlide[] = [
  {
    title: "Flash Sale ลดสูงสุด 20%",
    subtitle: "ลิปกลอสฉ่ำวาวสีชมพูพีช จาก 249 บาท เหลือเพียง 199 บาท ภายในเวลาจำกัด",
    slideType: "image",
    backgroundImage: "hero-glossy-lips",
    buttonText: "ช้อปเลย",
    buttonLink: "/products",
    autoplayInterval: 5000,
  },
  {
    title: "ส่งฟรีทั่วไทย",
    subtitle: `เมื่อช้อปครบ 1,000 บาทขึ้นไป จัดส่งภายใน ${DISPATCH_WORKING_DAYS} วันทำการ`,
    slideType: "text",
    backgroundImage: null,
    buttonText: "เลือกซื้อสินค้า",
    buttonLink: "/products",
    autoplayInterval: 5000,
  },
  {
    title: "สมาชิกสะสมแต้ม",
    subtitle: "ทุก 100 บาท รับ 1 แต้ม สะสมครบ 100 แต้ม ใช้เป็นส่วนลด 10 บาท",
    slideType: "text",
    backgroundImage: null,
    buttonText: "",
    buttonLink: "",
    autoplayInterval: 5000,
  },
];

export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    reviewerName: "คุณพิมพ์ชนก",
    avatar: "avatar-1",
    text: "ลิปกลอสฉ่ำมาก ปากดูอวบอิ่มสุด ๆ ไม่เหนียวเลย สีชมพูพีชเข้ากับผิวมาก ซื้อซ้ำแน่นอนค่ะ",
    rating: 5,
    productSlug: "juicy-glow-gloss-peach-pink",
  },
  {
    reviewerName: "คุณณัฐธิดา",
    avatar: "avatar-2",
    text: "เนื้อเวลเวทนุ่มมาก ทาแล้วไม่แห้ง สีแดงอิฐสวยเป๊ะ ใส่ไปทำงานทั้งวันยังติดอยู่เลย",
    rating: 5,
    productSlug: "velvet-matte-lipstick-brick-red",
  },
  {
    reviewerName: "คุณมินตรา",
    avatar: "avatar-3",
    text: "กลอส 8D วาวจริงเหมือนปากเคลือบแก้ว ถ่ายรูปออกมาสวยมาก แพ็กเกจน่ารัก ส่งไวด้วยค่ะ",
    rating: 5,
    productSlug: "liquid-gloss-8d-cherry-red",
  },
  {
    reviewerName: "คุณกานต์ธิดา",
    avatar: "avatar-4",
    text: "ลิปมูสเบามาก เหมือนไม่ได้ทา สีชมพูหม่นใส่ได้ทุกวัน ติดแมสก์น้อยกว่าที่คิด",
    rating: 4,
    productSlug: "soft-blur-lip-mousse-mlbb-pink",
  },
  {
    reviewerName: "คุณอรวรรณ",
    avatar: "avatar-5",
    text: "ทินท์เจลลี่ใสวิ้ง สีสตรอว์เบอร์รี่มิลค์น่ารักมาก ทาแบบไล่สีแล้วได้ลุคเกาหลีเลย คุ้มราคาค่ะ",
    rating: 5,
    productSlug: "crystal-jelly-tint-strawberry-milk",
  },
  {
    reviewerName: "คุณชนิดา",
    avatar: "avatar-6",
    text: "ลิปออยล์บำรุงดีมาก ปากไม่ลอกเลย กลิ่นหอมอ่อน ๆ ใช้ก่อนนอนก็ได้ ชอบค่ะ",
    rating: 5,
    productSlug: "glass-lip-oil-rosy-nude",
  },
  {
    reviewerName: "คุณวริศรา",
    avatar: "avatar-7",
    text: "สีนู้ดชานมสวยละมุน เหมาะกับผิวสองสีมาก เนื้อแมตต์แต่ไม่แห้ง อยากให้มีสีเพิ่มอีกค่ะ",
    rating: 4,
    productSlug: "powder-matte-lipstick-milk-tea-nude",
  },
  {
    reviewerName: "คุณปวีณา",
    avatar: "avatar-8",
    text: "กลอสชิมเมอร์ประกายทองสวยหรู ทาทับลิปแมตต์แล้วปากดูฉ่ำขึ้นทันที แอดมินตอบไวและใจดีมาก",
    rating: 5,
    productSlug: "shimmer-gloss-champagne-gold",
  },
];

export const DEMO_FAQS: readonly DemoFaq[] = [
  {
    question: "จัดส่งสินค้าใช้เวลากี่วัน?",
    answer: `${DELIVERY_TERMS.dispatch} ${DELIVERY_TERMS.arrival} พร้อมส่งเลขพัสดุให้ติดตามสถานะได้ทางอีเมล`,
  },
  {
    question: "มีบริการส่งฟรีไหม?",
    answer: "ส่งฟรีทั่วประเทศเมื่อสั่งซื้อสินค้าครบ 1,000 บาทขึ้นไป หากยอดไม่ถึงมีค่าจัดส่ง 50 บาท",
  },
  {
    question: "ชำระเงินได้ช่องทางไหนบ้าง?",
    answer: "ชำระได้ด้วยการโอนเงินผ่านธนาคารหรือพร้อมเพย์ จากนั้นอัปโหลดหลักฐานการโอนในหน้ายืนยันการชำระเงิน ทีมงานจะตรวจสอบภายใน 24 ชั่วโมง",
  },
  {
    question: "สามารถคืนสินค้าได้หรือไม่?",
    answer: `${AFTER_SALE_TERMS.returnWindow} ${AFTER_SALE_TERMS.hygiene} ${AFTER_SALE_TERMS.refundTime}`,
  },
  {
    question: "ถ้าได้รับสินค้าชำรุดต้องทำอย่างไร?",
    answer: AFTER_SALE_TERMS.damaged,
  },
  {
    question: "ลิปสติกเปิดใช้แล้วใช้ได้นานแค่ไหน?",
    answer: "ควรใช้ให้หมดภายใน 24 เดือนหลังเปิดใช้ เก็บในที่แห้งและเย็น หลีกเลี่ยงแสงแดดและความร้อน และปิดฝาให้สนิททุกครั้งหลังใช้",
  },
  {
    question: "จะเลือกสีลิปให้เข้ากับสีผิวได้อย่างไร?",
    answer: "ผิวขาวอมชมพูเหมาะกับโทนชมพูและเบอร์รี่ ผิวสองสีเหมาะกับโทนนู้ด คอรัล และอิฐ ผิวแทนเหมาะกับโทนแดงอิฐ บราวน์ และพลัม ดูคำแนะนำเพิ่มเติมได้ที่หน้าข้อมูลลิปสติก",
  },
  {
    question: "สะสมแต้มสมาชิกได้อย่างไร?",
    answer: `${loyaltyTexts.earnRule} ${loyaltyTexts.redeemRule} ดูแต้มของคุณได้ที่หน้าบัญชีของฉัน`,
  },
];

export const DEMO_CONTACT_INFO: DemoContactInfo = {
  email: "hello@glossyvelvet.co.th",
  phone: "02-123-4567",
  address: "99/9 อาคารบิวตี้ทาวเวอร์ ชั้น 12 ถนนสุขุมวิท แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110",
  workingHours: "จันทร์ - ศุกร์ 09:00 - 18:00 น. / เสาร์ 10:00 - 16:00 น. (หยุดวันอาทิตย์และวันหยุดนักขัตฤกษ์)",
};

export const DEMO_SOCIAL_LINKS: readonly DemoSocialLink[] = [
  { platform: "facebook", url: "https://www.facebook.com/glossyvelvet.th" },
  { platform: "line", url: "https://line.me/R/ti/p/@glossyvelvet" },
  { platform: "instagram", url: "#" },
  { platform: "tiktok", url: "#" },
  { platform: "shopee", url: "#" },
];

/**
 * The special offers' text cards: only offers that promise no price. What gives money off, free
 * shipping or a gift is a real promotion (`DEMO_PROMOTIONS`), priced at checkout.
 */
export const DEMO_SPECIAL_OFFERS: readonly DemoSpecialOffer[] = [
  {
    icon: "✨",
    title: "สะสมแต้มแลกส่วนลด",
    description: "ทุก 100 บาท รับ 1 แต้ม สะสมครบ 100 แต้ม ใช้เป็นส่วนลด 10 บาท",
  },
];

/**
 * The gift of "ซื้อ 2 แท่ง รับฟรีถุงผ้า": a product of its own, switched off (never on the
 * storefront, in search or in the cart) with its own stock, which the gift takes from.
 */
export const DEMO_GIFT_PRODUCT: DemoGiftProduct = {
  slug: "glossy-velvet-limited-tote",
  line: "glossy",
  name: "Glossy & Velvet Limited Tote Bag",
  nameThai: "ถุงผ้าลายลิมิเต็ด Glossy & Velvet",
  description: "A limited-edition canvas tote, given free with two lipsticks or more while stocks last.",
  descriptionThai: "ถุงผ้าแคนวาสลายลิมิเต็ด แจกฟรีเมื่อซื้อลิปสติกตั้งแต่ 2 แท่งขึ้นไป จนกว่าของจะหมด",
  price: baht(190),
  stock: 50,
};

/**
 * The demo shop's promotions (decision 101), running from the seeding: four given automatically
 * at checkout and one code to collect. Money in satang.
 */
export const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
  {
    title: "สมาชิกใหม่ลด 10%",
    description: "สมัครสมาชิกวันนี้ รับส่วนลด 10% สำหรับคำสั่งซื้อแรก พร้อมสะสมแต้มทุกการซื้อ",
    code: null,
    reward: { type: "percent", percent: 10, maxDiscount: baht(200) },
    firstOrderOnly: true,
    perMemberCap: 1,
    combinable: true,
  },
  {
    title: "ซื้อ 2 แท่ง รับฟรีถุงผ้า",
    description: "รับฟรีถุงผ้าลายลิมิเต็ดเมื่อซื้อลิปสติกตั้งแต่ 2 แท่งขึ้นไป (จนกว่าของจะหมด)",
    code: null,
    reward: { type: "gift", giftQuantity: 1 },
    minQuantity: 2,
    combinable: true,
  },
  {
    title: "ช้อปครบ ฿500 ลด ฿50 ครบ ฿1,000 ลด ฿120",
    description: "ยิ่งช้อปยิ่งคุ้ม ส่วนลดคิดให้อัตโนมัติตอนชำระเงิน",
    code: null,
    reward: {
      type: "tiers",
      tiers: [
        { minSpend: baht(500), amount: baht(50) },
        { minSpend: baht(1_000), amount: baht(120) },
      ],
    },
  },
  {
    title: "โค้ด GLOSSY50 ลด ฿50",
    description: "เก็บโค้ดไว้ใช้ตอนชำระเงิน เมื่อช้อปครบ 300 บาท จำนวนจำกัด 100 สิทธิ์",
    code: "GLOSSY50",
    reward: { type: "amount", amount: baht(50) },
    minSpend: baht(300),
    usageCap: 100,
    perMemberCap: 1,
  },
];

/** One running sale; its price is the spec's default, 80% of the original rounded to whole baht. */
export const DEMO_FLASH_SALE: DemoFlashSale = {
  productSlug: "juicy-glow-gloss-peach-pink",
  startsDaysAgo: 1,
  endsInDays: 3,
};

export const BRAND_NAME = "Glossy & Velvet";
export const BRAND_TAGLINE = "ความงามสไตล์เกาหลี กับลิปสติกพรีเมียมที่คุณหลงรัก";

/** Values of `site_config` by key (spec §3), with the category each key is filed under. */
export interface DemoSiteConfigEntry {
  key: string;
  category: string;
  value: unknown;
}

/**
 * site_config defaults. Image values are filled in by the seed with demo image URLs, so
 * they are described here by demo image name.
 */
export function demoSiteConfig(imageUrl: (name: string) => string): readonly DemoSiteConfigEntry[] {
  const glossy = DEMO_PRODUCTS.filter((product) => product.line === "glossy");
  const velvet = DEMO_PRODUCTS.filter((product) => product.line === "velvet");
  const colorList = (products: readonly DemoProduct[], prefix: string) =>
    products
      .flatMap((product) => product.colors.slice(0, 1))
      .map((color, index) => ({
        id: `${prefix}${String(index + 1).padStart(2, "0")}`,
        name: color.name,
        // Not in the spec's {id, name} shape; the landing page draws a swatch when present.
        hex: color.hex,
      }));
  return [
    { key: "brand_name", category: "brand", value: BRAND_NAME },
    { key: "tagline", category: "brand", value: BRAND_TAGLINE },
    {
      key: "social_links",
      category: "brand",
      value: {
        facebook: DEMO_SOCIAL_LINKS.find((link) => link.platform === "facebook")?.url ?? "#",
        instagram: DEMO_SOCIAL_LINKS.find((link) => link.platform === "instagram")?.url ?? "#",
        line: DEMO_SOCIAL_LINKS.find((link) => link.platform === "line")?.url ?? "#",
      },
    },
    { key: "velvet_colors", category: "products", value: colorList(velvet, "V") },
    { key: "glossy_colors", category: "products", value: colorList(glossy, "G") },
    { key: "pricing", category: "pricing", value: { regular_price: 249, sale_price: 199, sale_active: true } },
    { key: "products", category: "products", value: { glossy_name: "Glossy Lip", velvet_name: "Velvet Lip" } },
    { key: "cta_buttons", category: "content", value: { primary: "ช้อปเลย", sale: "ซื้อเลยในราคาพิเศษ" } },
    {
      key: "color_scheme",
      category: "appearance",
      value: { primary: "#E0457B", secondary: "#F6B8C8", background: "#FFF7F9" },
    },
    {
      key: "velvet_image",
      category: "images",
      value: { url: imageUrl(productImageName(velvet[0]!.slug)), alt: "Velvet Lip" },
    },
    {
      key: "glossy_image",
      category: "images",
      value: { url: imageUrl(productImageName(glossy[0]!.slug)), alt: "Glossy Lip" },
    },
    { key: "brand_logo", category: "images", value: { url: imageUrl(LOGO_IMAGE_NAME), alt: BRAND_NAME } },
    // Demo payment settings (domain/payments/payment-proof.ts shapes); a real shop replaces them in the admin.
    {
      key: PAYMENT_PROMPTPAY_KEY,
      category: "payment",
      value: { id: "089-123-4567", accountName: "บจก. กลอสซี่ แอนด์ เวลเวท" },
    },
    {
      key: PAYMENT_BANK_ACCOUNT_KEY,
      category: "payment",
      value: { bankName: "ธนาคารกสิกรไทย", accountName: "บจก. กลอสซี่ แอนด์ เวลเวท", accountNumber: "123-4-56789-0" },
    },
    {
      key: "hero_banner",
      category: "images",
      value: { url: imageUrl(HERO_IMAGE_NAMES[0]), alt: "Glossy Lips" },
    },
  ];
}
