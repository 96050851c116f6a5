import type { EvalCase, EvalFacts } from "../eval-set";
import { ask, named, pricePaid } from "../eval-set";

/** Budgets (digits, Thai digits, Thai words, ranges) and superlatives, as shoppers type them (issue 23). */
const p = (f: EvalFacts, name: string) => f.product(name);
const thai = (f: EvalFacts, ...names: string[]) => names.map((name) => f.product(name).nameThai);

export const BUDGET_AND_RANKING_CASES: readonly EvalCase[] = [
  {
    topic: "budget",
    question: ask("งบ 250 มีลิปอะไรบ้างคะ"),
    mustContain: (f) => thai(f, "Velvet Tint – Chili Orange", "Honey Glaze Lip Gloss – Coral Orange"),
    mustNotContain: (f) => thai(f, "Velvet Matte Lipstick – Brick Red", "Velvet Luxe Lipstick – Deep Plum", "Glass Lip Oil – Rosy Nude"),
  },
  {
    topic: "budget",
    question: ask("ลิปไม่เกินสองร้อยห้าสิบบาทมีมั้ย"),
    mustContain: (f) => thai(f, "Airy Velvet Lip Cream – Terracotta"),
    mustNotContain: (f) => thai(f, "Velvet Cream Lip – Rose Brown", "Plumping Gloss – Mauve Bloom"),
  },
  {
    topic: "budget",
    question: ask("อยากได้ลิปแดงไม่เกิน 300 อ่ะ"),
    mustContain: (f) => thai(f, "Velvet Matte Lipstick – Brick Red"),
    mustNotContain: (f) => thai(f, "Liquid Gloss 8D – Cherry Red"),
  },
  {
    topic: "budget",
    question: ask("ลิปกลอสงบ ๒๕๐ บาทค่ะ"),
    mustContain: (f) => thai(f, "Honey Glaze Lip Gloss – Coral Orange", "Crystal Jelly Tint – Strawberry Milk"),
    mustNotContain: (f) => thai(f, "Glass Lip Oil – Rosy Nude", "Shimmer Gloss – Champagne Gold", "Liquid Gloss 8D – Cherry Red"),
  },
  {
    topic: "budget",
    question: ask("velvet ต่ำกว่า 250 มีมั้ย"),
    mustContain: (f) => thai(f, "Velvet Tint – Chili Orange", "Airy Velvet Lip Cream – Terracotta"),
    mustNotContain: (f) => thai(f, "Velvet Cream Lip – Rose Brown", "Honey Glaze Lip Gloss – Coral Orange"),
  },
  {
    topic: "budget",
    question: ask("มีลิปช่วงราคา 300-400 บาทไหม"),
    mustContain: (f) => thai(f, "Powder Matte Lipstick – Milk Tea Nude", "Plumping Gloss – Mauve Bloom"),
    mustNotContain: (f) => thai(f, "Velvet Luxe Lipstick – Deep Plum", "Velvet Tint – Chili Orange"),
  },
  {
    topic: "budget",
    question: ask("ลิปราคาสามร้อยขึ้นไปมีตัวไหนบ้าง"),
    mustContain: (f) => thai(f, "Plumping Gloss – Mauve Bloom"),
    mustNotContain: (f) => thai(f, "Velvet Tint – Chili Orange", "Crystal Jelly Tint – Strawberry Milk"),
  },
  { topic: "budget", question: ask("งบ 100 บาทมีลิปไหมคะ"), mustContain: () => ["ยังไม่มีสินค้าใน", "฿199"] },
  {
    topic: "budget",
    question: ask("budget 200 baht lip อะไรดี"),
    mustContain: (f) => thai(f, "Crystal Jelly Tint – Strawberry Milk"),
    mustNotContain: (f) => thai(f, "Velvet Tint – Chili Orange", "Velvet Matte Lipstick – Brick Red"),
  },
  {
    topic: "budget",
    question: ask("ลิปทินท์ไม่เกิน200"),
    mustContain: (f) => thai(f, "Crystal Jelly Tint – Strawberry Milk"),
    mustNotContain: (f) => thai(f, "Velvet Tint – Chili Orange"),
  },
  {
    topic: "budget",
    question: ask("ลิปสีส้มๆงบสามร้อยค่ะ"),
    mustContain: (f) => thai(f, "Velvet Tint – Chili Orange", "Honey Glaze Lip Gloss – Coral Orange"),
    mustNotContain: (f) => thai(f, "Velvet Luxe Lipstick – Deep Plum", "Plumping Gloss – Mauve Bloom"),
  },
  {
    topic: "budget",
    question: ask("มีลิปแมทราคาไม่ถึง 3 ร้อยไหม"),
    mustContain: (f) => thai(f, "Velvet Matte Lipstick – Brick Red"),
    mustNotContain: (f) => thai(f, "Powder Matte Lipstick – Milk Tea Nude", "Velvet Luxe Lipstick – Deep Plum"),
  },
  {
    topic: "budget",
    question: ask("ลิปสีชมพู ราคาระหว่าง 200 ถึง 260"),
    mustContain: (f) => thai(f, "Soft Blur Lip Mousse – MLBB Pink"),
    mustNotContain: (f) => thai(f, "Shimmer Gloss – Champagne Gold", "Plumping Gloss – Mauve Bloom"),
  },
  {
    topic: "budget",
    question: ask("under 230 มีอะไรบ้าง"),
    mustContain: (f) => thai(f, "Velvet Tint – Chili Orange"),
    mustNotContain: (f) => thai(f, "Airy Velvet Lip Cream – Terracotta", "Soft Blur Lip Mousse – MLBB Pink"),
  },
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
  {
    topic: "stock",
    question: ask("ตอนนี้ลิปตัวไหนของหมดบ้างคะ"),
    mustContain: (f) => thai(f, "Velvet Luxe Lipstick – Deep Plum"),
    mustNotContain: (f) => thai(f, "Velvet Matte Lipstick – Brick Red"),
  },
  { topic: "count", question: ask("glossy lip มีทั้งหมดกี่รุ่น"), mustContain: () => ["7 รุ่น"] },
  { topic: "count", question: ask("ลิปทินท์มีกี่แบบคะ"), mustContain: () => ["2 รุ่น"] },
  { topic: "ranking", question: ask("ลิปสีแดงแพงสุดตัวไหน"), mustContain: (f) => named(p(f, "Liquid Gloss 8D – Cherry Red")) },
];
