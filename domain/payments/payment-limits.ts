import { MEGABYTE } from "../shared/limits";

// The payments feature's own limits (spec §9 where it gives them); the shared ones are in domain/shared/limits.ts.

export const PAYMENT_PROOF_MAX_BYTES = 5 * MEGABYTE;
export const PAYMENT_PROOF_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "application/pdf"] as const;
export const PAYMENT_PROOF_EXTENSIONS = [".jpg", ".jpeg", ".png", ".gif", ".pdf"] as const;
export const PAYMENT_SUCCESS_REDIRECT_MS = 3000;
