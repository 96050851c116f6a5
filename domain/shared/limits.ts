// Business limits from spec §9 that no other domain module owns. Kept together so a
// product decision ("show 6 featured products") is a one-line change.

export const FEATURED_PRODUCTS_COUNT = 4;
export const MAX_REVIEWS_SHOWN = 8;
export const MAX_HOME_VIDEOS = 5;
export const CONTACT_PAGE_FAQ_COUNT = 4;

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_RATING_DEFAULT = 5;

// Contact form: generous enough for any real enquiry, small enough that one message cannot
// bloat the table or the shop's inbox. (Here, not beside the zod schema, so the browser
// form can read them without pulling zod into its bundle.)
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * What the database's check allows (`char_length`, code points): two of the longest emoji in
 * use (a family or a couple with skin tones is up to 10 code points each) fit with room, a
 * string of a hundred combining marks stacked on one letter does not.
 */
export const SPECIAL_OFFER_ICON_MAX_CODE_POINTS = 32;

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_HISTORY_LIMIT = 20;

const MEGABYTE = 1024 * 1024;

export const PAYMENT_PROOF_MAX_BYTES = 5 * MEGABYTE;
export const PAYMENT_PROOF_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "application/pdf"] as const;
export const PAYMENT_PROOF_EXTENSIONS = [".jpg", ".jpeg", ".png", ".gif", ".pdf"] as const;

export const AVATAR_MAX_BYTES = 2 * MEGABYTE;
/** The profile form's body: room for the multipart boundaries and part headers around a file of the maximum size. */
export const AVATAR_REQUEST_MAX_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
// The spec gives no avatar types; these are the images sharp can re-encode safely.
export const AVATAR_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/**
 * Every uploaded image (avatars, slips, product and content images), checked from the file's
 * header before a pixel is decoded (decision 018): no side over 8000 px, at most 40 megapixels.
 * A 48-MP phone photo saved at full size is larger than any byte limit the shop accepts, so
 * real photos stay far below; a few-KB PNG of 30,000,000 × 1 pixels does not.
 */
export const IMAGE_MAX_SIDE_PX = 8000;
export const IMAGE_MAX_PIXELS = 40_000_000;

/** Product photos uploaded in /admin-products: re-encoded, so a phone photo of a few MB is fine. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * MEGABYTE;
export const PRODUCT_IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
/** Shade rows per product: the seed's products have 4; room to grow, not a spreadsheet. */
export const PRODUCT_SHADES_MAX = 24;
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

export const ADMIN_PAGE_SIZE = 20;
/** The admin pager shows the first and last page plus pages within this distance of the current one. */
export const ADMIN_PAGER_WINDOW = 2;

export const HERO_AUTOPLAY_DEFAULT_MS = 5000;
export const COUNTDOWN_TICK_MS = 1000;
export const PAYMENT_SUCCESS_REDIRECT_MS = 3000;

export interface RateLimit {
  readonly maxAttempts: number;
  readonly windowMs: number;
}

/**
 * Failed sign-ins (decision 018). The spec's 5 per 15 minutes counts per e-mail AND client
 * address, so a stranger elsewhere cannot lock the owner out; the two ceilings stop guessing
 * one account from many addresses and trying many accounts from one address.
 */
export const SIGN_IN_RATE_LIMIT: RateLimit = { maxAttempts: 5, windowMs: 15 * 60_000 };
export const SIGN_IN_EMAIL_CEILING: RateLimit = { maxAttempts: 30, windowMs: 60 * 60_000 };
export const SIGN_IN_ADDRESS_CEILING: RateLimit = { maxAttempts: 20, windowMs: 15 * 60_000 };
/**
 * Wrong passwords from a browser holding a valid device cookie for the account (decision 054):
 * the spec's 5 per 15 minutes, counted for that browser alone and in none of the buckets above.
 */
export const SIGN_IN_DEVICE_LIMIT: RateLimit = SIGN_IN_RATE_LIMIT;
/** Wrong current passwords inside a session (password change, password check), per member. */
export const PASSWORD_CHECK_RATE_LIMIT: RateLimit = { maxAttempts: 5, windowMs: 15 * 60_000 };
export const SIGN_UP_RATE_LIMIT: RateLimit = { maxAttempts: 3, windowMs: 5 * 60_000 };
/** Downloads of "my data" per member: the file gathers every table about them (decision 074). */
export const MY_DATA_DOWNLOAD_RATE_LIMIT: RateLimit = { maxAttempts: 5, windowMs: 60 * 60_000 };
export const DEFAULT_RATE_LIMIT: RateLimit = { maxAttempts: 5, windowMs: 900_000 };
/** Contact-form messages per client address: the spec's default limiter (5 per 15 minutes). */
export const CONTACT_MESSAGE_RATE_LIMIT: RateLimit = DEFAULT_RATE_LIMIT;
/**
 * Reset mails to one e-mail address (decision 054): enough for a lost mail, too few to flood an
 * inbox. A request over it neither mails nor revokes, so the newest link mailed keeps working;
 * the window must stay shorter than a link's lifetime for that to hold.
 */
export const PASSWORD_RESET_RATE_LIMIT: RateLimit = { maxAttempts: 3, windowMs: 15 * 60_000 };
/** Reset links asked for from one client address, whatever the e-mail (decision 054). */
export const PASSWORD_RESET_ADDRESS_LIMIT: RateLimit = { maxAttempts: 10, windowMs: 15 * 60_000 };
/** Reports to /api/security-log per client address. */
export const SECURITY_LOG_RATE_LIMIT: RateLimit = { maxAttempts: 30, windowMs: 60_000 };
/** Chat messages per member (issue 12): a fast typist sends a few a minute; a script, hundreds. */
export const CHAT_RATE_LIMIT: RateLimit = { maxAttempts: 20, windowMs: 60_000 };
export const SECURITY_LOG_MAX_BYTES = 4 * 1024;

/** How long a password-reset link works (it also works only once). */
export const RESET_LINK_LIFETIME_MINUTES = 60;

/**
 * Spec §9: special-offer icon at most 2 characters, counted as grapheme clusters (Intl.Segmenter,
 * `graphemeCount` in admin-promotions.ts), not String.length: one emoji such as 👍🏽 is 4 UTF-16 units (decision 043).
 */
export const SPECIAL_OFFER_ICON_MAX_LENGTH = 2;

/** Defaults from site_config pricing, in satang. */
export const DEFAULT_REGULAR_PRICE = 249_00;
export const DEFAULT_SALE_PRICE = 199_00;

/** A product page shows how many are left only when this many or fewer are; the assistant says what the page says. */
export const LOW_STOCK_SHOWN_AT = 5;

// Ratings from real buyers (decision 072).
export const PRODUCT_REVIEW_TEXT_MAX_LENGTH = 1000;
/** A phone photo, re-encoded on the way in (the one image checker and encoder). */
export const PRODUCT_REVIEW_PHOTO_MAX_BYTES = 5 * MEGABYTE;
/** The review form's body: room for the multipart boundaries and the text around a photo of the maximum size. */
export const PRODUCT_REVIEW_REQUEST_MAX_BYTES = PRODUCT_REVIEW_PHOTO_MAX_BYTES + 64 * 1024;
export const PRODUCT_REVIEW_PHOTO_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
/** How many reviews the product page shows at first; "ดูเพิ่มเติม" shows this many more each time. */
export const PRODUCT_REVIEWS_PAGE_SIZE = 5;
/** Reviews written or edited by one member in an hour (server/platform/security/rate-limit.ts). */
export const PRODUCT_REVIEW_WRITES_PER_HOUR = 20;
