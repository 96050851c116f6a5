import { describe, expect, it } from "vitest";
import { SHOP_THAI_WORDS, shopWordPieces } from "./thai-words";

describe("shopWordPieces", () => {
  it("leaves text without a shop word alone", () => {
    expect(shopWordPieces("สีแดง")).toBeNull();
    expect(shopWordPieces("Glossy & Velvet")).toBeNull();
  });

  it("cuts out the words the browser's dictionary splits", () => {
    expect(shopWordPieces("แดงคลาสสิก")).toEqual(["แดง", "คลาสสิก", ""]);
    expect(shopWordPieces("รอตรวจสอบ")).toEqual(["รอ", "ตรวจสอบ", ""]);
  });

  it("finds the longest word first", () => {
    expect(shopWordPieces("ประวัติคำสั่งซื้อ")).toEqual(["ประวัติ", "คำสั่งซื้อ", ""]);
    expect(shopWordPieces("ลิปทินท์ ทินท์")).toEqual(["", "ลิปทินท์", " ", "ทินท์", ""]);
  });

  it("never ends a word inside a written syllable", () => {
    // 'ที่อยู่' followed by a tone mark would be the start of another syllable: not a word end.
    expect(shopWordPieces("วันที่\u0E48")).toBeNull();
  });

  it("keeps every character, in order", () => {
    const text = "คำสั่งซื้อ #GV-1024 รอตรวจสอบหลักฐานการโอนเงิน ลิปสติกเวลเวท สีแดงคลาสสิก";
    expect(shopWordPieces(text)?.join("")).toBe(text);
  });

  it("gives a text asked again the same pieces, which no caller can change", () => {
    const first = shopWordPieces("ยอดรวม 1,000 บาท");
    expect(shopWordPieces("ยอดรวม 1,000 บาท")).toBe(first);
    expect(first).toEqual(["", "ยอดรวม", " 1,000 บาท"]);
    expect(Object.isFrozen(first)).toBe(true);
    // Long texts (a review's body) are cut as well, only not remembered.
    const long = "ส่งฟรี ".repeat(60);
    expect(shopWordPieces(long)?.join("")).toBe(long);
    expect(shopWordPieces(long)).not.toBe(shopWordPieces(long));
  });

  it("lists each word once, written in Thai only", () => {
    expect(new Set(SHOP_THAI_WORDS).size).toBe(SHOP_THAI_WORDS.length);
    for (const word of SHOP_THAI_WORDS) expect(word).toMatch(/^[\u0E00-\u0E7F]+$/u);
  });
});
