import { describe, expect, it } from "vitest";
import { answerByText, nextOpening, readShopHours, shopHoursText, type ShopHours } from "./shop-hours";

// Bangkok is UTC+7: 2026-12-07 is a Monday.
const bangkok = (isoLocal: string) => new Date(`${isoLocal}+07:00`);
const read = (text: string): ShopHours => {
  const hours = readShopHours(text);
  if (!hours) throw new Error(`Not read: ${text}`);
  return hours;
};
/** The hours as staff of the demo shop keep them, without the public holidays. */
const WEEKDAYS_AND_SATURDAY = read("จันทร์ - ศุกร์ 09:00 - 18:00 น. / เสาร์ 10:00 - 16:00 น. (หยุดวันอาทิตย์)");

describe("the shop's working hours", () => {
  it("reads as the contact page shows it", () => {
    expect(shopHoursText(WEEKDAYS_AND_SATURDAY.days)).toBe("จันทร์ - ศุกร์ 09:00 - 18:00 น. / เสาร์ 10:00 - 16:00 น. (หยุดวันอาทิตย์)");
  });

  it("is open on a Monday afternoon: no waiting told", () => {
    expect(nextOpening(bangkok("2026-12-07T14:00:00"), WEEKDAYS_AND_SATURDAY.days)).toBeNull();
    expect(answerByText(bangkok("2026-12-07T14:00:00"), WEEKDAYS_AND_SATURDAY)).toBeNull();
  });

  it("tells the morning's opening before it, the next day's after closing, Monday's over a Sunday", () => {
    expect(answerByText(bangkok("2026-12-07T07:30:00"), WEEKDAYS_AND_SATURDAY)).toBe("วันนี้ เวลา 09:00 น.");
    expect(answerByText(bangkok("2026-12-07T18:00:00"), WEEKDAYS_AND_SATURDAY)).toBe("พรุ่งนี้ เวลา 09:00 น.");
    expect(answerByText(bangkok("2026-12-11T20:00:00"), WEEKDAYS_AND_SATURDAY)).toBe("พรุ่งนี้ เวลา 10:00 น.");
    expect(answerByText(bangkok("2026-12-12T16:30:00"), WEEKDAYS_AND_SATURDAY)).toBe("วันจันทร์ เวลา 09:00 น.");
    expect(nextOpening(bangkok("2026-12-13T23:59:00"), WEEKDAYS_AND_SATURDAY.days)?.toISOString()).toBe("2026-12-14T02:00:00.000Z");
  });
});

describe("reading the hours staff write on /admin/contact", () => {
  it("reads the demo shop's text, its closed Sunday and its public holidays, which the answer does not promise past", () => {
    const demo = read("จันทร์ - ศุกร์ 09:00 - 18:00 น. / เสาร์ 10:00 - 16:00 น. (หยุดวันอาทิตย์และวันหยุดนักขัตฤกษ์)");
    expect(shopHoursText(demo.days)).toBe(shopHoursText(WEEKDAYS_AND_SATURDAY.days));
    expect(demo.closedOnPublicHolidays).toBe(true);
    expect(answerByText(bangkok("2026-12-07T18:00:00"), demo)).toBe("พรุ่งนี้ เวลา 09:00 น. (หากไม่ตรงกับวันหยุดนักขัตฤกษ์)");
  });

  it("reads the ways staff write them", () => {
    const every = (from: string, to: string) => `จันทร์ - อาทิตย์ ${from} - ${to} น.`;
    expect(shopHoursText(read("ทุกวัน 10:00–20:00 (เปิดใหม่)").days)).toBe(every("10:00", "20:00"));
    expect(shopHoursText(read("9:00–18:00").days)).toBe(every("09:00", "18:00"));
    expect(shopHoursText(read("เปิดทุกวัน 9.00-18.00 น.").days)).toBe(every("09:00", "18:00"));
    expect(shopHoursText(read("จ.-ศ. 8:30-17:30, ส. 9-12").days)).toBe("จันทร์ - ศุกร์ 08:30 - 17:30 น. / เสาร์ 09:00 - 12:00 น. (หยุดวันอาทิตย์)");
    expect(shopHoursText(read("วันจันทร์ถึงวันเสาร์ ๙:๐๐ - ๑๗:๐๐ น.").days)).toBe("จันทร์ - เสาร์ 09:00 - 17:00 น. (หยุดวันอาทิตย์)");
    expect(shopHoursText(read("ทุกวัน 9-18 ยกเว้นวันพุธ").days)).toBe("จันทร์ - อังคาร 09:00 - 18:00 น. / พฤหัสบดี - อาทิตย์ 09:00 - 18:00 น. (หยุดวันพุธ)");
    expect(shopHoursText(read("Mon-Fri 9:00-18:00").days)).toBe("จันทร์ - ศุกร์ 09:00 - 18:00 น. (หยุดวันเสาร์ วันอาทิตย์)");
    expect(read("ทุกวันไม่เว้นวันหยุดนักขัตฤกษ์ 9-18").closedOnPublicHolidays).toBe(false);
    expect(shopHoursText(read("จันทร์-เสาร์ 10-19 ไม่เว้นวันอาทิตย์ 12-17").days)).toBe("จันทร์ - เสาร์ 10:00 - 19:00 น. / อาทิตย์ 12:00 - 17:00 น.");
  });

  it("reads nothing from text without a time it can trust, so no time is promised", () => {
    for (const text of ["", "ทุกวัน", "โทรได้ตลอด", "9am-6pm", "25:00-26:00", "18:00-09:00"]) expect(readShopHours(text), text).toBeNull();
  });
});
