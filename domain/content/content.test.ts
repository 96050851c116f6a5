import { expectMapping } from "../shared/test-support/expect-mapping";
import { describe, expect, it } from "vitest";
import { reviewerInitial, starRating } from "./content";

describe("starRating", () => {
  it("keeps whole ratings from 1 to 5", () => {
    expect([1, 2, 3, 4, 5].map(starRating)).toEqual([1, 2, 3, 4, 5]);
  });

  it("clamps and rounds anything else, defaulting to 5", () =>
    expectMapping(starRating, [
      [0, 1],
      [9, 5],
      [3.6, 4],
      [null, 5],
      [Number.NaN, 5],
    ]));
});

describe("reviewerInitial", () => {
  it("skips the courtesy title คุณ so avatars tell reviewers apart", () => {
    expect(reviewerInitial("คุณพิมพ์ชนก")).toBe("พ");
    expect(reviewerInitial("คุณ มินตรา")).toBe("ม");
  });

  it("takes the first consonant of a Thai name and upper-cases Latin names", () =>
    expectMapping(reviewerInitial, [
      ["นุ่น", "น"],
      ["เมย์", "ม"],
      ["ไอซ์", "อ"],
      ["anna", "A"],
    ]));

  it("falls back to a question mark for an empty name, and keeps a lone title", () => {
    expect(reviewerInitial("   ")).toBe("?");
    expect(reviewerInitial("คุณ")).toBe("ค");
  });
});
