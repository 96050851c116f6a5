import { expectMapping } from "../shared/test-support/expect-mapping";
import { describe, expect, it } from "vitest";
import { formatRatingAverage, maskedReviewerName, productReviewPath } from "./product-review";
import { productReviewTexts } from "./product-review-texts";

describe("maskedReviewerName", () => {
  it("shows the first name and the last name's first letter, never the whole name", () => {
    expect(maskedReviewerName("ปรียา", "ทดลองรีวิว", "ปรียา ทดลองรีวิว")).toBe("ปรียา ท.");
    expect(maskedReviewerName(null, null, "Somying Jaidee")).toBe("Somying");
    expect(maskedReviewerName("สมชาย", "เจริญสุข", null)).toBe("สมชาย จ.");
    expect(maskedReviewerName("  ", null, "  ")).toBe(productReviewTexts.anonymousReviewer);
  });
});

describe("formatRatingAverage", () => {
  it("has one decimal", () =>
    expectMapping(formatRatingAverage, [
      [10 / 3, "3.3"],
      [4.45, "4.5"],
      [5, "5.0"],
    ]));
});

describe("productReviewPath", () => {
  it("leads to the form for one product of one order", () => {
    expect(productReviewPath("ORDER-ABCDEFGHJ", "00000000-0000-4000-8000-000000000000")).toBe(
      "/member/review?order=ORDER-ABCDEFGHJ&product=00000000-0000-4000-8000-000000000000",
    );
  });
});
