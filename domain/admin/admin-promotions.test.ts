import { expectMapping } from "../shared/test-support/expect-mapping";
import { oneFieldRefusal } from "../shared/test-support/form-refusals";
import { describe, expect, it } from "vitest";
import { adminPromotionTexts } from "./admin-promotion-texts";
import {
  bangkokInputToDate,
  dateToBangkokInput,
  flashSaleCreateSchema,
  flashSaleUpdateSchema,
  graphemeCount,
  readFlashSaleShow,
  specialOfferSchema,
} from "./admin-promotions";
import { parseForm } from "../shared/form-contract";

const sale = adminPromotionTexts.flashSales;
const offer = adminPromotionTexts.specialOffers;
const PRODUCT = "0b6f3f0e-3c53-4a5e-9a57-3f6a3b1c2d4e";

describe("Thai time in the flash-sale dialog", () => {
  it("reads the admin's clock time as Bangkok time (UTC+7) and writes it back the same", () => {
    expect(bangkokInputToDate("2026-11-24T09:00")?.toISOString()).toBe("2026-11-24T02:00:00.000Z");
    // Just after midnight in Bangkok is still the previous day in UTC.
    expect(bangkokInputToDate("2027-01-01T00:30")?.toISOString()).toBe("2026-12-31T17:30:00.000Z");
    expect(dateToBangkokInput(new Date("2026-12-31T17:30:00Z"))).toBe("2027-01-01T00:30");
    expect(bangkokInputToDate("2026-11-24T09:00:30")?.toISOString()).toBe("2026-11-24T02:00:30.000Z");
  });

  it("refuses what is not a real date and time", () => {
    for (const text of ["2026-02-30T10:00", "2026-11-24T25:00", "2026-11-24", "24/11/2026 09:00", "2026-11-24T09:00Z", ""]) {
      expect(bangkokInputToDate(text), text).toBeNull();
    }
  });
});

describe("flash-sale forms", () => {
  const form = (values: Record<string, string>) => ({
    productId: PRODUCT,
    salePrice: "199",
    startTime: "2026-11-24T09:00",
    endTime: "2026-11-25T09:00",
    ...values,
  });

  it("reads a product, a price in baht (or none: the 80 % default) and a window", () => {
    expect(parseForm(flashSaleCreateSchema, form({}))).toEqual({
      ok: true,
      value: {
        productId: PRODUCT,
        salePrice: 199_00,
        startTime: new Date("2026-11-24T02:00:00Z"),
        endTime: new Date("2026-11-25T02:00:00Z"),
      },
    });
    expect(parseForm(flashSaleCreateSchema, form({ salePrice: "" }))).toMatchObject({ ok: true, value: { salePrice: null } });
  });

  it("answers each problem next to its field", () => {
    const refusals: [Record<string, string>, string, string][] = [
      [{ productId: "" }, "productId", sale.productRequired],
      [{ salePrice: "0" }, "salePrice", sale.salePricePositive],
      [{ salePrice: "19.999" }, "salePrice", sale.salePriceInvalid],
      [{ startTime: "" }, "startTime", sale.startRequired],
      [{ endTime: "tomorrow" }, "endTime", sale.timeInvalid],
      [{ endTime: "2026-11-24T09:00" }, "endTime", sale.endBeforeStart],
      [{ endTime: "2026-11-24T08:00" }, "endTime", sale.endBeforeStart],
    ];
    for (const [values, field, message] of refusals) {
      expect(parseForm(flashSaleCreateSchema, form(values)), JSON.stringify(values)).toMatchObject({ ok: false, field, message });
    }
    expect(parseForm(flashSaleCreateSchema, form({ salePrice: "-5" }))).toMatchObject({ ok: false, field: "salePrice" });
  });

  it("an edit needs no product (it cannot change); one that is sent is handed on for the server to compare", () => {
    const { productId: _, ...withoutProduct } = form({});
    expect(parseForm(flashSaleUpdateSchema, withoutProduct)).toMatchObject({ ok: true, value: { productId: null } });
    expect(parseForm(flashSaleUpdateSchema, form({}))).toMatchObject({ ok: true, value: { productId: PRODUCT } });
  });

  it("shows running and upcoming sales unless ended or all are asked for", () => {
    expect([null, "", "current", "ended", "all", "ENDED", "x"].map(readFlashSaleShow)).toEqual([
      "current",
      "current",
      "current",
      "ended",
      "all",
      "current",
      "current",
    ]);
  });
});

describe("special-offer icon", () => {
  const form = (icon: string) => ({ icon, title: "ส่งฟรี", description: "เมื่อซื้อครบ 1,000 บาท", sortOrder: "1", isActive: "on" });

  it("counts characters as the shopper sees them: a flag, a skin tone or a family is one", () =>
    expectMapping(graphemeCount, [
      ["🎁", 1],
      ["🇹🇭", 1],
      ["👍🏽", 1],
      ["👨‍👩‍👧", 1],
      ["🎁🚚💄", 3],
    ]));

  it("takes one or two emoji, whatever their code-point length, and refuses a third", () => {
    for (const icon of ["🎁", "🇹🇭", "👍🏽", "🇹🇭🇯🇵", "👩🏽‍❤️‍💋‍👨🏿🎁", "1️⃣", "❤️‍🔥✨"]) {
      expect(parseForm(specialOfferSchema, form(icon)), icon).toMatchObject({ ok: true, value: { icon } });
    }
    expect(parseForm(specialOfferSchema, form("🎁🚚💄"))).toEqual(oneFieldRefusal(offer.iconTooLong, "icon"));
    expect(parseForm(specialOfferSchema, form("🇹🇭🇯🇵🇺🇸"))).toMatchObject({ ok: false, field: "icon", message: offer.iconTooLong });
    expect(parseForm(specialOfferSchema, form("🎁 🚚"))).toMatchObject({ ok: false, field: "icon", message: offer.iconNoSpaces });
    expect(parseForm(specialOfferSchema, form("  "))).toMatchObject({ ok: false, field: "icon", message: offer.iconRequired });
    // One letter under a pile of combining marks is one grapheme but no icon.
    expect(parseForm(specialOfferSchema, form(`a${"\u0301".repeat(40)}`))).toMatchObject({
      ok: false,
      field: "icon",
      message: offer.iconTooLong,
    });
  });

  it("reads the sort order and the shown box", () => {
    expect(parseForm(specialOfferSchema, { ...form("🎁"), sortOrder: "", isActive: undefined })).toMatchObject({
      ok: true,
      value: { sortOrder: 0, isActive: false },
    });
    expect(parseForm(specialOfferSchema, { ...form("🎁"), sortOrder: "-1" })).toMatchObject({
      ok: false,
      field: "sortOrder",
      message: offer.sortOrderInvalid,
    });
    expect(parseForm(specialOfferSchema, { ...form("🎁"), title: "" })).toMatchObject({
      ok: false,
      field: "title",
      message: offer.titleRequired,
    });
  });
});
