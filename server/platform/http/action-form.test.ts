import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { anUploadsDir, filesUnder } from "./test-support/received-file";
import { readActionForm, readUploadForm } from "./action-form";
import { installShopRegistry } from "../../shop-registry";

// The streamed routes (the back-office's video uploads) are registered at start-up (decision 060).
installShopRegistry();

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
    const multipart = new Request("http://shop.test/profile", {
      method: "POST",
      body: (() => {
        const form = new FormData();
        form.set("avatar", new File(["png"], "a.png", { type: "image/png" }));
        return form;
      })(),
    });
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

describe("readUploadForm: large files streamed to disk while counted", () => {
  const multipart = (path: string, fields: Record<string, string | File>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return new Request(`http://shop.test${path}`, { method: "POST", body: form });
  };

  async function caught(run: () => Promise<unknown>) {
    try {
      await run();
    } catch (thrown) {
      const { data, init } = thrown as { data: unknown; init: { status: number } };
      return { status: init.status, message: data };
    }
    throw new Error("readUploadForm accepted the body");
  }

  it("writes the file under uploads/.incoming as it arrives, keeps the text fields, and discards on request", async () => {
    const uploadsDir = await anUploadsDir();
    const video = Buffer.alloc(300_000, 9);
    const received = await readUploadForm(multipart("/admin/videos", { intent: "create", title: "รีวิว", videoFile: new File([video], "clip.mp4") }), {
      uploadsDir,
      files: { videoFile: 1024 * 1024 },
    });
    expect(received.form.get("title")).toBe("รีวิว");
    const file = received.files.get("videoFile")!;
    expect(file).toMatchObject({ size: 300_000, fileName: "clip.mp4", overCap: false });
    expect(path.dirname(file.path)).toBe(path.join(uploadsDir, ".incoming"));
    expect(await readFile(file.path)).toEqual(video);
    await received.discard();
    expect(await filesUnder(uploadsDir)).toEqual([]);
  });

  it("cuts a file off at its cap and keeps nothing of it; ignores file fields it does not take and empty file inputs", async () => {
    const uploadsDir = await anUploadsDir();
    const received = await readUploadForm(
      multipart("/admin/videos", {
        videoFile: new File([Buffer.alloc(200_000)], "big.mp4"),
        other: new File(["x"], "x.txt"),
        empty: new File([], ""),
      }),
      { uploadsDir, files: { videoFile: 100_000, empty: 100 } },
    );
    expect(received.files.get("videoFile")).toMatchObject({ overCap: true });
    expect(received.files.get("videoFile")!.size).toBeGreaterThan(100_000);
    expect(received.files.has("other")).toBe(false);
    expect(received.files.has("empty")).toBe(false);
    expect(await filesUnder(uploadsDir)).toEqual([]);
  });

  it("refuses text fields past the form cap (413), JSON (415), broken multipart (400), leaving no file behind", async () => {
    const uploadsDir = await anUploadsDir();
    const options = { uploadsDir, files: { videoFile: 1024 * 1024 } };
    expect(
      await caught(() => readUploadForm(multipart("/admin/videos", { title: "ก".repeat(30_000), videoFile: new File(["v"], "v.mp4") }), options)),
    ).toMatchObject({ status: 413 });
    expect(await caught(() => readUploadForm(post('{"a":1}', "application/json"), options))).toMatchObject({ status: 415 });
    const broken = new Request("http://shop.test/admin/videos", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      body: '--abc\r\nContent-Disposition: form-data; name="videoFile"; filename="v.mp4"\r\n\r\npartial video with no end',
    });
    expect(await caught(() => readUploadForm(broken, options))).toMatchObject({ status: 400 });
    // A file part the form does not take, cut short: read past, then the same 400 (it once
    // crashed the process: the skipped part's stream errored with nobody listening).
    const skippedAndBroken = new Request("http://shop.test/admin/videos", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      body: '--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--abc\r\nContent-Disposition: form-data; name="other"; filename="o.bin"\r\n\r\nbytes with no end',
    });
    expect(await caught(() => readUploadForm(skippedAndBroken, options))).toMatchObject({ status: 400 });
    expect(await filesUnder(uploadsDir)).toEqual([]);
  });

  it("answers a client that goes away mid-upload as a client's error (400), removing the part written", async () => {
    const uploadsDir = await anUploadsDir();
    const head = '--abc\r\nContent-Disposition: form-data; name="videoFile"; filename="v.mp4"\r\n\r\n';
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        controller.enqueue(new Uint8Array(100_000));
        setTimeout(() => controller.error(new Error("aborted")), 20);
      },
    });
    const request = new Request("http://shop.test/admin/videos", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(await caught(() => readUploadForm(request, { uploadsDir, files: { videoFile: 1024 * 1024 } }))).toMatchObject({ status: 400 });
    expect(await filesUnder(uploadsDir)).toEqual([]);
  });

  it("holds a form read whole on a streamed route to the form cap", async () => {
    const big = new URLSearchParams({ name: "x".repeat(70 * 1024) }).toString();
    expect(
      await refusal(
        new Request("http://shop.test/admin/videos", {
          method: "POST",
          body: big,
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
      ),
    ).toMatchObject({ status: 413 });
    expect(
      (
        await readActionForm(
          new Request("http://shop.test/admin/videos", {
            method: "POST",
            body: "intent=delete",
            headers: { "content-type": "application/x-www-form-urlencoded" },
          }),
        )
      ).get("intent"),
    ).toBe("delete");
  });
});
