import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ladderWidthsUpTo } from "../../../domain/shared/responsive-image";
import { fileStorage } from "../../platform/media/file-storage";
import { LADDER_FORMATS, ladderFileName } from "../../platform/media/image-ladder";
import { AVATAR_IMAGE_NAMES, DEMO_PRODUCTS, HERO_IMAGE_NAMES, LOGO_IMAGE_NAME, productImageName } from "./demo-catalogue";

/**
 * The demo images ship as finished files in `demo-images/` beside this module (decision 063):
 * every width of the shop's ladder up to the image's full size, in WebP and AVIF, named
 * `<name>-<width>.<format>` exactly as `writeImageLadder` names an upload. The seed copies them
 * into the uploads folder's `demo/` directory of the shop's file storage (the disk or the
 * bucket, decision 049), served at `/media/demo/…`. A stored URL names the full-size WebP;
 * `responsiveImage()` derives the rest.
 */

/** Resolved from the working directory, like the migrations: the server bundle runs from build/. */
export const DEMO_IMAGE_FILES = path.resolve("server/shop/demo/demo-images");

export type DemoImageKind = "product" | "hero" | "avatar" | "logo";

export const DEMO_IMAGE_URL_PREFIX = "/media/demo";

/** Full (largest) width per kind; each is a ladder width, so the ladder below it is complete. */
export const DEMO_IMAGE_FULL_WIDTH: Readonly<Record<DemoImageKind, number>> = {
  product: 960,
  hero: 1600,
  avatar: 160,
  logo: 640,
};

/** Height as a fraction of width. */
const ASPECT: Readonly<Record<DemoImageKind, number>> = { product: 1, hero: 9 / 16, avatar: 1, logo: 1 };

export interface DemoImageVariant {
  width: number;
  height: number;
  /** The AVIF and WebP files of this width. */
  fileNames: readonly string[];
  /** Public URL of the WebP file (the form stored in the database). */
  url: string;
}

export interface DemoImageInfo {
  name: string;
  kind: DemoImageKind;
  variants: readonly DemoImageVariant[];
}

/** Public URL of one demo image width (a ladder width up to the kind's full width). */
export function demoImageUrl(name: string, width: number): string {
  return `${DEMO_IMAGE_URL_PREFIX}/${ladderFileName(name, width, "webp")}`;
}

/** Public URL of a demo image at its full width: what the seed stores. */
export function demoImageFullUrl(name: string): string {
  const info = demoImageIndex().get(name);
  if (!info) throw new Error(`Unknown demo image: ${name}`);
  return demoImageUrl(name, DEMO_IMAGE_FULL_WIDTH[info.kind]);
}

function variantsOf(name: string, kind: DemoImageKind): DemoImageVariant[] {
  return ladderWidthsUpTo(DEMO_IMAGE_FULL_WIDTH[kind]).map((width) => ({
    width,
    height: Math.round(width * ASPECT[kind]),
    fileNames: LADDER_FORMATS.map((format) => ladderFileName(name, width, format)),
    url: demoImageUrl(name, width),
  }));
}

/** Every demo image (a shot per demo product, 3 hero backgrounds, 8 avatars and the logo), by name. */
export function demoImageIndex(): ReadonlyMap<string, DemoImageInfo> {
  index ??= buildIndex();
  return index;
}

let index: ReadonlyMap<string, DemoImageInfo> | undefined;

function buildIndex(): ReadonlyMap<string, DemoImageInfo> {
  const images: [string, DemoImageKind][] = [
    ...DEMO_PRODUCTS.map((product) => [productImageName(product.slug), "product"] as [string, DemoImageKind]),
    ...HERO_IMAGE_NAMES.map((name) => [name, "hero"] as [string, DemoImageKind]),
    ...AVATAR_IMAGE_NAMES.map((name) => [name, "avatar"] as [string, DemoImageKind]),
    [LOGO_IMAGE_NAME, "logo"],
  ];
  return new Map(images.map(([name, kind]) => [name, { name, kind, variants: variantsOf(name, kind) }]));
}

export interface CopyDemoImagesResult {
  /** Files put into storage by this run. */
  copied: number;
  /** Files that were already there and kept. */
  kept: number;
}

/** Files written at once: with a bucket each is a PUT. */
const COPIES_AT_ONCE = 8;

/**
 * Puts every shipped demo image file into `targetDir` of the shop's file storage that is not
 * there yet (data may have been restored without its uploads). Existing files are kept, so a
 * restart costs one listing; each write is whole or nothing, so two processes copying at once
 * both end with complete files.
 */
export async function copyDemoImages(targetDir: string, sourceDir = DEMO_IMAGE_FILES): Promise<CopyDemoImagesResult> {
  const storage = fileStorage();
  const shipped = (await readdir(sourceDir)).filter((name) => !name.startsWith("."));
  const present = new Set(await storage.list(targetDir));
  const missing = shipped.filter((name) => !present.has(name));
  let next = 0;
  const copier = async () => {
    while (next < missing.length) {
      const name = missing[next++]!;
      await storage.write(path.join(targetDir, name), await readFile(path.join(sourceDir, name)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(COPIES_AT_ONCE, missing.length) }, copier));
  return { copied: missing.length, kept: shipped.length - missing.length };
}
