import { describe, it, expect } from "vitest";
import * as limits from "./limits";

describe("limits", () => {
  it("match spec §9", () => {
    expect(limits.FEATURED_PRODUCTS_COUNT).toBe(4);
    expect(limits.MAX_REVIEWS_SHOWN).toBe(8);
    expect(limits.MAX_HOME_VIDEOS).toBe(5);
    expect(limits.CONTACT_PAGE_FAQ_COUNT).toBe(4);
    expect(limits.CHAT_MESSAGE_MAX_LENGTH).toBe(1000);
    expect(limits.CHAT_HISTORY_LIMIT).toBe(20);
    expect(limits.PAYMENT_PROOF_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(limits.AVATAR_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(limits.ADMIN_PAGE_SIZE).toBe(20);
    expect(limits.HERO_AUTOPLAY_DEFAULT_MS).toBe(5000);
    expect(limits.PAYMENT_SUCCESS_REDIRECT_MS).toBe(3000);
    expect(limits.SPECIAL_OFFER_ICON_MAX_LENGTH).toBe(2);
    expect(limits.DEFAULT_REGULAR_PRICE).toBe(24900);
    expect(limits.DEFAULT_SALE_PRICE).toBe(19900);
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
