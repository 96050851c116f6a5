import type { EvalCase } from "../eval-set";
import { ask, named } from "../eval-set";

/** The two lines against each other, and two named products side by side (issue 23). */
export const COMPARISON_CASES: readonly EvalCase[] = [
  {
    topic: "comparison",
    question: ask("glossy กับ velvet ต่างกันยังไงคะ"),
    mustContain: () => ["Glossy Lip", "Velvet Lip", "6-8 ชั่วโมง", "2-3 ชั่วโมง"],
  },
  { topic: "comparison", question: ask("เวลเวทกับกลอสอันไหนติดทนกว่า"), mustContain: () => ["Velvet Lip", "6-8 ชั่วโมง"] },
  { topic: "comparison", question: ask("ปากแห้งควรใช้ลิปกลอสหรือลิปแมทดีกว่าคะ"), mustContain: () => ["Glossy Lip", "ปากแห้ง"] },
  {
    topic: "comparison",
    question: ask("velvet vs glossy ราคาต่างกันเยอะไหม"),
    mustContain: () => ["Glossy Lip", "Velvet Lip", "฿199", "฿459"],
  },
  {
    topic: "comparison",
    question: ask("เทียบ Brick Red กับ Cherry Red ให้หน่อย"),
    mustContain: (f) => [...named(f.product("Velvet Matte Lipstick – Brick Red")), ...named(f.product("Liquid Gloss 8D – Cherry Red"))],
  },
  {
    topic: "comparison",
    question: ask("Deep Plum vs Mauve Bloom อันไหนดีกว่า"),
    mustContain: (f) => [...named(f.product("Velvet Luxe Lipstick – Deep Plum")), ...named(f.product("Plumping Gloss – Mauve Bloom"))],
  },
  {
    topic: "comparison",
    question: ask("ลิปมูสกับลิปออยล์ต่างกันไง"),
    mustContain: (f) => [f.product("Soft Blur Lip Mousse – MLBB Pink").nameThai, f.product("Glass Lip Oil – Rosy Nude").nameThai],
  },
  {
    topic: "comparison",
    question: ask("milk tea nude กับ terracotta อันไหนถูกกว่า"),
    mustContain: (f) => [f.product("Powder Matte Lipstick – Milk Tea Nude").nameThai, f.product("Airy Velvet Lip Cream – Terracotta").nameThai, "ถูกกว่า ฿90"],
  },
  {
    topic: "comparison",
    question: ask("ลิปกลอสแชมเปญกับกลอสพีชต่างกันยังไง"),
    mustContain: (f) => [f.product("Shimmer Gloss – Champagne Gold").nameThai, f.product("Juicy Glow Lip Gloss – Peach Pink").nameThai],
  },
  { topic: "comparison", question: ask("เนื้อ satin กับ matte ต่างกันยังไงคะ"), mustContain: () => ["Satin", "Matte", "4-6 ชั่วโมง"] },
  { topic: "comparison", question: ask("สองคอลเลกชันต่างกันยังไง"), mustContain: () => ["Glossy Lip", "Velvet Lip"] },
];
