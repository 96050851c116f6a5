import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyDemoImages, DEMO_IMAGE_FILES, demoImageIndex } from "./demo-images";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "shop-demo-copy-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("shipped demo images", () => {
  it("are exactly the files the demo data names: every width of each image in AVIF and WebP", async () => {
    const expected = [...demoImageIndex().values()].flatMap((info) => info.variants.flatMap((variant) => variant.fileNames));
    expect((await readdir(DEMO_IMAGE_FILES)).sort()).toEqual(expected.sort());
  });

  it("are copied into a fresh folder byte for byte, then kept", async () => {
    const shipped = await readdir(DEMO_IMAGE_FILES);
    const target = path.join(root, "demo");
    expect(await copyDemoImages(target)).toEqual({ copied: shipped.length, kept: 0 });
    for (const name of shipped) {
      expect((await readFile(path.join(target, name))).equals(await readFile(path.join(DEMO_IMAGE_FILES, name))), name).toBe(true);
    }
    expect(await copyDemoImages(target)).toEqual({ copied: 0, kept: shipped.length });
  });
});
