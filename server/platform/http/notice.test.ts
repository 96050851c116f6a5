import { describe, expect, it } from "vitest";
import { accessTexts } from "../../../domain/auth/access-texts";
import { noticeCookieHeader, readNotice } from "./notice";

const requestWith = (setCookie: string) => new Request("http://shop.test/", { headers: { cookie: `a=1; ${setCookie.split(";")[0]}` } });

describe("one-shot notices", () => {
  it("carries a notice and its tone across a redirect", () => {
    expect(readNotice(requestWith(noticeCookieHeader("access-denied")))).toEqual({
      key: "access-denied",
      tone: "error",
      message: accessTexts.denied,
    });
    expect(readNotice(requestWith(noticeCookieHeader("sign-in-to-checkout")))).toMatchObject({ message: "กรุณาเข้าสู่ระบบก่อนทำการสั่งซื้อ" });
  });

  it("carries an order number into the success toast", () => {
    const header = noticeCookieHeader("order-created", "ORDER-AB12CD34E");
    expect(header).toBe("shop_notice=order-created~ORDER-AB12CD34E; Path=/; Max-Age=60; HttpOnly; SameSite=Lax");
    expect(readNotice(requestWith(header))).toEqual({ key: "order-created", tone: "success", message: "สร้างคำสั่งซื้อสำเร็จ: ORDER-AB12CD34E" });
  });

  it("never lets a cookie put its own text into a toast", () => {
    expect(noticeCookieHeader("order-created", "<script>")).toMatch(/^shop_notice=order-created;/);
    expect(readNotice(requestWith("shop_notice=order-created~<b>hi</b>"))).toBeNull();
    expect(readNotice(requestWith("shop_notice=made-up"))).toBeNull();
    expect(readNotice(requestWith("shop_notice=constructor"))).toBeNull();
  });
});
