import { MEGABYTE, type RateLimit } from "../shared/limits";

// The members feature's own limits (spec §9 where it gives them); the shared ones are in domain/shared/limits.ts.

export const AVATAR_MAX_BYTES = 2 * MEGABYTE;
/** The profile form's body: room for the multipart boundaries and part headers around a file of the maximum size. */
export const AVATAR_REQUEST_MAX_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
// The spec gives no avatar types; these are the images sharp can re-encode safely.
export const AVATAR_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
/** Downloads of "my data" per member: the file gathers every table about them (decision 074). */
export const MY_DATA_DOWNLOAD_RATE_LIMIT: RateLimit = { maxAttempts: 5, windowMs: 60 * 60_000 };
