import { type RateLimit, DEFAULT_RATE_LIMIT } from "../shared/limits";

// The contact feature's own limits (spec §9 where it gives them); the shared ones are in domain/shared/limits.ts.

// Contact form: generous enough for any real enquiry, small enough that one message cannot
// bloat the table or the shop's inbox. (Here, not beside the zod schema, so the browser
// form can read them without pulling zod into its bundle.)
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** Contact-form messages per client address: the spec's default limiter (5 per 15 minutes). */
export const CONTACT_MESSAGE_RATE_LIMIT: RateLimit = DEFAULT_RATE_LIMIT;
