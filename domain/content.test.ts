import { describe, expect, it } from "vitest";
import { reviewerInitial, starRating } from "./content";

describe("starRating", () => {
  it("keeps whole ratings from 1 to 5", () => {
    expect([1, 2, 3, 4, 5].map(starRating)).toEqual([1, 2, 3, 4, 5]);
  });

  it("clamps and rounds anything else, defaulting to 5", () => {
    expect(starRating(0)).toBe(1);
    expect(starRating(9)).toBe(5);
    expect(starRating(3.6)).toBe(4);
    expect(starRating(null)).toBe(5);
    expect(starRating(Number.NaN)).toBe(5);
  });
});

describe("reviewerInitial", () => {
  it("skips the courtesy title คุณ so avatars tell reviewers apart", () => {
    expect(reviewerInitial("คุณพิมพ์ชนก")).toBe("พ");
    expect(reviewerInitial("คุณ มินตรา")).toBe("ม");
  });

  it("takes the first consonant of a Thai name and upper-cases Latin names", () => {
    expect(reviewerInitial("นุ่น")).toBe("น");
    expect(reviewerInitial("เมย์")).toBe("ม");
    expect(reviewerInitial("ไอซ์")).toBe("อ");
    expect(reviewerInitial("anna")).toBe("A");
  });

  it("falls back to a question mark for an empty name, and keeps a lone title", () => {
    expect(reviewerInitial("   ")).toBe("?");
    expect(reviewerInitial("คุณ")).toBe("ค");
  });
});
