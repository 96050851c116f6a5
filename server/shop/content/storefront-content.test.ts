import { describe, expect, it } from "vitest";
import { heroSlides, promotionSlides, reviews, videos } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { loadHomePage } from "./home-page";
import { listActiveReviews } from "./reviews";
import { listActiveSlides } from "./slides";
import { listActiveVideos } from "./videos";

const testDb = provideTestDatabase();

describe("listActiveSlides", () => {
  it("lists active hero slides in sort order, each list on its own", async () => {
    await testDb.db.insert(heroSlides).values([
      { title: "third", slideType: "text", sortOrder: 3 },
      { title: "first", slideType: "image", backgroundMediaUrl: "/media/demo/hero-1600.webp", sortOrder: 1, autoplayInterval: 7000 },
      { title: "hidden", slideType: "text", sortOrder: 0, isActive: false },
      { title: "second", slideType: "video", backgroundMediaUrl: "/media/videos/clip.mp4", sortOrder: 2 },
    ]);
    await testDb.db.insert(promotionSlides).values({ title: "promo", slideType: "text" });

    const slides = await listActiveSlides(testDb.db, "hero");
    expect(slides.map((slide) => slide.title)).toEqual(["first", "second", "third"]);
    expect(slides[0]).toMatchObject({ slideType: "image", mediaUrl: "/media/demo/hero-1600.webp", autoplayInterval: 7000 });
    expect(slides[1]).toMatchObject({ slideType: "video", mediaUrl: "/media/videos/clip.mp4", autoplayInterval: 5000 });
    expect((await listActiveSlides(testDb.db, "promotion")).map((slide) => slide.title)).toEqual(["promo"]);
  });

  it("shows a button only with text and an internal link, and media-less slides as text", async () => {
    await testDb.db.delete(promotionSlides);
    await testDb.db.insert(promotionSlides).values([
      { title: "ok", slideType: "text", buttonText: "ช้อปเลย", buttonLink: "/products", sortOrder: 1 },
      { title: "no text", slideType: "text", buttonText: "", buttonLink: "/products", sortOrder: 2 },
      { title: "offsite", slideType: "text", buttonText: "ไปเลย", buttonLink: "https://evil.example", sortOrder: 3 },
      { title: "no media", slideType: "image", backgroundMediaUrl: "  ", sortOrder: 4 },
    ]);
    const slides = await listActiveSlides(testDb.db, "promotion");
    expect(slides.map((slide) => slide.button)).toEqual([{ text: "ช้อปเลย", to: "/products" }, null, null, null]);
    expect(slides[3]).toMatchObject({ slideType: "text", mediaUrl: null });
  });
});

describe("reviews and videos", () => {
  it("lists active reviews by sort order; the home page shows at most 8", async () => {
    await testDb.db.insert(reviews).values(
      Array.from({ length: 11 }, (_, index) => ({
        reviewerName: `คุณรีวิว ${index}`,
        text: `รีวิวที่ ${index}`,
        rating: (index % 5) + 1,
        // Inserted out of order; sort order decides.
        sortOrder: 10 - index,
        isActive: index !== 4,
        productName: index === 0 ? " " : "ลิปกลอส",
      })),
    );
    const all = await listActiveReviews(testDb.db);
    expect(all).toHaveLength(10);
    expect(all.map((review) => review.text)).toEqual([10, 9, 8, 7, 6, 5, 3, 2, 1, 0].map((index) => `รีวิวที่ ${index}`));
    // A blank product name reads as the generic lipstick label.
    expect(all.at(-1)?.productName).toBe("ลิปสติก");

    const home = await loadHomePage(testDb.db);
    expect(home.reviews).toHaveLength(8);
    expect(home.reviews.map((review) => review.text)).toEqual(all.slice(0, 8).map((review) => review.text));
  });

  it("lists active videos by sort order, at most 5", async () => {
    await testDb.db.insert(videos).values(
      Array.from({ length: 7 }, (_, index) => ({
        title: `วิดีโอ ${index}`,
        mediaUrl: `/media/videos/${index}.mp4`,
        sortOrder: index,
        isActive: index !== 1,
      })),
    );
    const list = await listActiveVideos(testDb.db);
    expect(list.map((video) => video.title)).toEqual(["วิดีโอ 0", "วิดีโอ 2", "วิดีโอ 3", "วิดีโอ 4", "วิดีโอ 5"]);
    expect(list[0]).toEqual({ id: expect.any(String), title: "วิดีโอ 0", description: "", mediaUrl: "/media/videos/0.mp4", posterUrl: null });
  });

  it("gives an empty home page when nothing is there yet", async () => {
    await testDb.db.delete(heroSlides);
    await testDb.db.delete(reviews);
    await testDb.db.delete(videos);
    expect(await loadHomePage(testDb.db)).toEqual({ heroSlides: [], featured: [], reviews: [], videos: [] });
  });
});
