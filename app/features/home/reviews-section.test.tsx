import { describe, expect, it } from "vitest";
import { rendered, textOf } from "../orders/tax-document-fixtures";
import { ReviewsSection } from "./reviews-section";
import { ReviewsPage } from "../reviews/reviews-page";
import type { ReviewView } from "../../../domain/content/content";

const review: ReviewView = {
  id: "r1",
  reviewerName: "พลอย",
  avatarUrl: null,
  text: "สีสวยมาก ติดทนทั้งวัน",
  rating: 5,
  productName: "Velvet Matte",
  productImage: null,
};

// Issue 40: the home page's testimonial praised a product whose own page said no buyer had reviewed it yet.
describe("the staff-chosen reviews", () => {
  it("say on the home page and on /reviews that the shop picked them, and where buyers' reviews are", () => {
    const staffChosen = "ร้านคัดเลือกและลงไว้เอง";
    expect(textOf(rendered(<ReviewsSection reviews={[review]} />))).toContain(staffChosen);
    expect(textOf(rendered(<ReviewsPage reviews={[review]} />))).toContain(staffChosen);
  });
});
