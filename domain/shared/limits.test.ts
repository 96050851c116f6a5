import { describe, it, expect } from "vitest";
import type * as authLimits from "../auth/auth-limits";
import type * as contentLimits from "../content/content-limits";
import type * as paymentLimits from "../payments/payment-limits";
import * as sharedLimits from "./limits";

// Spec §9's limits, wherever each feature keeps its own (domain/<feature>/<feature>-limits.ts), read by the bundler.
const featureLimits = import.meta.glob<Record<string, unknown>>("../*/*-limits.ts", { eager: true });
const limits = Object.assign({}, sharedLimits, ...Object.values(featureLimits)) as typeof sharedLimits &
  typeof authLimits &
  typeof paymentLimits &
  typeof contentLimits;

describe("limits", () => {
  it("match spec §9", () => {
    expect(limits).toMatchObject({
      FEATURED_PRODUCTS_COUNT: 4,
      MAX_REVIEWS_SHOWN: 8,
      MAX_HOME_VIDEOS: 5,
      CONTACT_PAGE_FAQ_COUNT: 4,
      CHAT_MESSAGE_MAX_LENGTH: 1000,
      CHAT_HISTORY_LIMIT: 20,
      PAYMENT_PROOF_MAX_BYTES: 5 * 1024 * 1024,
      AVATAR_MAX_BYTES: 2 * 1024 * 1024,
      ADMIN_PAGE_SIZE: 20,
      HERO_AUTOPLAY_DEFAULT_MS: 5000,
      PAYMENT_SUCCESS_REDIRECT_MS: 3000,
      SPECIAL_OFFER_ICON_MAX_LENGTH: 2,
      DEFAULT_REGULAR_PRICE: 24900,
      DEFAULT_SALE_PRICE: 19900,
    });
  });

  it("express rate limits in the spec's units", () => {
    expect(limits.SIGN_IN_RATE_LIMIT).toEqual({ maxAttempts: 5, windowMs: 15 * 60 * 1000 });
    expect(limits.SIGN_UP_RATE_LIMIT).toEqual({ maxAttempts: 3, windowMs: 5 * 60 * 1000 });
    expect(limits.DEFAULT_RATE_LIMIT).toEqual({ maxAttempts: 5, windowMs: 900000 });
  });

  it("allow exactly the payment proof types the spec lists (JPG, PNG, GIF, PDF)", () => {
    expect([...limits.PAYMENT_PROOF_MIME_TYPES].sort()).toEqual(["application/pdf", "image/gif", "image/jpeg", "image/png"]);
    expect(limits.HOME_VIDEO_MIME_TYPES).not.toContain("video/ogg");
    expect(limits.HERO_VIDEO_MIME_TYPES).toContain("video/ogg");
  });
});
