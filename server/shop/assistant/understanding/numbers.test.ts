import { expectMapping } from "../../../../domain/shared/test-support/expect-mapping";
import { describe, expect, it } from "vitest";
import { arabicDigits, priceRangeIn, thaiNumberValue } from "./numbers";

const range = (message: string) => priceRangeIn(arabicDigits(message.toLowerCase()));

describe("Thai numbers and price ranges", () => {
  it("reads Thai number words, digits with a Thai multiplier and Thai digits", () => {
    expectMapping(thaiNumberValue, [
      ["สามร้อย", 300],
      ["3 ร้อย", 300],
      ["สามร้อยห้าสิบ", 350],
      ["สามร้อยห้า", 350],
      ["ยี่สิบเอ็ด", 21],
      ["หนึ่งพันห้าร้อย", 1500],
    ]);
    expect(arabicDigits("๓๐๐")).toBe("300");
  });

  it("never takes number words without a multiplier for a price", () => {
    expect(thaiNumberValue("สองสี")).toBeNull();
    expect(thaiNumberValue("สามารถ")).toBeNull();
    expect(range("ผิวสองสีใช้ลิปอะไรดี")).toBeNull();
    expect(range("ลิปกลอส 8d สีแดง")).toBeNull();
  });

  it("turns ceilings, floors and ranges into satang", () =>
    expectMapping(range, [
      ["ไม่เกินห้าร้อย", { min: null, max: 500_00 }],
      ["ลิป 200-400 บาท", { min: 200_00, max: 400_00 }],
      ["ระหว่าง 200 ถึง 300", { min: 200_00, max: 300_00 }],
      ["ต่ำกว่า 350", { min: null, max: 350_00 }],
      ["งบ 500", { min: null, max: 500_00 }],
      ["งบ ๓๐๐ บาท", { min: null, max: 300_00 }],
      ["300 ขึ้นไป", { min: 300_00, max: null }],
      ["เกิน 300", { min: 300_00, max: null }],
      ["under 230", { min: null, max: 230_00 }],
    ]));
});
