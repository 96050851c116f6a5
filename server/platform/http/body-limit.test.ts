import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import { getRequest } from "better-call/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVATAR_REQUEST_MAX_BYTES } from "../../../domain/members/member-limits";
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH } from "../../../domain/contact/contact-limits";
import { PAYMENT_PROOF_MAX_BYTES } from "../../../domain/payments/payment-limits";
import { PRODUCT_IMAGE_MAX_BYTES } from "../../../domain/catalog/catalog-limits";
import { SECURITY_LOG_MAX_BYTES } from "../../../domain/auth/auth-limits";
import { adminProductTexts } from "../../../domain/admin/admin-product-texts";
import { adminSlideTexts } from "../../../domain/admin/admin-slide-texts";
import { EMAIL_MAX_LENGTH } from "../../../domain/auth/password";
import { installShopRegistry } from "../../shop-registry";
import { bodyAllowanceFor, bodyLimit, FORM_BODY_MAX_BYTES } from "./body-limit";

// The shop's routes register their allowances at start-up (decision 060).
installShopRegistry();

const TOO_LARGE = "ข้อมูลที่ส่งมามีขนาดใหญ่เกินกำหนด";

type Answer = { status: number; text: string } | { error: string };

let url = "";
let server: http.Server;
/** What the consumers behind the cap received, per request id. */
const received = new Map<string, number>();
/** Bytes the server read from each connection, to see where it stopped reading. */
const connections: Socket[] = [];

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit);
  // Both ways the shop's consumers read a body: React Router's Express adapter and Better Auth's Node adapter.
  app.post("/api/auth/{*rest}", async (req, res) => {
    const request = getRequest({ request: req, base: url });
    const bytes = (await request.arrayBuffer()).byteLength;
    received.set(String(req.query.id), bytes);
    res.type("text/plain").send(String(bytes));
  });
  app.post("/{*rest}", async (req, res) => {
    const body = createReadableStreamFromReadable(req);
    const bytes = (await new Response(body).arrayBuffer()).byteLength;
    received.set(String(req.query.id), bytes);
    res.type("text/plain").send(String(bytes));
  });
  server = http.createServer(app);
  server.on("connection", (socket) => connections.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let nextId = 0;

/** POSTs `chunks` (chunked unless `contentLength` is given) and collects the answer or the failure. */
function post(path: string, chunks: Buffer[], options: { contentLength?: number; contentType?: string; headers?: Record<string, string> } = {}) {
  const id = String(++nextId);
  const headers: Record<string, string | number> = {
    "content-type": options.contentType ?? "application/x-www-form-urlencoded",
    ...options.headers,
  };
  if (options.contentLength !== undefined) headers["content-length"] = options.contentLength;
  const answer = new Promise<Answer>((resolve) => {
    const request = http.request(`${url}${path}?id=${id}`, { method: "POST", headers, agent: false }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(parts).toString("utf8") }));
      response.on("error", (error) => resolve({ error: error.message }));
    });
    request.on("error", (error) => resolve({ error: error.message }));
    void (async () => {
      for (const chunk of chunks) {
        if (request.destroyed) return;
        if (!request.write(chunk)) await new Promise((resolve) => request.once("drain", resolve));
      }
      request.end();
    })();
  });
  return { id, answer };
}

const bytes = (size: number, fill = 0x61) => Buffer.alloc(size, fill);
const pieces = (count: number, size: number) => Array.from({ length: count }, () => bytes(size));

