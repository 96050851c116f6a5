import { HERO_AUTOPLAY_DEFAULT_MS } from "./content-limits";

/**
 * Hero and promotion slides as the storefront shows them (spec §3 hero_slides /
 * promotion_slides). Shared by the server, which builds them, and the pages.
 */
export const SLIDE_TYPES = ["image", "video", "text"] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];

/** The database allows 1–60 s (CHECK constraint); values outside are clamped the same way. */
export const SLIDE_AUTOPLAY_MIN_MS = 1000;
export const SLIDE_AUTOPLAY_MAX_MS = 60_000;

/**
 * The slides editor's dialog parameters in the back-office URL: names of their own, so the
 * editor can share a page with other tabs (the promotions manager).
 */
export const SLIDE_DIALOG_PARAMS = { create: "newSlide", edit: "editSlide", delete: "deleteSlide" } as const;

/** The two slide lists the back-office edits, hero_slides and promotion_slides (spec §3: one shape). */
export type SlideKind = "hero" | "promotion";

/** One slide as the slides editor lists it: read by server/shop/admin/slides.ts, shown by the editor. */
export type SlideRow = {
  id: string;
  slideType: SlideType;
  title: string;
  subtitle: string;
  mediaUrl: string | null;
  buttonText: string;
  buttonLink: string;
  sortOrder: number;
  autoplayInterval: number;
  isActive: boolean;
};

/** What the slides editor's loader answers (server/shop/admin/slides-route.ts `loadSlidesEditor`). */
export type SlidesEditorData = {
  kind: SlideKind;
  slides: SlideRow[];
  creating: boolean;
  editing: SlideRow | null;
  deleting: SlideRow | null;
  /** A dialog's row that no longer exists (deleted in another tab). */
  dialogMissing: boolean;
};

export type SlideButton = { text: string; to: string };

export type SlideView = {
  id: string;
  slideType: SlideType;
  title: string;
  subtitle: string;
  /** Image or video URL; null for text (gradient) slides. */
  mediaUrl: string | null;
  button: SlideButton | null;
  autoplayInterval: number;
};

/**
 * How long each slide stays before autoplay moves on: the slide's own interval, or the
 * spec's 5000 ms when it is missing or not a number.
 */
export function slideAutoplayDelays(slides: readonly { autoplayInterval?: number | null }[]): number[] {
  return slides.map((slide) => {
    const interval = slide.autoplayInterval;
    if (typeof interval !== "number" || !Number.isFinite(interval)) return HERO_AUTOPLAY_DEFAULT_MS;
    return Math.min(SLIDE_AUTOPLAY_MAX_MS, Math.max(SLIDE_AUTOPLAY_MIN_MS, Math.round(interval)));
  });
}

/**
 * A slide's button links to a page of this shop only: "/products" yes; "//evil.example",
 * "/\\evil.example", "https://…" and "javascript:…" no (the first two are protocol-relative
 * in browsers). Returns the link, or null when it is not an internal route.
 */
export function internalRoute(link: string | null | undefined): string | null {
  const value = link?.trim() ?? "";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters could smuggle a scheme past the checks above in some parsers.
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return null;
  return value;
}

/** The spec shows a slide's button only when both its text and its (internal) link exist. */
export function slideButton(slide: { buttonText?: string | null; buttonLink?: string | null }): SlideButton | null {
  const text = slide.buttonText?.trim() ?? "";
  const to = internalRoute(slide.buttonLink);
  return text !== "" && to ? { text, to } : null;
}

export function isSlideType(value: unknown): value is SlideType {
  return typeof value === "string" && (SLIDE_TYPES as readonly string[]).includes(value);
}
