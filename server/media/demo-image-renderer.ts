import { createHash } from "node:crypto";
import { lstat, mkdir, readFile, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { writeFileAtomically } from "./atomic-file";
import { fileStorage } from "./file-storage";
import { demoImageSpecs, variantsOf, VIEWBOX, type DemoImageSpec } from "./demo-images";
import { LADDER_ENCODING, LADDER_FORMATS, writeImageLadder } from "./image-ladder";

export interface RenderDemoImagesResult {
  /** Files encoded by this run. */
  rendered: number;
  /** Files copied from the machine's cache of earlier renders. */
  copied: number;
  /** Files that were already in place and kept. */
  skipped: number;
}

export type RenderDemoImagesOptions = {
  /** Which images; all demo images by default. */
  specs?: readonly DemoImageSpec[];
  /**
   * Where finished renders are kept for other data directories on this machine; null
   * for none. By default a folder of this user's in the system temp directory.
   */
  cacheDir?: string | null;
};

/**
 * Puts every demo image file into `targetDir` that is not there yet. Existing files are
 * kept, so a restart costs only `stat` calls. Encoding the whole set (WebP and AVIF on
 * the width ladder) takes seconds of CPU, so finished renders are also kept in a cache
 * keyed by everything that shapes the output — the SVG, the encoder settings and the
 * sharp/libvips versions — and a fresh data directory (every test run, a second shop on
 * the machine) copies them instead of encoding again.
 */
export async function renderDemoImages(
  targetDir: string,
  options: RenderDemoImagesOptions = {},
): Promise<RenderDemoImagesResult> {
  const cacheDir = options.cacheDir === undefined ? await defaultCacheDir() : options.cacheDir;
  if (options.specs) return renderAll(targetDir, options.specs, cacheDir);
  // Callers in one process asking for the same folder at once share one run.
  const key = path.resolve(targetDir);
  let run = inFlight.get(key);
  if (!run) {
    run = renderAll(targetDir, demoImageSpecs(), cacheDir).finally(() => inFlight.delete(key));
    inFlight.set(key, run);
  }
  return run;
}

const inFlight = new Map<string, Promise<RenderDemoImagesResult>>();

async function renderAll(
  targetDir: string,
  specs: readonly DemoImageSpec[],
  cacheDir: string | null,
): Promise<RenderDemoImagesResult> {
  const total: RenderDemoImagesResult = { rendered: 0, copied: 0, skipped: 0 };
  // One image per core at a time: sharp encodes on libuv's thread pool, so this keeps the
  // cores busy without holding many decoded bitmaps at once.
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const result = await renderImage(specs[next++]!, targetDir, cacheDir);
      total.rendered += result.rendered;
      total.copied += result.copied;
      total.skipped += result.skipped;
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(2, os.availableParallelism()), specs.length) }, worker));
  return total;
}

function svgDocument(spec: DemoImageSpec, width: number, height: number): string {
  const box = VIEWBOX[spec.kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${box.width} ${box.height}">${spec.body()}</svg>`;
}

async function cachedFileExists(file: string): Promise<boolean> {
  try {
    const info = await stat(file);
    return info.isFile() && info.size > 0;
  } catch {
    return false;
  }
}

const allCached = async (dir: string, fileNames: readonly string[]) =>
  (await Promise.all(fileNames.map((fileName) => cachedFileExists(path.join(dir, fileName))))).every(Boolean);

/** In the shop's file storage (the disk or the bucket, decision 049). */
const allStored = async (dir: string, fileNames: readonly string[]) =>
  (await Promise.all(fileNames.map((fileName) => fileStorage().exists(path.join(dir, fileName))))).every(Boolean);

/** Fills in the missing widths of one image (both formats): from the cache, else encoded from one rasterisation. */
async function renderImage(spec: DemoImageSpec, targetDir: string, cacheDir: string | null): Promise<RenderDemoImagesResult> {
  const variants = variantsOf(spec.name, spec.kind);
  const present = await Promise.all(variants.map((variant) => allStored(targetDir, variant.fileNames)));
  const missing = variants.filter((_, index) => !present[index]);
  const skipped = (variants.length - missing.length) * LADDER_FORMATS.length;
  if (missing.length === 0) return { rendered: 0, copied: 0, skipped };

  const full = variants.at(-1)!;
  const svg = svgDocument(spec, full.width, full.height);
  const missingFiles = missing.flatMap((variant) => variant.fileNames);
  const cached = cacheDir ? path.join(cacheDir, renderKey(spec, svg)) : null;
  if (cached && (await allCached(cached, missingFiles))) {
    await Promise.all(missingFiles.map(async (fileName) => fileStorage().write(path.join(targetDir, fileName), await readFile(path.join(cached, fileName)))));
    return { rendered: 0, copied: missingFiles.length, skipped };
  }

  let image = sharp(Buffer.from(svg));
  // Avatars and the logo have rounded, transparent corners; the other images are opaque.
  if (spec.kind === "product" || spec.kind === "hero") image = image.removeAlpha();
  // Rasterised once to raw pixels: every width is then scaled from the same bitmap
  // instead of drawing the SVG again for each width and format.
  const raster = await image.raw().toBuffer({ resolveWithObject: true });
  const source = sharp(raster.data, { raw: raster.info });
  await writeImageLadder(source, { directory: targetDir, stem: spec.name, widths: missing.map((variant) => variant.width) });
  if (cached) await fillCache(cached, targetDir, missingFiles);
  return { rendered: missingFiles.length, copied: 0, skipped };
}

function renderKey(spec: DemoImageSpec, svg: string): string {
  return createHash("sha256")
    .update(JSON.stringify({ name: spec.name, svg, encoding: LADDER_ENCODING, versions: sharp.versions }))
    .digest("hex")
    .slice(0, 32);
}

/** Best effort: a cache that cannot be written only means the next fresh start encodes again. */
async function fillCache(cached: string, sourceDir: string, fileNames: readonly string[]) {
  try {
    await mkdir(cached, { recursive: true, mode: 0o700 });
    await Promise.all(
      fileNames.map(async (fileName) => {
        const bytes = await fileStorage().read(path.join(sourceDir, fileName));
        if (bytes) await writeFileAtomically(path.join(cached, fileName), bytes);
      }),
    );
  } catch {
    // Ignored on purpose, see above.
  }
}

/**
 * This user's cache folder in the temp directory, used only when it is a directory owned
 * by this user that nobody else can write to (files from it are served to shoppers).
 */
async function defaultCacheDir(): Promise<string | null> {
  const uid = process.getuid?.();
  if (uid === undefined) return null;
  const dir = path.join(os.tmpdir(), `shop-demo-images-${uid}`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // lstat: a symlink planted under that name is refused, not followed.
    const info = await lstat(dir);
    return info.isDirectory() && info.uid === uid && (info.mode & 0o022) === 0 ? dir : null;
  } catch {
    return null;
  }
}
