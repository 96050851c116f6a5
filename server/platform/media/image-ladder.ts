import path from "node:path";
import type { Sharp } from "sharp";
import { fileStorage } from "./file-storage";

/** Both formats every rendition is stored in; `<picture>` offers AVIF first, WebP second. */
export const LADDER_FORMATS = ["avif", "webp"] as const;

/**
 * Encoder settings for every stored image. AVIF effort 2 is several times faster than the
 * default for a few percent more bytes: uploads are encoded while an admin waits. The shipped
 * demo images were made with the same settings (decision 063).
 */
export const LADDER_ENCODING = {
  webp: { quality: 80 },
  avif: { quality: 55, effort: 2 },
} as const;

export type LadderRendition = { width: number; height: number; bytes: { avif: number; webp: number } };

export function ladderFileName(stem: string, width: number, format: (typeof LADDER_FORMATS)[number]): string {
  return `${stem}-${width}.${format}`;
}

/**
 * The shop's one image encoder: scales `source` to each of `widths` and writes
 * `<stem>-<width>.webp` and `.avif` into `directory`. Uploads go through here and the shipped
 * demo images were made here, so every stored image has the same formats, quality and naming,
 * which is what lets `responsiveImage()` build `srcset`s from a URL alone.
 */
export async function writeImageLadder(source: Sharp, options: { directory: string; stem: string; widths: readonly number[] }): Promise<LadderRendition[]> {
  const storage = fileStorage();
  const renditions: LadderRendition[] = [];
  const written: string[] = [];
  try {
    for (const width of options.widths) {
      const resized = source.clone().resize({ width, withoutEnlargement: true });
      const webp = await resized.clone().webp(LADDER_ENCODING.webp).toBuffer({ resolveWithObject: true });
      const avif = await resized.clone().avif(LADDER_ENCODING.avif).toBuffer();
      for (const [format, bytes] of [
        ["webp", webp.data],
        ["avif", avif],
      ] as const) {
        const file = path.join(options.directory, ladderFileName(options.stem, width, format));
        await storage.write(file, bytes);
        written.push(file);
      }
      renditions.push({ width, height: webp.info.height, bytes: { avif: avif.length, webp: webp.data.length } });
    }
  } catch (error) {
    // Half a ladder (the disk filled up after two widths) is no image: nothing of it stays.
    await storage.remove(written).catch(() => undefined);
    throw error;
  }
  return renditions;
}
