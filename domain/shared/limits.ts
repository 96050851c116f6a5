// Limits every feature shares: the megabyte, the image checker's ceilings, the rate limiter's shape and
// default, the countdown's tick. A feature's own limits live beside it (domain/<feature>/<feature>-limits.ts).

export const MEGABYTE = 1024 * 1024;
/**
 * Every uploaded image (avatars, slips, product and content images), checked from the file's
 * header before a pixel is decoded (decision 018): no side over 8000 px, at most 40 megapixels.
 * A 48-MP phone photo saved at full size is larger than any byte limit the shop accepts, so
 * real photos stay far below; a few-KB PNG of 30,000,000 × 1 pixels does not.
 */
export const IMAGE_MAX_SIDE_PX = 8000;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const COUNTDOWN_TICK_MS = 1000;
export interface RateLimit {
  readonly maxAttempts: number;
  readonly windowMs: number;
}
export const DEFAULT_RATE_LIMIT: RateLimit = { maxAttempts: 5, windowMs: 900_000 };
