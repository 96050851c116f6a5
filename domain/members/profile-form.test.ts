import { describe, expect, it } from "vitest";
import { parseForm } from "../shared/form-contract";
import { accountTexts } from "./account-texts";
import { profileSchema } from "./profile-form";
import { formatThaiMobile, normaliseThaiMobile } from "../shared/thai-contact";

const m = accountTexts;
const region = { subDistrict: "คลองตันเหนือ", district: "วัฒนา", province: "กรุงเทพมหานคร", postalCode: "10110" };

describe("Thai mobile numbers", () => {
  it.each([
    ["0812345678", "0812345678"],
    ["081-234-5678", "0812345678"],
    ["081 234 5678", "0812345678"],
    ["+66 81 234 5678", "0812345678"],
    ["66912345678", "0912345678"],
    ["(062) 345-6789", "0623456789"],
  ])("accepts %s as %s", (input, expected) => {
    expect(normaliseThaiMobile(input)).toBe(expected);
  });

  it.each(["021234567", "0212345678", "081234567", "08123456789", "0712345678", "abc", "", "+1 812 345 6789"])("refuses %s", (input) => {
    expect(normaliseThaiMobile(input)).toBeNull();
  });

  it("formats a stored number for display", () => {
    expect(formatThaiMobile("0812345678")).toBe("081-234-5678");
  });
});

describe("profile form", () => {
  it("trims, stores empty optional fields as null and normalises the phone", () => {
    const result = parseForm(profileSchema, {
      displayName: "  พลอย ",
      firstName: "",
      lastName: " ใจดี ",
      phone: "081-234-5678",
      address: "",
      ...region,
    });
    expect(result).toEqual({
      ok: true,
      value: { displayName: "พลอย", firstName: null, lastName: "ใจดี", phone: "0812345678", address: null, region },
    });
  });

  it("allows no address at all", () => {
    const result = parseForm(profileSchema, { displayName: "พลอย", subDistrict: "", district: "", province: "", postalCode: "" });
    expect(result.ok && result.value.region).toBeNull();
  });

  it("reports the first problem in Thai, naming the field", () => {
    expect(parseForm(profileSchema, { displayName: " " })).toMatchObject({
      ok: false,
      message: m.displayNameRequired,
      field: "displayName",
    });
    expect(parseForm(profileSchema, { displayName: "พลอย", phone: "02-123-4567" })).toMatchObject({
      ok: false,
      message: m.phoneInvalid,
      field: "phone",
    });
    expect(parseForm(profileSchema, { displayName: "พลอย", firstName: "ก".repeat(101) })).toMatchObject({
      ok: false,
      message: m.fieldTooLong,
      field: "firstName",
    });
  });

  it("wants all four address parts or none, and a five-digit postal code", () => {
    expect(parseForm(profileSchema, { displayName: "พลอย", ...region, province: "" })).toMatchObject({
      ok: false,
      message: m.addressIncomplete,
    });
    expect(parseForm(profileSchema, { displayName: "พลอย", ...region, postalCode: "1011" })).toMatchObject({
      ok: false,
      message: m.postalCodeInvalid,
      field: "postalCode",
    });
  });
});
