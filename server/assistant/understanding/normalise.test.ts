import { describe, expect, it } from "vitest";
import { KNOWN_VOCABULARY } from "../built-in/understanding";
import { correctTypos, editDistance, normaliseText } from "./normalise";

const normalise = (message: string) => correctTypos(normaliseText(message), KNOWN_VOCABULARY).trim();

describe("normalising a shopper's message", () => {
  it("counts a swap of two letters as one edit (Damerau)", () => {
    expect(editDistance("velvte", "velvet")).toBe(1);
    expect(editDistance("glossy", "glossy")).toBe(0);
    expect(editDistance("lipstick", "gloss", 2)).toBe(3);
  });

  it("reads chat spellings, elongations and Thai digits as one spelling", () => {
    expect(normalise("ลิปสติ๊กแดงงงง มั้ยคะ")).toBe("ลิปสติกแดง ไหมคะ");
    expect(normalise("ลิป ๓๐๐ บาทอ่ะ")).toBe("ลิป 300 บาท");
    // "ค่า" is a particle only on its own: the fee in "ค่าส่ง" stays.
    expect(normalise("ค่าส่งเท่าไหร่ค่า")).toBe("ค่าส่งเท่าไหร่ ค่ะ");
  });

  it("corrects a typo one edit from a word the shop knows, and leaves other words alone", () => {
    expect(normalise("velvit lipstik")).toBe("velvet lipstick");
    expect(normalise("ลิปเวลเวดสีแดง")).toContain("เวลเวท");
    expect(normalise("จ่ายพร้อมเพยได้ไหม")).toBe("จ่ายพร้อมเพย์ได้ไหม");
    expect(normalise("football tonight")).toBe("football tonight");
  });
});
