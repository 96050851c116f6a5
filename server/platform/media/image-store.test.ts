import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { responsiveImage } from "../../../domain/shared/responsive-image";
import { UploadRejectedError, storeImage } from "./image-store";
import { blackPng } from "./test-support/black-png";
import { provideTempDir } from "../test-support/temp-dir";

const uploads = provideTempDir("shop-images-");

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#ec3d70" } })
    .png()
    .toBuffer();
const options = { folder: "test", maxBytes: 2 * 1024 * 1024, allowedMimeTypes: ["image/png", "image/jpeg", "image/webp"] };

describe("storeImage", () => {
  it("re-encodes to WebP and AVIF on the width ladder and names the largest in the URL", async () => {
    const stored = await storeImage(await png(700, 350), { ...options, uploadsDir: uploads.path, name: "wide" });
    expect(stored).toEqual({ url: "/media/test/wide-700.webp", width: 700, height: 350 });
    const files = (await readdir(path.join(uploads.path, "test"))).filter((file) => file.startsWith("wide-")).sort();
    expect(files).toEqual(["160", "320", "480", "640", "700"].flatMap((w) => [`wide-${w}.avif`, `wide-${w}.webp`]).sort());
    const meta = await sharp(path.join(uploads.path, "test", "wide-320.webp")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 160]);
    expect(responsiveImage(stored.url)?.webpSrcSet).toContain("/media/test/wide-480.webp 480w");
  });

  it("scales images down to the largest allowed width", async () => {
    const stored = await storeImage(await png(2400, 1200), { ...options, uploadsDir: uploads.path, maxWidth: 960 });
    expect(stored.width).toBe(960);
    expect(stored.height).toBe(480);
  });

  it("judges the type by content, not by name", async () => {
    const notAnImage = new TextEncoder().encode("<?php echo 'hi'; ?>".repeat(20));
    await expect(storeImage(notAnImage, { ...options, uploadsDir: uploads.path })).rejects.toMatchObject({ reason: "type" });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    await expect(storeImage(gif, { ...options, uploadsDir: uploads.path })).rejects.toBeInstanceOf(UploadRejectedError);
  });

  it("refuses files over the size limit before decoding them", async () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    await expect(storeImage(big, { ...options, uploadsDir: uploads.path })).rejects.toMatchObject({ reason: "size" });
  });

  it.each([
    ["wide", 30_000_000, 1],
    ["tall", 1, 30_000_000],
    ["wider than 8000 px", 8001, 10],
    ["over 40 megapixels in total", 7000, 7000],
  ])("refuses a %s image from its header, before decoding it", async (_shape, width, height) => {
    const bytes = blackPng(width, height);
    expect(bytes.byteLength).toBeLessThan(options.maxBytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ width, height });
    await expect(storeImage(bytes, { ...options, uploadsDir: uploads.path, folder: "shapes" })).rejects.toMatchObject({ reason: "dimensions" });
    await expect(readdir(path.join(uploads.path, "shapes"))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("accepts an image at the largest allowed side", async () => {
    const stored = await storeImage(blackPng(8000, 20), { ...options, uploadsDir: uploads.path, maxWidth: 640 });
    expect(stored).toMatchObject({ width: 640, height: 2 });
  });
});
