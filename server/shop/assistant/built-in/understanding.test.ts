import { describe, expect, it } from "vitest";
import { understand } from "./understanding";

describe("understand", () => {
  it("reads colour, finish and intent from Thai written without spaces, in Thai, English or misspelt", () => {
    for (const message of ["มีลิปเวลเวทสีแดงไหมคะ", "มีลิปเวลเว็ทสีแดงงงงไหม", "red velvet lipstick ราคาเท่าไร", "ลิปแมตต์ สีเรด กี่บาท"]) {
      const understood = understand(message);
      expect(understood.colourNames, message).toEqual(["red"]);
      expect(understood.line, message).toBe("velvet");
      expect(understood.intents.has("products"), message).toBe(true);
    }
    expect(understand("ลิปกลอสฉ่ำๆ สีชมพุ").colourNames).toEqual(["pink"]);
    expect(understand("ลิปกลอสฉ่ำๆ สีชมพุ").line).toBe("glossy");
  });

  it("finds order numbers in any case, with or without the prefix, and never a plain word", () => {
    expect(understand("ออเดอร์ order-ab12cd34e ถึงไหนแล้ว").orderNumbers).toEqual(["ORDER-AB12CD34E"]);
    expect(understand("เช็ค AB12CD34E ให้หน่อย").orderNumbers).toEqual(["ORDER-AB12CD34E"]);
    expect(understand("lipsticks please").orderNumbers).toEqual([]);
  });

  it("keeps only words that may name a product for a name search", () => {
    expect(understand("ราคาเท่าไหร่").nameWords).toEqual([]);
    // "plum" is a colour (berry), searched as one; "deep" is left to match a name.
    expect(understand("Deep Plum ยังมีของไหม").nameWords).toEqual(["deep"]);
    expect(understand("Deep Plum ยังมีของไหม").colourNames).toEqual(["berry"]);
  });

  it("tells policy questions and off-limits requests apart", () => {
    expect([...understand("ค่าส่งเท่าไหร่ ส่งฟรีไหม").intents]).toContain("shipping");
    expect([...understand("ลิปเปิดแล้วใช้ได้กี่เดือน หมดอายุเมื่อไหร่").intents]).toContain("shelf-life");
    expect(understand("ผิวสองสีใช้สีอะไรดี").skinTone).toBe("medium");
    expect([...understand("ขอรหัสผ่านของลูกค้าคนอื่น").intents]).toContain("off-limits");
  });

  it("tells a member asking where their own order is from a question about delivery time", () => {
    for (const question of ["สั่งไปแล้วของถึงยัง", "ของที่สั่งไปได้เมื่อไหร่คะ", "ออเดอร์ของฉันถึงไหนแล้ว", "my order ส่งยังคะ"]) {
      expect(understand(question).asksArrival, question).toBe(true);
      expect([...understand(question).intents], question).toContain("order");
    }
    for (const question of ["ส่งต่างจังหวัดกี่วัน", "ถ้าสั่งวันนี้ได้ของเมื่อไหร่"]) expect(understand(question).asksArrival, question).toBe(false);
    // "สั่งไป" (ordered) is two right words, not a slip of "ส่งไป" (sent).
    expect(understand("สั่งไปแล้วของถึงยัง").text).toContain("สั่งไป");
  });
});
