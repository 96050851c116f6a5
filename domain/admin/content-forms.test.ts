import { expectEvery } from "../shared/test-support/expect-mapping";
import { oneFieldRefusal } from "../shared/test-support/form-refusals";
import { formData } from "../shared/test-support/form-data";
import { describe, expect, it } from "vitest";
import { adminContactTexts } from "./admin-contact-texts";
import { adminFaqTexts } from "./admin-faq-texts";
import { adminReviewTexts } from "./admin-review-texts";
import { adminSocialLinkTexts } from "./admin-social-link-texts";
import { parseForm } from "../shared/form-contract";
import { contactInfoSchema, faqSchema, isSocialLinkUrl, reviewFieldSchema, reviewSchema, socialLinkUrlSchema } from "./content-forms";

describe("social link addresses", () => {
  it("takes http(s) addresses with a host and the '#' placeholder", () => {
    expectEvery(
      isSocialLinkUrl,
      ["#", "https://facebook.com/glossyvelvet", "http://line.me/R/ti/p/@shop", "https://shopee.co.th/shop?id=1#top", "HTTPS://TIKTOK.COM/@x"],
      true,
    );
  });

  it("refuses script, data, relative and credentialed addresses, and anything not a URL", () => {
    expectEvery(
      isSocialLinkUrl,
      [
        "javascript:alert(1)",
        "data:text/html,x",
        "/admin",
        "//evil.example",
        "facebook.com/x",
        "https://",
        "https://user:pw@facebook.com",
        "https://face book.com",
        "##",
        "ftp://x.example",
      ],
      false,
    );
  });

  it("answers a refusal next to the field, trimmed input accepted", () => {
    expect(parseForm(socialLinkUrlSchema, formData({ url: "  https://instagram.com/x  " }))).toEqual({
      ok: true,
      value: { url: "https://instagram.com/x" },
    });
    expect(parseForm(socialLinkUrlSchema, formData({ url: "javascript:alert(1)" }))).toEqual(oneFieldRefusal(adminSocialLinkTexts.urlInvalid, "url"));
    expect(parseForm(socialLinkUrlSchema, formData({ url: " " }))).toEqual(oneFieldRefusal(adminSocialLinkTexts.urlRequired, "url"));
    expect(parseForm(socialLinkUrlSchema, formData({ url: `https://x.example/${"a".repeat(600)}` }))).toMatchObject({
      ok: false,
      field: "url",
      message: adminSocialLinkTexts.urlTooLong,
    });
  });
});

describe("review forms", () => {
  it("defaults the rating to 5 and the sort order to 0; the checkbox reads as shown or hidden", () => {
    expect(parseForm(reviewSchema, formData({ reviewerName: " คุณมุก ", text: "ดีมาก", rating: "", sortOrder: "", isActive: "on" }))).toEqual({
      ok: true,
      value: { reviewerName: "คุณมุก", text: "ดีมาก", rating: 5, productName: "", sortOrder: 0, isActive: true },
    });
    expect(parseForm(reviewSchema, formData({ reviewerName: "A", text: "B", rating: "3", sortOrder: "7" }))).toMatchObject({
      ok: true,
      value: { rating: 3, sortOrder: 7, isActive: false },
    });
  });

  it("refuses missing names and texts, ratings outside 1–5 and odd sort orders, naming the field", () => {
    const m = adminReviewTexts;
    expect(parseForm(reviewSchema, formData({ text: "B" }))).toEqual(oneFieldRefusal(m.reviewerRequired, "reviewerName"));
    expect(parseForm(reviewSchema, formData({ reviewerName: "A", text: "  " }))).toEqual(oneFieldRefusal(m.textRequired, "text"));
    for (const rating of ["0", "6", "4.5", "-1", "five", "55"]) {
      expect(parseForm(reviewSchema, formData({ reviewerName: "A", text: "B", rating })), rating).toEqual(oneFieldRefusal(m.ratingInvalid, "rating"));
    }
    for (const sortOrder of ["-1", "1.5", "x", "1000000", "100001"]) {
      expect(parseForm(reviewSchema, formData({ reviewerName: "A", text: "B", sortOrder })), sortOrder).toEqual(
        oneFieldRefusal(m.sortOrderInvalid, "sortOrder"),
      );
    }
  });

  it("checks one inline field on its own, under its own name", () => {
    expect(parseForm(reviewFieldSchema("rating"), { rating: "2" })).toEqual({ ok: true, value: { rating: 2 } });
    expect(parseForm(reviewFieldSchema("reviewerName"), { reviewerName: "" })).toEqual(oneFieldRefusal(adminReviewTexts.reviewerRequired, "reviewerName"));
    expect(parseForm(reviewFieldSchema("productName"), { productName: "" })).toEqual({ ok: true, value: { productName: "" } });
  });
});

describe("contact info and FAQ forms", () => {
  it("requires every contact field and a real e-mail address", () => {
    const full = { email: "Shop@Example.com", phone: "02-123-4567", address: "กรุงเทพฯ", workingHours: "9:00–18:00" };
    expect(parseForm(contactInfoSchema, formData(full))).toEqual({ ok: true, value: { ...full, email: "shop@example.com" } });
    expect(parseForm(contactInfoSchema, formData({ ...full, email: "shop" }))).toEqual(oneFieldRefusal(adminContactTexts.emailInvalid, "email"));
    expect(parseForm(contactInfoSchema, formData({ ...full, workingHours: "" }))).toEqual(
      oneFieldRefusal(adminContactTexts.workingHoursRequired, "workingHours"),
    );
  });

  it("requires a question and an answer", () => {
    expect(parseForm(faqSchema, formData({ question: "ส่งกี่วัน?", answer: "2-3 วัน", isActive: "on" }))).toEqual({
      ok: true,
      value: { question: "ส่งกี่วัน?", answer: "2-3 วัน", sortOrder: 0, isActive: true },
    });
    expect(parseForm(faqSchema, formData({ question: "", answer: "x" }))).toEqual(oneFieldRefusal(adminFaqTexts.questionRequired, "question"));
    expect(parseForm(faqSchema, formData({ question: "x" }))).toEqual(oneFieldRefusal(adminFaqTexts.answerRequired, "answer"));
  });
});
