import { MEGABYTE } from "../shared/limits";

// The content feature's own limits (spec §9 where it gives them); the shared ones are in domain/shared/limits.ts.

export const MAX_REVIEWS_SHOWN = 8;
export const MAX_HOME_VIDEOS = 5;
export const CONTACT_PAGE_FAQ_COUNT = 4;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_RATING_DEFAULT = 5;
/** Social-link logos (/admin/social-links): shown at 24 px in the footer, re-encoded; 2 MB is plenty. */
export const SOCIAL_LOGO_MAX_BYTES = 2 * MEGABYTE;
export const SOCIAL_LOGO_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
/**
 * Slide videos and home videos (decision 041): streamed to disk while counted, never held in
 * memory, so the cap is about disk and upload time, not the server's memory. 50 MB holds a
 * 30-second 1080p clip at a web bitrate (~10 Mbit/s), more than a looping hero needs.
 */
export const VIDEO_MAX_BYTES = 50 * MEGABYTE;
/** Slide images: re-encoded into the WebP/AVIF ladder like product photos. */
export const SLIDE_IMAGE_MAX_BYTES = 5 * MEGABYTE;
export const HERO_IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const HERO_VIDEO_MIME_TYPES = ["video/mp4", "video/webm", "video/ogg"] as const;
export const HOME_VIDEO_MIME_TYPES = ["video/mp4", "video/webm"] as const;
export const HERO_AUTOPLAY_DEFAULT_MS = 5000;
