import { describe, expect, it } from "vitest";
import { socialSignInFailure } from "./social-sign-in";

describe("socialSignInFailure", () => {
  it("is null without an error", () => {
    expect(socialSignInFailure(new URLSearchParams("provider=line"))).toBeNull();
  });

  it("uses the provider's Thai title and the raw message", () => {
    expect(socialSignInFailure(new URLSearchParams("provider=line&error=access_denied"))).toEqual({
      title: "เข้าสู่ระบบด้วย LINE ไม่สำเร็จ",
      message: "access_denied",
    });
    expect(socialSignInFailure(new URLSearchParams("provider=google&error=invalid_code&error_description=Code expired"))).toEqual({
      title: "เข้าสู่ระบบด้วย Google ไม่สำเร็จ",
      message: "Code expired",
    });
    expect(socialSignInFailure(new URLSearchParams("error=state_mismatch"))?.title).toBe("เข้าสู่ระบบไม่สำเร็จ");
  });

  it("explains an existing account in Thai", () => {
    expect(socialSignInFailure(new URLSearchParams("provider=google&error=account_not_linked"))?.message).toBe("อีเมลนี้มีบัญชีอยู่แล้ว กรุณาเข้าสู่ระบบด้วยอีเมลและรหัสผ่าน");
  });
});
