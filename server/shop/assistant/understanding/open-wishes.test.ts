import { describe, expect, it } from "vitest";
import { lipstickInfo } from "../../../../domain/catalog/lipstick-info";
import { understand } from "../built-in/understanding";
import { EARTHY_TERMS, openWishSearch } from "./open-wishes";

describe("open wishes, read through /lipstick-info", () => {
  it("searches only colours and finishes the shop's own advice names", () => {
    const tan = lipstickInfo.skinTones.find((tone) => tone.id === "tan")!;
    for (const term of EARTHY_TERMS) expect(tan.advice).toContain(term);
    expect(openWishSearch("earthy").reason).toBe(tan.advice);
    expect(openWishSearch("work").line).toBe("velvet");
    expect(openWishSearch("work").reason).toContain("ลุคทำงาน");
    expect(openWishSearch("everyday").colourNames).toEqual(["nude"]);
  });

  it("gives a message with no colour word the wish's search, and lets the message's own colour win", () => {
    const earthy = understand("อยากได้ลิปโทนเอิร์ธโทนค่ะ");
    expect(earthy.wishes).toEqual(["earthy"]);
    expect(earthy.colours.flatMap((colour) => colour.catalogueTerms)).toContain("อิฐ");
    // "ส้มอิฐ" is the earth tone, not an orange.
    expect(understand("มีสีโทนส้มอิฐมั้ย").colourNames).toEqual([]);
    const office = understand("สีไปออฟฟิศ ไม่จัดมาก");
    expect([office.line, office.colourNames]).toEqual(["velvet", ["nude"]]);
    expect(understand("ลิปสีแดงไว้ใส่ทำงาน").colourNames).toEqual(["red"]);
  });

  it("reads a spend question as the spend, not a budget", () => {
    const spend = understand("ถ้าซื้อ 1,000 บาทได้อะไรบ้าง");
    expect([spend.spend, spend.priceRange]).toEqual([100_000, null]);
    expect(understand("ซื้อครบพันได้อะไรมั่ง").spend).toBe(100_000);
    expect(understand("ลิปงบ 300").spend).toBeNull();
  });
});
