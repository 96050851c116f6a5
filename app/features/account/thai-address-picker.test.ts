import { describe, expect, it } from "vitest";
import type { ThaiAddress } from "../../../domain/shared/thai-address";
import { suggestionsToShow } from "./thai-address-picker";

// What /api/thai-address answers for "10120": several sub-districts share the postal code.
const YAN_NAWA: ThaiAddress = { subDistrict: "ยานนาวา", district: "สาทร", province: "กรุงเทพมหานคร", postalCode: "10120" };
const THUNG_MAHA_MEK: ThaiAddress = { subDistrict: "ทุ่งมหาเมฆ", district: "สาทร", province: "กรุงเทพมหานคร", postalCode: "10120" };
const CHONG_NONSI: ThaiAddress = { subDistrict: "ช่องนนทรี", district: "ยานนาวา", province: "กรุงเทพมหานคร", postalCode: "10120" };
const FOR_10120 = [CHONG_NONSI, THUNG_MAHA_MEK, YAN_NAWA];

describe("the address picker's suggestion list", () => {
  it("stays closed when the four parts typed by hand already spell one of the places (the list would lie over the save button)", () => {
    expect(suggestionsToShow(FOR_10120, YAN_NAWA)).toBeNull();
    // Stray spaces around what was typed do not count.
    expect(suggestionsToShow(FOR_10120, { ...YAN_NAWA, subDistrict: " ยานนาวา ", postalCode: "10120 " })).toBeNull();
  });

  it("opens while there is still a place to choose", () => {
    // Only the postal code typed: which sub-district is the shopper's to choose.
    expect(suggestionsToShow(FOR_10120, { subDistrict: "", district: "", province: "", postalCode: "10120" })).toEqual(FOR_10120);
    // A combination that does not exist (the district is another sub-district's).
    expect(suggestionsToShow(FOR_10120, { ...YAN_NAWA, district: "ยานนาวา" })).toEqual(FOR_10120);
    // An answer with no match still opens, to say so.
    expect(suggestionsToShow([], { ...YAN_NAWA, postalCode: "99999" })).toEqual([]);
  });

  it("stays closed until a lookup has answered", () => {
    expect(suggestionsToShow(null, YAN_NAWA)).toBeNull();
  });
});
