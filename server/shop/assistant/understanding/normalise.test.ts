import { describe, expect, it } from "vitest";
import { KNOWN_VOCABULARY } from "../built-in/understanding";
import { catalogueWordsOf } from "../facts/catalogue-vocabulary";
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
    // A word with a digit is a code or an order number: its repeated letters are its own.
    expect(normaliseText("apply voucher other986b8aa1ddd pleaseee")).toBe(" apply voucher other986b8aa1ddd please ");
    // "ค่า" is a particle only on its own: the fee in "ค่าส่ง" stays.
    expect(normalise("ค่าส่งเท่าไหร่ค่า")).toBe("ค่าส่งเท่าไหร่ ค่ะ");
  });

  it("corrects a typo one edit from a word the shop knows, and leaves other words alone", () => {
    expect(normalise("velvit lipstik")).toBe("velvet lipstick");
    expect(normalise("ลิปเวลเวดสีแดง")).toContain("เวลเวท");
    expect(normalise("จ่ายพร้อมเพยได้ไหม")).toBe("จ่ายพร้อมเพย์ได้ไหม");
    expect(normalise("football tonight")).toBe("football tonight");
  });

  it("corrects towards the catalogue's own names when given them, and never common words in a row", () => {
    const catalogue = catalogueWordsOf(["Liquid Gloss 8D – Cherry Red", "Watermelon", "แตงโม", "Fig", "มะเดื่อ", "เทอร์ราคอตต้า"]);
    const withNames = [...KNOWN_VOCABULARY, ...catalogue];
    expect(correctTypos(normaliseText("watermelom สีมีไหม"), withNames).trim()).toBe("watermelon สีมีไหม");
    expect(correctTypos(normaliseText("สีมะเดือ ยังมีไหม"), withNames)).toContain("มะเดื่อ");
    expect(correctTypos(normaliseText("สีเทอร์ราคอดต้า"), withNames)).toContain("เทอร์ราคอตต้า");
    // Without the names nothing the tables know is near them.
    expect(normalise("watermelom")).toBe("watermelom");
    // "ตัว|ไหน|มี" is three common words, not a slip of "ตัวไหนดี".
    expect(correctTypos(normaliseText("ลิปตัวไหนมีสีเยอะสุด"), KNOWN_VOCABULARY, new Set(["ตัว", "ไหน", "มี", "ลิป"]))).toContain("ตัวไหนมี");
  });

  it("reads a thousands comma as part of the number", () => {
    expect(normalise("ถ้าซื้อ 1,000 บาท")).toBe("ถ้าซื้อ 1000 บาท");
  });
});