describe("bodyLimit: one cap for every request body", () => {
  it("hands a body within the allowance on, whole, to both kinds of consumer", async () => {
    for (const path of ["/contact", "/api/auth/sign-up/email"]) {
      const declared = post(path, [bytes(40_000)], { contentLength: 40_000 });
      expect(await declared.answer).toEqual({ status: 200, text: "40000" });
      const chunked = post(path, pieces(10, 6_000));
      expect(await chunked.answer).toEqual({ status: 200, text: "60000" });
    }
  });

  it("refuses a declared 200 MB form with 413 before reading it", async () => {
    const { id, answer } = post("/contact", [bytes(1000)], { contentLength: 200 * 1024 * 1024 });
    expect(await answer).toEqual({ status: 413, text: TOO_LARGE });
    expect(received.has(id)).toBe(false);
  });

  it("counts a chunked body as it arrives and refuses it once it passes the allowance", async () => {
    for (const path of ["/contact", "/api/auth/update-user"]) {
      const { id, answer } = post(path, pieces(40, 16 * 1024));
      expect(await answer).toEqual({ status: 413, text: TOO_LARGE });
      expect(received.has(id)).toBe(false);
    }
  });

  it("reads and discards a body declared just over its allowance, then answers 413 (so a browser sees the answer)", async () => {
    const { id, answer } = post("/contact", [bytes(FORM_BODY_MAX_BYTES + 1)], { contentLength: FORM_BODY_MAX_BYTES + 1 });
    expect(await answer).toEqual({ status: 413, text: TOO_LARGE });
    expect(received.has(id)).toBe(false);
  });

  it("cuts off a client that keeps sending far past the allowance", async () => {
    const { id, answer } = post("/contact", pieces(40 * 16, 64 * 1024));
    const result = await answer;
    // 40 MB sent; the server stops reading after its allowance plus the 16 MB drain limit.
    expect(connections.at(-1)!.bytesRead).toBeLessThan(20 * 1024 * 1024);
    // Either the 413 arrives before the connection closes, or the client only sees it closing.
    if ("status" in result) expect(result).toEqual({ status: 413, text: TOO_LARGE });
    else expect(result.error).toMatch(/EPIPE|ECONNRESET|socket hang up/);
    expect(received.has(id)).toBe(false);
  });

  it("drains a video declared just over its streamed allowance and answers the Thai 413, not a reset", async () => {
    const allowance = bodyAllowanceFor("/admin/videos");
    expect(allowance.streamed).toBe(true);
    const size = allowance.maxBytes + 1024 * 1024;
    const { id, answer } = post("/admin/videos", pieces(size / (64 * 1024), 64 * 1024), {
      contentLength: size,
      contentType: "multipart/form-data; boundary=x",
    });
    expect(await answer).toEqual({ status: 413, text: adminSlideTexts.fileTooLarge });
    expect(received.has(id)).toBe(false);
    // Read to its end (drained), not cut off mid-upload where a browser would see only a reset.
    expect(connections.at(-1)!.bytesRead).toBeGreaterThanOrEqual(size);
  });

  it("passes a streamed route's chunked body on as it comes, and ends it for the route at the allowance", async () => {
    const within = post("/admin/videos", pieces(20, 64 * 1024), { contentType: "multipart/form-data; boundary=x" });
    expect(await within.answer).toEqual({ status: 200, text: String(20 * 64 * 1024) });
    const allowance = bodyAllowanceFor("/admin/videos").maxBytes;
    const over = post("/admin/videos", pieces(Math.ceil(allowance / (64 * 1024)) + 8, 64 * 1024), {
      contentType: "multipart/form-data; boundary=x",
    });
    const result = await over.answer;
    // The route saw a body cut short at the allowance (readUploadForm refuses that as 413); a
    // client still sending may see the connection close before the answer, as when cut off.
    if ("error" in result) expect(result.error).toMatch(/EPIPE|ECONNRESET|socket hang up/);
    expect(received.get(over.id)).toBeGreaterThan(allowance - 64 * 1024);
    expect(received.get(over.id)).toBeLessThanOrEqual(allowance);
  });

  it("gives the avatar upload its larger allowance, and only there", async () => {
    const upload = bytes(AVATAR_REQUEST_MAX_BYTES);
    const within = post("/profile", [upload], { contentLength: upload.byteLength, contentType: "multipart/form-data; boundary=x" });
    expect(await within.answer).toEqual({ status: 200, text: String(upload.byteLength) });
    const overChunked = post("/profile.data", pieces(3, 1024 * 1024), { contentType: "multipart/form-data; boundary=x" });
    expect(await overChunked.answer).toEqual({ status: 413, text: "ขนาดไฟล์เกินกำหนด" });
    expect(await post("/contact", [upload], { contentLength: upload.byteLength }).answer).toEqual({ status: 413, text: TOO_LARGE });
  });

  it("lets a 5 MB payment proof through to its page and answers a 6 MB one with 'ไฟล์ใหญ่เกินไป'", async () => {
    const proof = bytes(PAYMENT_PROOF_MAX_BYTES + 8 * 1024);
    const within = post("/payment-confirmation", [proof], {
      contentLength: proof.byteLength,
      contentType: "multipart/form-data; boundary=x",
    });
    expect(await within.answer).toEqual({ status: 200, text: String(proof.byteLength) });
    const six = bytes(6 * 1024 * 1024);
    const over = post("/payment-confirmation.data", [six], {
      contentLength: six.byteLength,
      contentType: "multipart/form-data; boundary=x",
    });
    expect(await over.answer).toEqual({ status: 413, text: "ไฟล์ใหญ่เกินไป" });
  });

  it("lets a 5 MB product photo through to /admin-products and answers a 6 MB one with the dialog's message", async () => {
    const photo = bytes(PRODUCT_IMAGE_MAX_BYTES + 64 * 1024);
    const within = post("/admin-products", [photo], { contentLength: photo.byteLength, contentType: "multipart/form-data; boundary=x" });
    expect(await within.answer).toEqual({ status: 200, text: String(photo.byteLength) });
    const six = bytes(6 * 1024 * 1024);
    const over = post("/admin-products.data", [six], { contentLength: six.byteLength, contentType: "multipart/form-data; boundary=x" });
    expect(await over.answer).toEqual({ status: 413, text: adminProductTexts.imageTooLarge(5) });
    // The other back-office screens keep the form cap.
    expect(bodyAllowanceFor("/admin-categories").maxBytes).toBe(FORM_BODY_MAX_BYTES);
  });

  it("answers a form posted without scripts with a Thai page leading back to the form", async () => {
    const six = bytes(6 * 1024 * 1024);
    const { answer, id } = post("/payment-confirmation", [six], {
      contentLength: six.byteLength,
      contentType: "multipart/form-data; boundary=x",
      headers: { "sec-fetch-mode": "navigate", accept: "text/html" },
    });
    const result = await answer;
    expect(result).toMatchObject({ status: 413 });
    const page = "text" in result ? result.text : "";
    expect(page).toContain('<h1 role="alert">ไฟล์ใหญ่เกินไป</h1>');
    expect(page).toContain(`<a href="/payment-confirmation?id=${id}">ย้อนกลับ</a>`);
  });

  it("holds security reports to their own 4 KB", async () => {
    expect(bodyAllowanceFor("/api/security-log").maxBytes).toBe(SECURITY_LOG_MAX_BYTES);
    const { answer } = post("/api/security-log", [bytes(5000)], { contentLength: 5000, contentType: "application/json" });
    expect(await answer).toEqual({ status: 413, text: TOO_LARGE });
  });

  it("knows a page by its data requests and a trailing slash", () => {
    expect(bodyAllowanceFor("/profile.data").maxBytes).toBe(AVATAR_REQUEST_MAX_BYTES);
    expect(bodyAllowanceFor("/profile/").maxBytes).toBe(AVATAR_REQUEST_MAX_BYTES);
    expect(bodyAllowanceFor("/contact").maxBytes).toBe(FORM_BODY_MAX_BYTES);
    expect(bodyAllowanceFor("/profile/elsewhere").maxBytes).toBe(FORM_BODY_MAX_BYTES);
  });

  it("leaves room for the largest form the shop has: the contact form at its limits, in Thai", () => {
    const thai = (length: number) => "ก".repeat(length);
    const largest = new URLSearchParams({
      name: thai(CONTACT_NAME_MAX_LENGTH),
      email: `${"a".repeat(EMAIL_MAX_LENGTH - 12)}@example.com`,
      subject: thai(CONTACT_SUBJECT_MAX_LENGTH),
      message: thai(CONTACT_MESSAGE_MAX_LENGTH),
    }).toString();
    expect(Buffer.byteLength(largest)).toBeLessThan(FORM_BODY_MAX_BYTES);
  });
});
