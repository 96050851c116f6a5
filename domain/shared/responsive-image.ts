/**
 * Stored images are re-encoded into a ladder of widths. Their URL names the largest width
 * (`…/<name>-<width>.webp`); every ladder width below it exists too, in WebP and AVIF, so
 * a page can build `srcset`s from the URL alone.
 */
export const IMAGE_WIDTH_LADDER = [160, 320, 480, 640, 960, 1280, 1600] as const;

export type ResponsiveImageSource = {
  src: string;
  width: number;
  webpSrcSet: string;
  avifSrcSet: string;
};

const STORED_IMAGE = /^(?<base>\/media\/.+)-(?<width>\d+)\.webp$/;

/**
 * Pages show the same stored images render after render (a product's picture on every list),
 * so each URL's srcsets are built once; the map is emptied when it fills up (a few hundred
 * KB at most).
 */
const sourcesByUrl = new Map<string, ResponsiveImageSource | null>();
const MAX_REMEMBERED_SOURCES = 2_000;

export function responsiveImage(url: string | null | undefined): ResponsiveImageSource | null {
  if (!url) return null;
  let source = sourcesByUrl.get(url);
  if (source === undefined) {
    source = responsiveImageOf(url);
    if (sourcesByUrl.size >= MAX_REMEMBERED_SOURCES) sourcesByUrl.clear();
    sourcesByUrl.set(url, source);
  }
  return source;
}

function responsiveImageOf(url: string): ResponsiveImageSource | null {
  const match = STORED_IMAGE.exec(url);
  if (!match?.groups) return null;
  const base = match.groups.base!;
  const width = Number(match.groups.width);
  const widths = ladderWidthsUpTo(width);
  const srcSet = (extension: string) => widths.map((w) => `${base}-${w}.${extension} ${w}w`).join(", ");
  return { src: url, width, webpSrcSet: srcSet("webp"), avifSrcSet: srcSet("avif") };
}

/** The smallest stored rendition (160 px) of a stored image, for back-office thumbnails (48 px on a 2× screen); other URLs as they are. */
export function thumbnailUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const image = responsiveImage(url);
  return image && image.width > IMAGE_WIDTH_LADDER[0] ? url.replace(/-[0-9]+\.webp$/, `-${IMAGE_WIDTH_LADDER[0]}.webp`) : url;
}

/** The widths stored for an image whose largest rendition is `width` pixels wide. */
export function ladderWidthsUpTo(width: number): number[] {
  return [...IMAGE_WIDTH_LADDER.filter((ladderWidth) => ladderWidth < width), width];
}

/**
 * The JPEG rendition of a stored image (same name, `.jpg`) for link previews: LINE and other
 * apps that unfurl shared links read JPEG everywhere, WebP not always. The server makes it
 * from the stored WebP on first request (server/platform/media/share-image.ts). Other URLs are kept.
 */
export function shareImageUrl(url: string): string {
  return url.replace(/(-\d+)\.webp$/, "$1.jpg");
}
