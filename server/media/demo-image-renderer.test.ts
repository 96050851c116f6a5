import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDemoImages } from "./demo-image-renderer";
import type { DemoImageSpec } from "./demo-images";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "shop-demo-render-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const dir = (name: string) => path.join(root, name);
const specs = (fill: string): DemoImageSpec[] => [
  { name: "dot", kind: "avatar", body: () => `<circle cx="80" cy="80" r="70" fill="${fill}"/>` },
  { name: "mark", kind: "logo", body: () => `<rect width="512" height="512" rx="100" fill="${fill}"/>` },
];
// avatar: 160 only; logo: 160, 320, 480, 640 — each width in WebP and AVIF.
const FILE_COUNT = (1 + 4) * 2;

describe("renderDemoImages", () => {
  it("encodes every width of the ladder in WebP and AVIF, then keeps what exists", async () => {
    const first = await renderDemoImages(dir("a"), { specs: specs("#ec3d70"), cacheDir: null });
    expect(first).toEqual({ rendered: FILE_COUNT, copied: 0, skipped: 0 });
    const files = (await readdir(dir("a"))).sort();
    expect(files).toEqual(
      ["dot-160", "mark-160", "mark-320", "mark-480", "mark-640"].flatMap((stem) => [`${stem}.avif`, `${stem}.webp`]).sort(),
    );
    expect(await sharp(path.join(dir("a"), "mark-480.avif")).metadata()).toMatchObject({ format: "heif", width: 480, height: 480 });
    expect(await sharp(path.join(dir("a"), "mark-640.webp")).metadata()).toMatchObject({ format: "webp", width: 640, height: 640 });

    const again = await renderDemoImages(dir("a"), { specs: specs("#ec3d70"), cacheDir: null });
    expect(again).toEqual({ rendered: 0, copied: 0, skipped: FILE_COUNT });
  });

  it("re-makes only the missing widths", async () => {
    await rm(path.join(dir("a"), "mark-320.avif"));
    const result = await renderDemoImages(dir("a"), { specs: specs("#ec3d70"), cacheDir: null });
    expect(result).toEqual({ rendered: 2, copied: 0, skipped: FILE_COUNT - 2 });
  });

  it("copies earlier renders from the cache into a fresh folder, byte for byte", async () => {
    const cacheDir = dir("cache");
    expect(await renderDemoImages(dir("b"), { specs: specs("#123456"), cacheDir })).toMatchObject({ rendered: FILE_COUNT });
    expect(await renderDemoImages(dir("c"), { specs: specs("#123456"), cacheDir })).toEqual({
      rendered: 0,
      copied: FILE_COUNT,
      skipped: 0,
    });
    for (const file of await readdir(dir("b"))) {
      expect((await readFile(path.join(dir("c"), file))).equals(await readFile(path.join(dir("b"), file))), file).toBe(true);
    }
    expect((await readdir(dir("c"))).filter((file) => file.endsWith(".tmp"))).toEqual([]);
  });

  it("encodes again when the drawing changed", async () => {
    const result = await renderDemoImages(dir("d"), { specs: specs("#654321"), cacheDir: dir("cache") });
    expect(result).toEqual({ rendered: FILE_COUNT, copied: 0, skipped: 0 });
  });
});
