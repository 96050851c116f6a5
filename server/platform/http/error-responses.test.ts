import { expectMapping } from "../../../domain/shared/test-support/expect-mapping";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "../logger";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { clientErrorStatus, logPageError, shopErrorHandler } from "./error-responses";
import { request } from "./test-support/page-server";

let url = "";
let server: http.Server;

beforeAll(async () => {
  const uploads = await mkdtemp(path.join(os.tmpdir(), "shop-errors-"));
  await writeFile(path.join(uploads, "face.webp"), "webp");
  const app = express();
  app.use("/media", express.static(uploads, { index: false, dotfiles: "ignore", fallthrough: false }));
  app.get("/forbidden", () => {
    throw Object.assign(new Error("nope"), { status: 403 });
  });
  app.get("/status-code", () => {
    throw Object.assign(new Error("gone"), { statusCode: 410 });
  });
  app.get("/fault", () => {
    throw new Error("database on fire");
  });
  app.get("/not-a-client-status", () => {
    throw Object.assign(new Error("upstream"), { status: 502 });
  });
  app.get("/products/:slug", (req, res) => {
    res.send(req.params.slug);
  });
  app.use(shopErrorHandler);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A GET with the path sent exactly as written. */
async function get(rawPath: string) {
  const { status, text } = await request(`${url}/`, { path: rawPath });
  return { status, text };
}

describe("shopErrorHandler: one error handler, 4xx for the client's mistakes", () => {
  it.each([
    ["/media/..%2f..%2fetc/passwd", 403, "ไม่อนุญาตให้เข้าถึง"],
    ["/media/%2e%2e/", 403, "ไม่อนุญาตให้เข้าถึง"],
    ["/media/no-such-file.webp", 404, "ไม่พบสิ่งที่ต้องการ"],
    ["/media/%E0%A4%A", 400, "คำขอไม่ถูกต้อง"],
    ["/products/%E0%A4%A", 400, "คำขอไม่ถูกต้อง"],
    ["/forbidden", 403, "ไม่อนุญาตให้เข้าถึง"],
    ["/status-code", 410, "คำขอไม่ถูกต้อง"],
  ])("answers %s with %i and a short Thai text, logging no error or stack", async (requestPath, status, text) => {
    const error = vi.spyOn(logger, "error");
    const warn = vi.spyOn(logger, "warn");
    expect(await get(requestPath)).toEqual({ status, text });
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    error.mockRestore();
    warn.mockRestore();
  });

  it("answers a fault of the server with 500 and logs it with its stack trace", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    for (const faulty of ["/fault", "/not-a-client-status"]) {
      expect(await get(faulty)).toEqual({ status: 500, text: "เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง" });
    }
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]![1]).toMatchObject({ path: "/fault", error: "database on fire", stack: expect.stringContaining("at ") });
    error.mockRestore();
  });

  it("reads the status of http-errors style errors and URIError", () => {
    expectMapping(clientErrorStatus, [
      [new URIError("URI malformed"), 400],
      [{ statusCode: 413, type: "entity.too.large" }, 413],
      [{ status: 404 }, 404],
    ]);
    expect(clientErrorStatus({ status: 500 })).toBeNull();
    expect(clientErrorStatus({ status: "400" })).toBeNull();
    expect(clientErrorStatus(new Error("plain"))).toBeNull();
    expect(clientErrorStatus(null)).toBeNull();
  });
});

describe("React Router's errors", () => {
  const request = (path: string) => new Request(`http://shop.test${path}`, { method: "POST" });

  it("logs a client's mistake (a POST to a page without an action) without an error line or stack", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    // The router wraps its own error this way (the Error becomes the response's `error`).
    const refusal = new ErrorResponseImpl(405, "Method Not Allowed", new Error('You made a POST request to "/" but did not provide an `action`'), true);
    logPageError(refusal, request("/"));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("logs a fault with its stack, unwrapping the router's error response", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    logPageError(new Error("database on fire"), request("/products"));
    const wrapped = new ErrorResponseImpl(500, "Internal Server Error", new Error("render failed"), true);
    logPageError(wrapped, request("/cart"));
    expect(error.mock.calls.map((call) => call[1])).toMatchObject([
      { path: "/products", error: "database on fire", stack: expect.stringContaining("at ") },
      { path: "/cart", error: "render failed", stack: expect.stringContaining("at ") },
    ]);
    error.mockRestore();
  });

  it("stays quiet about a request the client abandoned", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    logPageError(new Error("late"), new Request("http://shop.test/", { signal: controller.signal }));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
