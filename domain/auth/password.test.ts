import { expectMapping } from "../shared/test-support/expect-mapping";
import { describe, it, expect } from "vitest";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordCharacterClasses, passwordProblem } from "./password";

describe("passwordProblem", () => {
  it("uses the spec's limits", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(EMAIL_MAX_LENGTH).toBe(255);
  });

  it("rejects passwords under 8 characters", () => {
    expect(passwordProblem("Ab1!xyz")).toBe("รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร");
    expect(passwordProblem("")).toBe("รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร");
  });

  it("rejects passwords over 128 characters", () => {
    expect(passwordProblem("Aa1!" + "x".repeat(125))).toBe("รหัสผ่านต้องไม่เกิน 128 ตัวอักษร");
    expect(passwordProblem("Aa1!" + "x".repeat(124))).toBeNull();
  });

  it("requires at least three of the four character classes", () => {
    const weak = "รหัสผ่านควรมีอักษรใหญ่ อักษรเล็ก ตัวเลข และอักขระพิเศษ";
    expectMapping(passwordProblem, [
      ["abcdefgh", weak],
      ["abcdefg1", weak],
      ["ABCDEFG!", weak],
    ]);
    expect(passwordProblem("Abcdefg1")).toBeNull();
    expect(passwordProblem("abcdef1!")).toBeNull();
    expect(passwordProblem("ABCDEF1!")).toBeNull();
    expect(passwordProblem("Abcdef1!")).toBeNull();
  });

  it("counts Thai letters as special characters", () => {
    expect(passwordCharacterClasses("รหัสabc1")).toBe(3);
    expect(passwordProblem("รหัสabc1")).toBeNull();
  });
});
