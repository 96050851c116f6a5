import { describe, expect, it } from "vitest";
import { isKnownThaiAddress, searchThaiAddresses } from "./thai-address";

describe("Thai address lookup", () => {
  it("finds every place of a postal code, across districts", async () => {
    const places = await searchThaiAddresses("10110");
    expect(places.length).toBeGreaterThan(5);
    expect(places.every((place) => place.postalCode === "10110" && place.province === "กรุงเทพมหานคร")).toBe(true);
    expect(new Set(places.map((place) => place.district))).toEqual(new Set(["คลองเตย", "วัฒนา"]));
  });

  it("searches postal codes by prefix and sub-districts by name prefix", async () => {
    const byPrefix = await searchThaiAddresses("501");
    expect(byPrefix.length).toBeGreaterThan(0);
    expect(byPrefix.every((place) => place.postalCode.startsWith("501"))).toBe(true);

    const byName = await searchThaiAddresses("ต.ศรีภูมิ");
    expect(byName).toHaveLength(3);
    expect(byName).toContainEqual({ subDistrict: "ศรีภูมิ", district: "เมืองเชียงใหม่", province: "เชียงใหม่", postalCode: "50200" });
    const prefix = await searchThaiAddresses("คลองตัน");
    expect(prefix.map((place) => place.subDistrict)).toEqual(expect.arrayContaining(["คลองตัน", "คลองตันเหนือ"]));
    // An exact name comes before longer names that merely start with it.
    expect(prefix[0]!.subDistrict).toBe("คลองตัน");
  });

  it("returns nothing for empty, too long or unknown input, and caps the list", async () => {
    expect(await searchThaiAddresses("   ")).toEqual([]);
    expect(await searchThaiAddresses("123456")).toEqual([]);
    expect(await searchThaiAddresses("ไม่มีตำบลนี้แน่นอน")).toEqual([]);
    expect((await searchThaiAddresses("1")).length).toBe(20);
  });

  it("accepts only combinations that exist together", async () => {
    const real = { subDistrict: "คลองตันเหนือ", district: "วัฒนา", province: "กรุงเทพมหานคร", postalCode: "10110" };
    expect(await isKnownThaiAddress(real)).toBe(true);
    expect(await isKnownThaiAddress({ ...real, district: "คลองเตย" })).toBe(true);
    expect(await isKnownThaiAddress({ ...real, district: "บางรัก" })).toBe(false);
    expect(await isKnownThaiAddress({ ...real, postalCode: "10500" })).toBe(false);
    expect(await isKnownThaiAddress({ ...real, province: "เชียงใหม่" })).toBe(false);
  });
});
