import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareImageRenditions } from "./share-image";

let uploads: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  uploads = await mkdtemp(path.join(os.tmpdir(), "shop-share-image-"));
  await mkdir(path.join(uploads, "demo"));
  // A half-transparent WebP, as uploads may be: the JPEG gets white behind it.
  const webp = await sharp({ create: { width: 40, height: 20, channels: 4, background: { r: 209, g: 36, b: 90, alpha: 0.5 } } })
    .webp()
    .toBuffer();
  await writeFile(path.join(uploads, "demo", "hero-lips-960.webp"), webp);
  await writeFile(path.join(uploads, "secret.txt"), "not an image");
  const app = express();
  app.use("/media", shareImageRenditions(uploads));
  app.use("/media", express.static(uploads, { index: false, fallthrough: false }));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/media`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(uploads, { recursive: true, force: true });
});

describe("JPEG share images", () => {
  it("makes the JPEG from the stored WebP on first request and keeps it", async () => {
    const response = await fetch(`${base}/demo/hero-lips-960.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const image = sharp(Buffer.from(await response.arrayBuffer()));
    expect(await image.metadata()).toMatchObject({ format: "jpeg", width: 40, height: 20 });
    const [red, green, blue] = (await image.raw().toBuffer()).subarray(0, 3);
    // 50 % of the brand pink over white.
    expect(red).toBeGreaterThan(220);
    expect(green).toBeGreaterThan(130);
    expect(blue).toBeGreaterThan(160);
    const written = await stat(path.join(uploads, "demo", "hero-lips-960.jpg"));
    expect((await fetch(`${base}/demo/hero-lips-960.jpg`)).status).toBe(200);
    expect((await stat(path.join(uploads, "demo", "hero-lips-960.jpg"))).mtimeMs).toBe(written.mtimeMs);
  });

  it("answers 404 when there is no stored image, and never reaches outside the folder", async () => {
    expect((await fetch(`${base}/demo/missing-960.jpg`)).status).toBe(404);
    expect([403, 404]).toContain((await fetch(`${base}/..%2Fsecret-960.jpg`)).status);
    expect((await fetch(`${base}/demo/hero-lips.jpg`)).status).toBe(404);
  });
});
