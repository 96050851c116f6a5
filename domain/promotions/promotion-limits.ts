// The promotions feature's own limits (spec §9 where it gives them); the shared ones are in domain/shared/limits.ts.
import type { RateLimit } from "../shared/limits";

/**
 * What the database's check allows (`char_length`, code points): two of the longest emoji in
 * use (a family or a couple with skin tones is up to 10 code points each) fit with room, a
 * string of a hundred combining marks stacked on one letter does not.
 */
export const SPECIAL_OFFER_ICON_MAX_CODE_POINTS = 32;
/**
 * Spec §9: special-offer icon at most 2 characters, counted as grapheme clusters (Intl.Segmenter,
 * `graphemeCount` in admin-promotions.ts), not String.length: one emoji such as 👍🏽 is 4 UTF-16 units (decision 043).
 */
export const SPECIAL_OFFER_ICON_MAX_LENGTH = 2;

/**
 * Typed promotion codes per member and per address (decision 101): a shopper mistyping a code a
 * few times is fine; someone trying codes one after another is stopped, and while stopped even a
 * real code is refused, so guessing learns nothing.
 */
export const PROMOTION_CODE_TRIES: RateLimit = { maxAttempts: 10, windowMs: 15 * 60_000 };
