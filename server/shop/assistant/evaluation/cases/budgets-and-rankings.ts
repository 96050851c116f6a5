import type { EvalCase, EvalFacts } from "../eval-set";
import { ask, named, namingCase, pricePaid } from "../eval-set";

/** Budgets (digits, Thai digits, Thai words, ranges) and superlatives, as shoppers type them (issue 23). */
const p = (f: EvalFacts, name: string) => f.product(name);
const thai = (f: EvalFacts, ...names: string[]) => names.map((name) => f.product(name).nameThai);

export const BUDGET_AND_RANKING_CASES: readonly EvalCase[] = [
  namingCase(
    "budget",
    "งบ 250 มีลิปอะไรบ้างคะ",
    ["Velvet Tint – Chili Orange", "Honey Glaze Lip Gloss – Coral Orange"],
    ["Velvet Matte Lipstick – Brick Red", "Velvet Luxe Lipstick – Deep Plum", "Glass Lip Oil – Rosy Nude"],
  ),
  namingCase("budget", "ลิปไม่เกินสองร้อยห้าสิบบาทมีมั้ย", ["Airy Velvet Lip Cream – Terracotta"], ["Velvet Cream Lip – Rose Brown", "Plumping Gloss – Mauve Bloom"]),
  namingCase("budget", "อยากได้ลิปแดงไม่เกิน 300 อ่ะ", ["Velvet Matte Lipstick – Brick Red"], ["Liquid Gloss 8D – Cherry Red"]),
  namingCase(
    "budget",
    "ลิปกลอสงบ ๒๕๐ บาทค่ะ",
    ["Honey Glaze Lip Gloss – Coral Orange", "Crystal Jelly Tint – Strawberry Milk"],
    ["Glass Lip Oil – Rosy Nude", "Shimmer Gloss – Champagne Gold", "Liquid Gloss 8D – Cherry Red"],
  ),
  namingCase(
    "budget",
    "velvet ต่ำกว่า 250 มีมั้ย",
    ["Velvet Tint – Chili Orange", "Airy Velvet Lip Cream – Terracotta"],
    ["Velvet Cream Lip – Rose Brown", "Honey Glaze Lip Gloss – Coral Orange"],
  ),
  namingCase(
    "budget",
    "มีลิปช่วงราคา 300-400 บาทไหม",
    ["Powder Matte Lipstick – Milk Tea Nude", "Plumping Gloss – Mauve Bloom"],
    ["Velvet Luxe Lipstick – Deep Plum", "Velvet Tint – Chili Orange"],
  ),
  namingCase("budget", "ลิปราคาสามร้อยขึ้นไปมีตัวไหนบ้าง", ["Plumping Gloss – Mauve Bloom"], ["Velvet Tint – Chili Orange", "Crystal Jelly Tint – Strawberry Milk"]),
  { topic: "budget", question: ask("งบ 100 บาทมีลิปไหมคะ"), mustContain: () => ["ยังไม่มีสินค้าใน", "฿199"] },
  namingCase(
    "budget",
    "budget 200 baht lip อะไรดี",
    ["Crystal Jelly Tint – Strawberry Milk"],
    ["Velvet Tint – Chili Orange", "Velvet Matte Lipstick – Brick Red"],
  ),
  namingCase("budget", "ลิปทินท์ไม่เกิน200", ["Crystal Jelly Tint – Strawberry Milk"], ["Velvet Tint – Chili Orange"]),
  namingCase(
    "budget",
    "ลิปสีส้มๆงบสามร้อยค่ะ",
    ["Velvet Tint – Chili Orange", "Honey Glaze Lip Gloss – Coral Orange"],
    ["Velvet Luxe Lipstick – Deep Plum", "Plumping Gloss – Mauve Bloom"],
  ),
  namingCase(
    "budget",
    "มีลิปแมทราคาไม่ถึง 3 ร้อยไหม",
    ["Velvet Matte Lipstick – Brick Red"],
    ["Powder Matte Lipstick – Milk Tea Nude", "Velvet Luxe Lipstick – Deep Plum"],
  ),
  namingCase(
    "budget",
    "ลิปสีชมพู ราคาระหว่าง 200 ถึง 260",
    ["Soft Blur Lip Mousse – MLBB Pink"],
    ["Shimmer Gloss – Champagne Gold", "Plumping Gloss – Mauve Bloom"],
  ),
  namingCase("budget", "under 230 มีอะไรบ้าง", ["Velvet Tint – Chili Orange"], ["Airy Velvet Lip Cream – Terracotta", "Soft Blur Lip Mousse – MLBB Pink"]),
  { topic: "ranking", question: ask("ลิปเวลเวทตัวไหนถูกสุดคะ"), mustContain: (f) => named(p(f, "Velvet Tint – Chili Orange")) },
  { topic: "ranking", question: ask("velvet อันไหนถูกที่สุด"), mustContain: (f) => named(p(f, "Velvet Tint – Chili Orange")) },
  {
    topic: "ranking",
    question: ask("ลิปกลอสตัวไหนแพงสุด"),
    mustContain: (f) => named(p(f, "Plumping Gloss – Mauve Bloom")),
    mustNotContain: (f) => thai(f, "Velvet Luxe Lipstick – Deep Plum"),
  },
  { topic: "ranking", question: ask("ตัวไหนแพงที่สุดในร้านคะ"), mustContain: (f) => named(p(f, "Velvet Luxe Lipstick – Deep Plum")) },
  { topic: "ranking", question: ask("cheapest lipstick ที่ร้านมีคือตัวไหน"), mustContain: () => ["฿199"] },
  { topic: "ranking", question: ask("ลิปแมทที่แพงที่สุด"), mustContain: (f) => named(p(f, "Velvet Luxe Lipstick – Deep Plum")) },
  { topic: "ranking", question: ask("ลิปสีนู้ดตัวไหนราคาถูกสุด"), mustContain: (f) => named(p(f, "Juicy Glow Lip Gloss – Peach Pink")) },
  {
    topic: "ranking",
    question: ask("ลิปกลอสฉ่ำๆ ถูกสุดเท่าไหร่"),
    mustContain: () => ["฿199"],
    mustNotContain: (f) => thai(f, "Velvet Tint – Chili Orange"),
  },
  { topic: "ranking", question: ask("ลิปตัวไหนติดทนที่สุดคะ ใส่ทำงานทั้งวัน"), mustContain: () => ["Velvet Lip", "6-8 ชั่วโมง"] },
  {
    topic: "ranking",
    question: ask("อยากได้ลิปติดทนนานๆ ไม่ติดแมส"),
    mustContain: (f) => ["Velvet Lip", p(f, "Velvet Matte Lipstick – Brick Red").line === "velvet" ? "6-8" : ""],
  },
  {
    topic: "ranking",
    question: ask("ลิปทินท์อันไหนถูกกว่ากัน"),
    mustContain: (f) => [pricePaid(p(f, "Crystal Jelly Tint – Strawberry Milk")), p(f, "Crystal Jelly Tint – Strawberry Milk").nameThai],
  },
  namingCase("stock", "ตอนนี้ลิปตัวไหนของหมดบ้างคะ", ["Velvet Luxe Lipstick – Deep Plum"], ["Velvet Matte Lipstick – Brick Red"]),
  { topic: "count", question: ask("glossy lip มีทั้งหมดกี่รุ่น"), mustContain: () => ["7 รุ่น"] },
  { topic: "count", question: ask("ลิปทินท์มีกี่แบบคะ"), mustContain: () => ["2 รุ่น"] },
  { topic: "ranking", question: ask("ลิปสีแดงแพงสุดตัวไหน"), mustContain: (f) => named(p(f, "Liquid Gloss 8D – Cherry Red")) },
];
