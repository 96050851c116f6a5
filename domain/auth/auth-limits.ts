import { type RateLimit } from "../shared/limits";

// The auth feature's own limits (spec §9 where it gives them); the shared ones are in domain/shared/limits.ts.

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
export const SECURITY_LOG_MAX_BYTES = 4 * 1024;
/** How long a password-reset link works (it also works only once). */
export const RESET_LINK_LIFETIME_MINUTES = 60;
