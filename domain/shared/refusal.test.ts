import { expectMapping } from "./test-support/expect-mapping";
import { describe, expect, it } from "vitest";
import { formRefusalReply } from "./form-contract";
import { refusalStatus, refused } from "./refusal";

describe("refusals from another library and with a heading", () => {
  it("keeps a status the shop answers, and makes any other a 400 or a 500", () =>
    expectMapping(refusalStatus, [
      [429, 429],
      [401, 401],
      [418, 400],
      [504, 500],
    ]));

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
