import { describe, expect, it } from "vitest";
import { bm25Index, termsOf } from "./bm25";

describe("the BM25 index of the shop's passages", () => {
  it("cuts Thai into words with no spaces and drops particles", () => {
    expect(termsOf("ลิปติดแมสไหมคะ")).toContain("ลิป");
    expect(termsOf("ลิปติดแมสไหมคะ")).not.toContain("คะ");
  });

  const passages = [
    { id: "shelf", text: "ใช้ให้หมดภายใน 24 เดือนหลังเปิดใช้ สังเกตสัญลักษณ์ PAO" },
    { id: "allergy", text: "กรุณาอ่านส่วนผสมก่อนใช้ หากมีอาการระคายเคือง ผื่น หรือบวม ให้หยุดใช้ทันที" },
    { id: "shipping", text: "ค่าจัดส่ง 50 บาทต่อคำสั่งซื้อ จัดส่งทั่วประเทศไทย" },
  ];
  const index = bm25Index(passages, (passage) => passage.text);

  it("ranks the passage that shares the question's rare words first, and a shopper's word finds the shop's word for it", () => {
    expect(index.search("เปิดใช้แล้วใช้ได้กี่เดือน")[0]?.item.id).toBe("shelf");
    const allergy = index.search("แพ้ลิป")[0]!;
    expect(allergy.item.id).toBe("allergy");
    expect(allergy.coverage).toBeGreaterThan(0.3);
  });

  it("finds nothing, or covers little, for a question about something the shop never writes about", () => {
    const found = index.search("พรุ่งนี้ฝนจะตกไหม");
    expect(found.every((result) => result.coverage < 0.3)).toBe(true);
  });
});
