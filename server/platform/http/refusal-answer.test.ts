import { expectMapping } from "../../../domain/shared/test-support/expect-mapping";
import { describe, expect, it } from "vitest";
import { parseForm } from "../../../domain/shared/form-contract";
import { refused } from "../../../domain/shared/refusal";
import { z } from "zod";
import { formRefusal, formShownAgain, isDocumentRequest, jsonRefusal, pageRefusal, refusalPage } from "./refusal-answer";
import { fieldsRefusedReply } from "../../../domain/shared/test-support/form-refusals";

const schema = z.object({ name: z.string().min(1, "กรุณากรอกชื่อ"), phone: z.string().regex(/^0\d{9}$/, "เบอร์โทรไม่ถูกต้อง") });

describe("the one refusal mapping", () => {
  it("answers a refused form with its status, every field's error and what was sent", () => {
    const form = new FormData();
    form.set("intent", "profile");
    form.set("name", "");
    form.set("phone", "12");
    const parsed = parseForm(schema, form);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const answer = formRefusal("profile", parsed, form);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual(fieldsRefusedReply("profile", { name: "กรุณากรอกชื่อ", phone: "เบอร์โทรไม่ถูกต้อง" }, { name: "", phone: "12" }));
  });

  it("carries a form's list of form-wide problems and its own detail; a form answered again without a refusal keeps what was sent", () => {
    const form = new FormData();
    form.set("firstName", "มะลิ");
    const soldOut = refused<{ kind: string }>(409, "ลิป ก หมดแล้ว", undefined, {
      formErrors: ["ลิป ก หมดแล้ว", "ลิป ข เหลือ 1 ชิ้น"],
      detail: { kind: "out-of-stock" },
    });
    const answer = formRefusal("submit", soldOut, form);
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toEqual({
      ok: false,
      intent: "submit",
      message: "ลิป ก หมดแล้ว",
      formErrors: ["ลิป ก หมดแล้ว", "ลิป ข เหลือ 1 ชิ้น"],
      detail: { kind: "out-of-stock" },
      values: { firstName: "มะลิ" },
    });
    const again = formShownAgain("submit", { total: 520_00 }, form);
    expect(again.init?.status).toBe(200);
    expect(again.data).toEqual({ ok: true, intent: "submit", values: { firstName: "มะลิ" }, detail: { total: 520_00 } });
  });

  it("never sends a password back to the page", () => {
    const form = new FormData();
    form.set("email", "somchai@example.com");
    form.set("password", "Secret-pass-1");
    form.set("confirmPassword", "Secret-pass-2");
    form.set("currentPassword", "Old-pass-1");
    expect(formRefusal("sign-up", refused(400, "รหัสผ่านไม่ตรงกัน", "confirmPassword"), form).data).toMatchObject({
      values: { email: "somchai@example.com" },
    });
    expect(JSON.stringify(formRefusal("sign-up", refused(400, "x"), form).data)).not.toMatch(/pass-/);
  });

  it("shows the server's better values over what was sent, and says when to try again", () => {
    const form = new FormData();
    form.set("stock", "5");
    const answer = formRefusal("edit", refused(429, "ช้าลงหน่อย", undefined, { shown: { stock: "3" }, retryAfterSeconds: 59.2 }), form);
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("60");
    expect(answer.data).toMatchObject({ values: { stock: "3" } });
  });

  it("answers a JSON client and a page with the same status and message", async () => {
    const refusal = refused(409, "สินค้าหมด", "quantity");
    const response = jsonRefusal(refusal);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ ok: false, status: 409, message: "สินค้าหมด", field: "quantity" });
    expect(pageRefusal(refusal)).toMatchObject({ data: "สินค้าหมด", init: { status: 409 } });
  });

  it("tells a form posted without scripts from a fetcher's or a JSON client's request", () => {
    const post = (headers: Record<string, string>) => new Request("http://shop.test/admin/control-panel/profile", { method: "POST", headers });
    expectMapping(isDocumentRequest, [
      [post({ "sec-fetch-mode": "navigate", accept: "text/html" }), true],
      [post({ accept: "text/html,application/xhtml+xml" }), true],
      [post({ "sec-fetch-mode": "cors", accept: "*/*" }), false],
      [post({ accept: "application/json" }), false],
      [post({}), false],
    ]);
  });

  it("answers such a form, on a route with no page of its own, with a short Thai page: the message and the way back", async () => {
    const page = refusalPage(refused(400, "กรุณากรอก <ชื่อ>", "name"), "/lip?x=1&y=2");
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    expect(html).toContain('<h1 role="alert">กรุณากรอก &#60;ชื่อ&#62;</h1>');
    expect(html).toContain('href="/lip?x=1&#38;y=2"');
  });
});
