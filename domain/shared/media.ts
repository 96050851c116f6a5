/** Video files the storefront plays in a <video> element (spec: .mp4 or .webm). */
const VIDEO_EXTENSIONS = [".mp4", ".webm"] as const;

export type MediaKind = "video" | "image";

/** Whether a media URL is a playable video or is shown as an image, judged by its extension. */
export function mediaKind(url: string): MediaKind {
  const path = url.split(/[?#]/, 1)[0]!.toLowerCase();
  return VIDEO_EXTENSIONS.some((extension) => path.endsWith(extension)) ? "video" : "image";
}
