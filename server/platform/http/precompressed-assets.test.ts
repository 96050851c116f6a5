import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync, brotliDecompressSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed-assets";
import { request, startPageServer } from "./test-support/page-server";

const SCRIPT = `export const greeting = "สวัสดี";\n`.repeat(200);
let dir: string;
let server: Awaited<ReturnType<typeof startPageServer>>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "shop-assets-"));
  await writeFile(path.join(dir, "entry-abc.js"), SCRIPT);
  await writeFile(path.join(dir, "entry-abc.js.br"), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dir, "entry-abc.js.gz"), gzipSync(SCRIPT));
  await writeFile(path.join(dir, "plain-abc.js"), SCRIPT);
  const assets = express.Router();
  assets.use(precompressedAssets(dir));
  assets.use(express.static(dir, { index: false }));
  server = await startPageServer((_req, _res, next) => next(), assets);
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe("precompressedAssets", () => {
  it("sends the brotli file to browsers that take it, as JavaScript, cached for a year", async () => {
    const response = await request(`${server.url}/entry-abc.js`, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(response.body).toString("utf8")).toBe(SCRIPT);
  });

  it("sends the gzip file to gzip-only clients and the plain file to the rest", async () => {
    const gzip = await request(`${server.url}/entry-abc.js`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(SCRIPT);
    const plain = await request(`${server.url}/entry-abc.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it("falls through for files without compressed forms and unknown names", async () => {
    // No .br beside it: the static handler serves it (compressed on the fly by compression()).
    const plain = await request(`${server.url}/plain-abc.js`, { headers: { "accept-encoding": "br" } });
    expect(plain.status).toBe(200);
    expect(plain.headers["cache-control"]).not.toMatch(/immutable/);
    expect(brotliDecompressSync(plain.body).toString("utf8")).toBe(SCRIPT);
    expect((await request(`${server.url}/../secret.js`, { headers: { "accept-encoding": "br" } })).status).toBe(404);
    expect((await request(`${server.url}/missing.js`, { headers: { "accept-encoding": "br" } })).status).toBe(404);
  });
});
