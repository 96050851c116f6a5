import { describe, expect, it } from "vitest";
import { formRefusalReply } from "./form-contract";
import { refusalStatus, refused } from "./refusal";

describe("refusals from another library and with a heading", () => {
  it("keeps a status the shop answers, and makes any other a 400 or a 500", () => {
    expect(refusalStatus(429)).toBe(429);
    expect(refusalStatus(401)).toBe(401);
    expect(refusalStatus(418)).toBe(400);
    expect(refusalStatus(504)).toBe(500);
  });

  it("carries a title into the form's reply", () => {
    const refusal = refused(401, "อีเมลหรือรหัสผ่านไม่ถูกต้อง", undefined, { title: "เข้าสู่ระบบไม่สำเร็จ" });
    expect(formRefusalReply("sign-in", refusal)).toEqual({
      ok: false,
      intent: "sign-in",
      title: "เข้าสู่ระบบไม่สำเร็จ",
      message: "อีเมลหรือรหัสผ่านไม่ถูกต้อง",
      values: {},
    });
  });
});
