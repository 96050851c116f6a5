import { describe, expect, it } from "vitest";
import { questionParts } from "./question-parts";

describe("a message with several questions in it", () => {
  it("is cut where each question ends: a conjunction, a space or a question mark after a question word", () => {
    expect(questionParts("ส่งกี่วันคะ แล้วมีเก็บเงินปลายทางไหม และถ้าซื้อ 2 แท่งได้ส่งฟรีมั้ย")).toEqual(["ส่งกี่วันคะ", "แล้วมีเก็บเงินปลายทางไหม", "และถ้าซื้อ 2 แท่งได้ส่งฟรีมั้ย"]);
    // Voice-typed, no spaces at all.
    expect(questionParts("โอนแล้วต้องส่งสลิปไหมแล้วก็ส่งกี่วันคะ")).toEqual(["โอนแล้วต้องส่งสลิปไหม", "แล้วก็ส่งกี่วันคะ"]);
    expect(questionParts("มีโปรอะไรบ้างคะ? แต้มใช้ยังไง")).toEqual(["มีโปรอะไรบ้างคะ?", "แต้มใช้ยังไง"]);
    expect(questionParts("is velvet matte long lasting, and do you ship to chiang mai?")).toEqual([
      "is velvet matte long lasting,",
      "and do you ship to chiang mai?",
    ]);
  });

  it("keeps one question whole: a qualifier, a price without its product, an 'already' that is no conjunction", () => {
    for (const one of [
      "มีลิปเวลเวทสีแดงไหม ราคาเท่าไหร่",
      "ส่งของกี่วันถึงอ่ะ กทม",
      "ส่งฟรีมั้ยคะ ถ้าซื้อแท่งเดียว",
      "สั่งไปแล้วของถึงยังคะ",
      "ขอยกเลิกคำสั่งซื้อล่าสุดค่ะ",
      "Velvet Matte 2 แท่ง กับ Crystal Jelly 1 แท่ง รวมเท่าไหร่คะ",
    ])
      expect(questionParts(one), one).toEqual([one]);
  });
});
