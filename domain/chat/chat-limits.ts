import { type RateLimit } from "../shared/limits";

// The chat feature's own limits (spec §9 where it gives them); the shared ones are in domain/shared/limits.ts.

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_HISTORY_LIMIT = 20;
/** Chat messages per member (issue 12): a fast typist sends a few a minute; a script, hundreds. */
export const CHAT_RATE_LIMIT: RateLimit = { maxAttempts: 20, windowMs: 60_000 };
