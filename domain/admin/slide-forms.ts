import { z } from "zod";
import { optionalText, optionalTextOrNull } from "../shared/text-schema";
import { sameOriginPath } from "../shared/same-origin-path";
import { STORED_IMAGE_PATH } from "./admin-forms";
import { adminContentTexts } from "./admin-content-texts";
import { adminSlideTexts } from "./admin-slide-texts";
import { adminVideoTexts } from "./admin-video-texts";
import { HERO_AUTOPLAY_DEFAULT_MS } from "../content/content-limits";
import { SLIDE_AUTOPLAY_MAX_MS, SLIDE_AUTOPLAY_MIN_MS, SLIDE_TYPES } from "../content/slides";

/**
 * The slides editor's form (hero_slides and promotion_slides share it, spec §2 hero editor and
 * promotion slides manager, §5 hero slide) and the home videos' upload form (§5 home video).
 * The file itself is checked by the route (by content, server/platform/media/upload-check); here only
 * the text fields and the address of media the shop already stores.
 */

const m = adminSlideTexts;
const v = adminVideoTexts;

/** Where uploaded slide and video files live below /media (spec §7 "banners" and "videos"). */
export const SLIDE_MEDIA_FOLDERS = { hero: "hero", promotion: "promotions" } as const;
export const HOME_VIDEO_FOLDER = "videos";

/**
 * A video the shop stored: `/media/<folder>/<random>.<ext>` (decision 041). As with images
 * (STORED_IMAGE_PATH), no dots but the extension's, so no path climbs out of /media.
 */
export const STORED_VIDEO_PATH = /^\/media\/(?:hero|promotions|videos)\/[0-9a-f-]{36}\.(?:mp4|webm|ogv)$/;

const TITLE_MAX = 200;
const SUBTITLE_MAX = 500;
const BUTTON_TEXT_MAX = 60;
const LINK_MAX = 300;
export const SORT_ORDER_MAX = 100_000;

/**
 * A button's link: a path on this shop only, read the way a browser reads it (`sameOriginPath`,
 * as redirect targets are) — `/products` yes; `//evil.example`, `/\evil.example`, `https://…`,
 * `javascript:…` no. Returns the parsed path (printable ASCII), or null.
 */
export function sameSitePath(link: string): string | null {
  if (!link.startsWith("/") || link.length > LINK_MAX) return null;
  return sameOriginPath(link, "http://shop.invalid");
}

const wholeNumber = (fallback: number, min: number, max: number, invalid: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return fallback;
      const number = /^-?[0-9]{1,6}$/.test(value) ? Number(value) : Number.NaN;
      if (!(number >= min && number <= max)) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return number;
    });

const text = (max: number) => optionalText(max, m.fieldTooLong);

/** A checkbox: present ("on") is on. New slides and videos are created active (spec §4). */
const switchField = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== "");

/** Seconds per slide, one decimal at most, within the stored bounds; null when the form did not send it. */
const slideSeconds = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return null;
    const seconds = /^[0-9]{1,2}(\.[0-9])?$/.test(value) ? Number(value) : Number.NaN;
    if (!(seconds * 1000 >= SLIDE_AUTOPLAY_MIN_MS && seconds * 1000 <= SLIDE_AUTOPLAY_MAX_MS)) {
      ctx.addIssue({ code: "custom", message: m.intervalSecondsInvalid(SLIDE_AUTOPLAY_MIN_MS / 1000, SLIDE_AUTOPLAY_MAX_MS / 1000) });
      return z.NEVER;
    }
    return Math.round(seconds * 10) / 10;
  });

export const slideSchema = z
  .object({
    slideType: z.enum(SLIDE_TYPES, { error: m.typeInvalid }),
    title: text(TITLE_MAX),
    subtitle: text(SUBTITLE_MAX),
    mediaUrl: optionalTextOrNull(LINK_MAX, m.mediaUrlInvalid),
    buttonText: text(BUTTON_TEXT_MAX),
    buttonLink: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return "";
        const path = sameSitePath(value);
        if (path === null) {
          ctx.addIssue({ code: "custom", message: m.linkInvalid });
          return z.NEVER;
        }
        return path;
      }),
    sortOrder: wholeNumber(0, -SORT_ORDER_MAX, SORT_ORDER_MAX, m.sortOrderInvalid),
    autoplayInterval: wholeNumber(HERO_AUTOPLAY_DEFAULT_MS, SLIDE_AUTOPLAY_MIN_MS, SLIDE_AUTOPLAY_MAX_MS, m.intervalInvalid),
    /** The staff's forms ask in seconds (issue 40); sent, it wins over `autoplayInterval` (milliseconds, the stored unit). */
    autoplaySeconds: slideSeconds,
    isActive: switchField,
  })
  .superRefine((slide, ctx) => {
    if (slide.buttonText && !slide.buttonLink) ctx.addIssue({ code: "custom", message: m.linkRequired, path: ["buttonLink"] });
    if (slide.slideType === "text" && !slide.title) ctx.addIssue({ code: "custom", message: m.titleRequired, path: ["title"] });
    if (slide.slideType === "text" || !slide.mediaUrl) return;
    const pattern = slide.slideType === "image" ? STORED_IMAGE_PATH : STORED_VIDEO_PATH;
    if (!pattern.test(slide.mediaUrl)) {
      ctx.addIssue({
        code: "custom",
        message: slide.slideType === "image" ? adminContentTexts.selectImageFile : adminContentTexts.selectVideoFile,
        path: ["mediaUrl"],
      });
    }
  })
  .transform(({ autoplaySeconds, ...slide }) => (autoplaySeconds === null ? slide : { ...slide, autoplayInterval: Math.round(autoplaySeconds * 1000) }));
export type SlideInput = z.output<typeof slideSchema>;

/** The home videos' upload form: title required, the file checked by the route. */
export const videoSchema = z.object({
  title: z.string({ error: v.titleRequired }).trim().min(1, v.titleRequired).max(TITLE_MAX, m.fieldTooLong),
  description: text(2000),
  sortOrder: wholeNumber(0, -SORT_ORDER_MAX, SORT_ORDER_MAX, m.sortOrderInvalid),
  isActive: switchField,
});
export type VideoInput = z.output<typeof videoSchema>;
