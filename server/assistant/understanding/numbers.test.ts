import { describe, expect, it } from "vitest";
import { arabicDigits, priceRangeIn, thaiNumberValue } from "./numbers";

const range = (message: string) => priceRangeIn(arabicDigits(message.toLowerCase()));

describe("Thai numbers and price ranges", () => {
  it("reads Thai number words, digits with a Thai multiplier and Thai digits", () => {
    expect(thaiNumberValue("สามร้อย")).toBe(300);
    expect(thaiNumberValue("3 ร้อย")).toBe(300);
    expect(thaiNumberValue("สามร้อยห้าสิบ")).toBe(350);
    expect(thaiNumberValue("สามร้อยห้า")).toBe(350);
    expect(thaiNumberValue("ยี่สิบเอ็ด")).toBe(21);
    expect(thaiNumberValue("หนึ่งพันห้าร้อย")).toBe(1500);
    expect(arabicDigits("๓๐๐")).toBe("300");
  });

  it("never takes number words without a multiplier for a price", () => {
    expect(thaiNumberValue("สองสี")).toBeNull();
    expect(thaiNumberValue("สามารถ")).toBeNull();
    expect(range("ผิวสองสีใช้ลิปอะไรดี")).toBeNull();
    expect(range("ลิปกลอส 8d สีแดง")).toBeNull();
  });

  it("turns ceilings, floors and ranges into satang", () => {
    expect(range("ไม่เกินห้าร้อย")).toEqual({ min: null, max: 500_00 });
    expect(range("ลิป 200-400 บาท")).toEqual({ min: 200_00, max: 400_00 });
    expect(range("ระหว่าง 200 ถึง 300")).toEqual({ min: 200_00, max: 300_00 });
    expect(range("ต่ำกว่า 350")).toEqual({ min: null, max: 350_00 });
    expect(range("งบ 500")).toEqual({ min: null, max: 500_00 });
    expect(range("งบ ๓๐๐ บาท")).toEqual({ min: null, max: 300_00 });
    expect(range("300 ขึ้นไป")).toEqual({ min: 300_00, max: null });
    expect(range("เกิน 300")).toEqual({ min: 300_00, max: null });
    expect(range("under 230")).toEqual({ min: null, max: 230_00 });
  });
});
