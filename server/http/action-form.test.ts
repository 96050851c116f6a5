import { describe, expect, it } from "vitest";
import { readActionForm } from "./action-form";

function post(body: string, contentType?: string) {
  return new Request("http://shop.test/contact", {
    method: "POST",
    body,
    headers: contentType ? { "content-type": contentType } : {},
  });
}

/** What readActionForm threw, as React Router will see it. */
async function refusal(request: Request) {
  try {
    await readActionForm(request);
  } catch (thrown) {
    // React Router turns a thrown `data()` into an error response with its status.
    const { data, init } = thrown as { data: unknown; init: { status: number } };
    return { status: init.status, message: data };
  }
  throw new Error("readActionForm accepted the body");
}

describe("readActionForm: the one reader of form bodies in actions", () => {
  it("reads url-encoded and multipart forms", async () => {
    expect((await readActionForm(post("name=%E0%B8%81&x=1", "application/x-www-form-urlencoded"))).get("name")).toBe("ก");
    const multipart = new Request("http://shop.test/profile", { method: "POST", body: (() => {
      const form = new FormData();
      form.set("avatar", new File(["png"], "a.png", { type: "image/png" }));
      return form;
    })() });
    expect((await readActionForm(multipart)).get("avatar")).toBeInstanceOf(File);
  });

  it.each([
    ["JSON", '{"email":"a@b.c"}', "application/json"],
    ["plain text", "email=a@b.c", "text/plain;charset=UTF-8"],
    ["no content type", "email=a@b.c", undefined],
    ["a look-alike type", "email=a@b.c", "application/x-www-form-urlencodedjunk"],
  ])("refuses %s with 415 and the Thai message", async (_name, body, contentType) => {
    expect(await refusal(post(body, contentType))).toEqual({
      status: 415,
      message: "รูปแบบข้อมูลที่ส่งมาไม่ถูกต้อง กรุณาส่งผ่านแบบฟอร์มของร้าน",
    });
  });

  it.each([
    ["a body without its boundary", "--abc\r\ngarbage", "multipart/form-data; boundary=abc"],
    ["no boundary at all", "--abc\r\n\r\n", "multipart/form-data"],
  ])("refuses broken multipart (%s) with 400", async (_name, body, contentType) => {
    expect(await refusal(post(body, contentType))).toEqual({ status: 400, message: "ข้อมูลที่ส่งมาไม่สมบูรณ์ กรุณาลองใหม่อีกครั้ง" });
  });
});
