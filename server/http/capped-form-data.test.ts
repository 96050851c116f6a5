import { describe, expect, it } from "vitest";
import { readCappedFormData } from "./capped-form-data";

const CAP = 64 * 1024;

function multipart(fileBytes: Uint8Array<ArrayBuffer>, options: { declareLength?: boolean } = {}) {
  const form = new FormData();
  form.set("avatar", new File([fileBytes], "face.png", { type: "image/png" }));
  const encoded = new Response(form);
  const contentType = encoded.headers.get("content-type")!;
  return encoded.arrayBuffer().then((body) => {
    const bytes = new Uint8Array(body);
    const headers: Record<string, string> = { "content-type": contentType };
    if (options.declareLength !== false) headers["content-length"] = String(bytes.byteLength);
    return { bytes, headers };
  });
}

/** A body delivered in small chunks without a declared length, counting how much was pulled. */
function streamedRequest(bytes: Uint8Array, headers: Record<string, string>) {
  let pulled = 0;
  const chunk = 4096;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.subarray(pulled, pulled + chunk));
      pulled += chunk;
    },
  });
  const request = new Request("http://shop.test/profile", { method: "POST", body, headers, duplex: "half" } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("readCappedFormData", () => {
  it("parses a multipart body within the cap", async () => {
    const { bytes, headers } = await multipart(new Uint8Array(1000).fill(7));
    const result = await readCappedFormData(new Request("http://shop.test/", { method: "POST", body: bytes, headers }), CAP);
    expect(result.ok).toBe(true);
    const file = result.ok ? result.form.get("avatar") : null;
    expect(file).toBeInstanceOf(File);
    expect((file as File).size).toBe(1000);
  });

  it("refuses a declared length over the cap before parsing anything", async () => {
    const { bytes, headers } = await multipart(new Uint8Array(CAP * 2));
    const streamed = streamedRequest(bytes, headers);
    expect(await readCappedFormData(streamed.request, CAP)).toEqual({ ok: false, reason: "too-large" });
  });

  it("stops keeping a body without a declared length once it passes the cap", async () => {
    const { bytes, headers } = await multipart(new Uint8Array(CAP * 3), { declareLength: false });
    const streamed = streamedRequest(bytes, headers);
    expect(await readCappedFormData(streamed.request, CAP)).toEqual({ ok: false, reason: "too-large" });
  });

  it("stops reading altogether when a client keeps sending far past the cap", async () => {
    const { bytes, headers } = await multipart(new Uint8Array(40 * 1024 * 1024), { declareLength: false });
    const streamed = streamedRequest(bytes, headers);
    expect(await readCappedFormData(streamed.request, CAP)).toEqual({ ok: false, reason: "too-large" });
    expect(streamed.pulled()).toBeLessThan(20 * 1024 * 1024);
  });

  it("refuses bodies that are not multipart or not well formed", async () => {
    const urlEncoded = new Request("http://shop.test/", {
      method: "POST",
      body: "avatar=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await readCappedFormData(urlEncoded, CAP)).toEqual({ ok: false, reason: "not-multipart" });
    const broken = new Request("http://shop.test/", {
      method: "POST",
      body: "--nope\r\ngarbage",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
    });
    expect(await readCappedFormData(broken, CAP)).toEqual({ ok: false, reason: "malformed" });
  });
});
