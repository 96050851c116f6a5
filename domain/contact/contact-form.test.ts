import { formData } from "../shared/test-support/form-data";
import { describe, expect, it } from "vitest";
import { parseForm } from "../shared/form-contract";
import { contactMessageSchema } from "./contact-form";
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from "./contact-limits";

const valid = { name: "  สมหญิง   ใจดี ", email: " Somying@Example.COM ", subject: "สอบถาม\nเรื่องสี", message: "สวัสดีค่ะ\r\nขอสอบถาม " };

describe("contactMessageSchema", () => {
  it("accepts a complete message and tidies it", () => {
    const result = parseForm(contactMessageSchema, formData(valid));
    expect(result).toEqual({
      ok: true,
      value: { name: "สมหญิง ใจดี", email: "somying@example.com", subject: "สอบถาม เรื่องสี", message: "สวัสดีค่ะ\nขอสอบถาม" },
    });
  });

  it.each(["name", "email", "subject", "message"])("asks for every field when %s is missing or blank", (field) => {
    const missing = parseForm(contactMessageSchema, formData({ ...valid, [field]: "   " }));
    expect(missing).toMatchObject({ ok: false, message: "กรุณากรอกข้อมูลให้ครบถ้วน", field });
    const { [field]: _dropped, ...rest } = valid as Record<string, string>;
    expect(parseForm(contactMessageSchema, formData(rest))).toMatchObject({ ok: false, message: "กรุณากรอกข้อมูลให้ครบถ้วน" });
  });

  it("reports a malformed email in Thai", () => {
    expect(parseForm(contactMessageSchema, formData({ ...valid, email: "not-an-email" }))).toMatchObject({
      ok: false,
      message: "รูปแบบอีเมลไม่ถูกต้อง",
      field: "email",
    });
  });

  it("refuses over-long fields", () => {
    expect(parseForm(contactMessageSchema, formData({ ...valid, name: "ก".repeat(CONTACT_NAME_MAX_LENGTH + 1) }))).toMatchObject({
      ok: false,
      message: `ชื่อต้องไม่เกิน ${CONTACT_NAME_MAX_LENGTH} ตัวอักษร`,
    });
    expect(parseForm(contactMessageSchema, formData({ ...valid, message: "ก".repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) }))).toMatchObject({
      ok: false,
      message: "ข้อความต้องไม่เกิน 5,000 ตัวอักษร",
      field: "message",
    });
    expect(parseForm(contactMessageSchema, formData({ ...valid, message: "ก".repeat(CONTACT_MESSAGE_MAX_LENGTH) })).ok).toBe(true);
  });
});
