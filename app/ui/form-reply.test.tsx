import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FormReply } from "../../domain/shared/form-contract";
import { FieldError, fieldErrorProps, FormAlert, formAlertId, sentValueOf } from "./form-reply";

// A refused form with two fields in trouble: the first one's error is also the alert's message.
const reply: FormReply = {
  ok: false,
  intent: "submit",
  title: "สมัครสมาชิกไม่สำเร็จ",
  message: "กรุณากรอกข้อมูลให้ครบถ้วน",
  field: "subject",
  fieldErrors: { subject: "กรุณากรอกข้อมูลให้ครบถ้วน", email: "รูปแบบอีเมลไม่ถูกต้อง" },
  values: { name: "สมหญิง", email: "not-an-email" },
};

describe("the browser half of the form contract", () => {
  it("shows every field's own error beside it, and each text once: the alert's own is not repeated under its field", () => {
    const email = renderToStaticMarkup(<FieldError reply={reply} formId="contact" name="email" />);
    expect(email).toContain("รูปแบบอีเมลไม่ถูกต้อง");
    expect(email).toContain('id="contact-email-error"');
    expect(renderToStaticMarkup(<FieldError reply={reply} formId="contact" name="subject" />)).toBe("");
    expect(renderToStaticMarkup(<FieldError reply={reply} formId="contact" name="name" />)).toBe("");
  });

  it("marks each field in trouble invalid and ties it to the line that says its error", () => {
    expect(fieldErrorProps(reply, "contact", "email")).toEqual({ "aria-invalid": true, "aria-describedby": "contact-email-error" });
    expect(fieldErrorProps(reply, "contact", "subject", "contact-subject-hint")).toEqual({
      "aria-invalid": true,
      "aria-describedby": `contact-subject-hint ${formAlertId("contact")}`,
    });
    expect(fieldErrorProps(reply, "contact", "name")).toEqual({});
    expect(fieldErrorProps(reply, "contact", "name", "hint")).toEqual({ "aria-describedby": "hint" });
  });

  it("puts the refusal's title above its message in the alert", () => {
    const html = renderToStaticMarkup(<FormAlert reply={reply} id={formAlertId("contact")} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('id="contact-alert"');
    expect(html).toMatch(/<strong[^>]*>สมัครสมาชิกไม่สำเร็จ<\/strong>กรุณากรอกข้อมูลให้ครบถ้วน/);
    expect(renderToStaticMarkup(<FormAlert reply={{ ok: true, intent: "submit" }} />)).toBe("");
  });

  it("shows what was sent again after a refusal, the stored value otherwise", () => {
    expect(sentValueOf(reply, "name", "เดิม")).toBe("สมหญิง");
    expect(sentValueOf(reply, "phone", "0812345678")).toBe("0812345678");
    expect(sentValueOf({ ok: true, intent: "submit" }, "name", "เดิม")).toBe("เดิม");
  });
});
