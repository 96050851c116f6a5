import { oneFieldRefusal } from "../shared/test-support/form-refusals";
import { formData } from "../shared/test-support/form-data";
import { describe, it, expect } from "vitest";
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./auth-forms";
import { parseForm } from "../shared/form-contract";

describe("parseForm with signInSchema", () => {
  it("trims and lower-cases the email but keeps the password as typed", () => {
    const result = parseForm(signInSchema, formData({ email: "  Som.Chai@Example.COM ", password: " secret " }));
    expect(result).toEqual({ ok: true, value: { email: "som.chai@example.com", password: " secret " } });
  });

  it("asks for both fields before judging the email format", () => {
    expect(parseForm(signInSchema, formData({ email: "not-an-email", password: "" }))).toMatchObject({
      ok: false,
      message: "กรุณากรอกอีเมลและรหัสผ่าน",
    });
    expect(parseForm(signInSchema, formData({ email: "   ", password: "x" }))).toMatchObject({
      ok: false,
      message: "กรุณากรอกอีเมลและรหัสผ่าน",
    });
    expect(parseForm(signInSchema, formData({}))).toMatchObject({ ok: false, message: "กรุณากรอกอีเมลและรหัสผ่าน" });
  });

  it("reports a malformed email and names the field", () => {
    expect(parseForm(signInSchema, { email: "somchai@", password: "x" })).toEqual(oneFieldRefusal("รูปแบบอีเมลไม่ถูกต้อง", "email"));
  });

  it("rejects emails over 255 characters", () => {
    const result = parseForm(signInSchema, { email: `${"a".repeat(250)}@example.com`, password: "x" });
    expect(result).toMatchObject({ ok: false, field: "email" });
  });

  it("treats a file in a text field as missing, and ignores repeated fields", () => {
    const data = formData({ email: "a@b.co" });
    data.append("password", new Blob(["x"]));
    expect(parseForm(signInSchema, data)).toMatchObject({ ok: false, message: "กรุณากรอกอีเมลและรหัสผ่าน" });
    const repeated = formData({ email: "a@b.co", password: "first" });
    repeated.append("password", "second");
    expect(parseForm(signInSchema, repeated)).toMatchObject({ ok: true, value: { password: "first" } });
  });
});

describe("parseForm refuses control characters", () => {
  it.each(["som\u0000chai@example.com", "somchai@example.com\u0007", "\u001bname"])("refuses %j with the Thai message", (email) => {
    expect(parseForm(signInSchema, formData({ email, password: "Lipstick-2024!" }))).toEqual(oneFieldRefusal("ข้อมูลมีอักขระที่ใช้ไม่ได้", "email"));
  });

  it("keeps tabs and line breaks, which a textarea may hold", () => {
    expect(parseForm(signInSchema, { email: "a@example.com", password: "line one\r\n\tline two" }).ok).toBe(true);
  });
});

describe("signUpSchema", () => {
  const valid = { name: " Somchai ", email: "Somchai@Example.com", password: "Lipstick1", confirmPassword: "Lipstick1" };

  it("accepts a complete form and normalises it", () => {
    expect(parseForm(signUpSchema, valid)).toEqual({
      ok: true,
      value: { name: "Somchai", email: "somchai@example.com", password: "Lipstick1", confirmPassword: "Lipstick1" },
    });
  });

  it("requires every field", () => {
    for (const field of Object.keys(valid)) {
      expect(parseForm(signUpSchema, { ...valid, [field]: "" })).toMatchObject({
        ok: false,
        message: "กรุณากรอกข้อมูลให้ครบถ้วน",
      });
    }
  });

  it("checks email format, then matching passwords, then strength", () => {
    expect(parseForm(signUpSchema, { ...valid, email: "nope", confirmPassword: "other" })).toMatchObject({
      message: "รูปแบบอีเมลไม่ถูกต้อง",
    });
    expect(parseForm(signUpSchema, { ...valid, password: "weak", confirmPassword: "other" })).toMatchObject({
      message: "รหัสผ่านไม่ตรงกัน",
      field: "confirmPassword",
    });
    expect(parseForm(signUpSchema, { ...valid, password: "weak", confirmPassword: "weak" })).toMatchObject({
      message: "รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร",
      field: "password",
    });
    expect(parseForm(signUpSchema, { ...valid, password: "lipstick", confirmPassword: "lipstick" })).toMatchObject({
      message: "รหัสผ่านควรมีอักษรใหญ่ อักษรเล็ก ตัวเลข และอักขระพิเศษ",
    });
  });
});

describe("forgotPasswordSchema", () => {
  it("requires an email in a valid format", () => {
    expect(parseForm(forgotPasswordSchema, { email: "" })).toMatchObject({ ok: false, message: "กรุณากรอกอีเมล" });
    expect(parseForm(forgotPasswordSchema, { email: "x" })).toMatchObject({ ok: false, message: "รูปแบบอีเมลไม่ถูกต้อง" });
    expect(parseForm(forgotPasswordSchema, { email: " A@B.CO " })).toEqual({ ok: true, value: { email: "a@b.co" } });
    // Placeholder addresses of LINE accounts without an e-mail can never be claimed or mailed.
    expect(parseForm(forgotPasswordSchema, { email: "line-u1@users.line.invalid" })).toMatchObject({
      ok: false,
      message: "รูปแบบอีเมลไม่ถูกต้อง",
    });
  });
});

describe("resetPasswordSchema", () => {
  it("requires both fields", () => {
    expect(parseForm(resetPasswordSchema, { password: "abcdefgh" })).toMatchObject({
      ok: false,
      message: "กรุณากรอกรหัสผ่านใหม่และยืนยันรหัสผ่าน",
    });
  });

  it("requires at least 8 characters and a match, but not the sign-up strength rule", () => {
    expect(parseForm(resetPasswordSchema, { password: "short", confirmPassword: "short" })).toMatchObject({
      message: "รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร",
    });
    expect(parseForm(resetPasswordSchema, { password: "abcdefgh", confirmPassword: "abcdefgx" })).toMatchObject({
      message: "รหัสผ่านไม่ตรงกัน",
    });
    expect(parseForm(resetPasswordSchema, { password: "abcdefgh", confirmPassword: "abcdefgh" })).toMatchObject({ ok: true });
  });

  it("caps the length at 128", () => {
    const long = "a".repeat(129);
    expect(parseForm(resetPasswordSchema, { password: long, confirmPassword: long })).toMatchObject({
      message: "รหัสผ่านต้องไม่เกิน 128 ตัวอักษร",
    });
  });
});

describe("changePasswordSchema", () => {
  const valid = { currentPassword: "old-pass", newPassword: "new-pass1", confirmPassword: "new-pass1" };

  it("accepts a complete, matching change", () => {
    expect(parseForm(changePasswordSchema, valid)).toEqual({ ok: true, value: valid });
  });

  it("requires all three fields, a match and 8 characters", () => {
    expect(parseForm(changePasswordSchema, { ...valid, currentPassword: "" })).toMatchObject({
      message: "กรุณากรอกรหัสผ่านให้ครบทุกช่อง",
    });
    expect(parseForm(changePasswordSchema, { ...valid, confirmPassword: "new-pass2" })).toMatchObject({
      message: "รหัสผ่านไม่ตรงกัน",
    });
    expect(parseForm(changePasswordSchema, { ...valid, newPassword: "a1", confirmPassword: "a1" })).toMatchObject({
      message: "รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร",
    });
  });
});
