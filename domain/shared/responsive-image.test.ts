import { describe, expect, it } from "vitest";
import { responsiveImage, thumbnailUrl } from "./responsive-image";

describe("responsiveImage", () => {
  it("builds WebP and AVIF srcsets over the ladder up to the stored width", () => {
    expect(responsiveImage("/media/products/lip-480.webp")).toEqual({
      src: "/media/products/lip-480.webp",
      width: 480,
      webpSrcSet: "/media/products/lip-160.webp 160w, /media/products/lip-320.webp 320w, /media/products/lip-480.webp 480w",
      avifSrcSet: "/media/products/lip-160.avif 160w, /media/products/lip-320.avif 320w, /media/products/lip-480.avif 480w",
    });
  });

  it("gives the same answer for the same URL every time, and none for other URLs", () => {
    expect(responsiveImage("/media/a-960.webp")).toBe(responsiveImage("/media/a-960.webp"));
    expect(responsiveImage("https://example.com/lip.jpg")).toBeNull();
    expect(responsiveImage("https://example.com/lip.jpg")).toBeNull();
    expect(responsiveImage(null)).toBeNull();
    expect(responsiveImage("")).toBeNull();
  });

  it("keeps answering correctly after the remembered URLs have filled up", () => {
    for (let index = 0; index < 2_100; index++) expect(responsiveImage(`/media/p${index}-160.webp`)?.width).toBe(160);
    expect(responsiveImage("/media/p0-160.webp")?.webpSrcSet).toBe("/media/p0-160.webp 160w");
  });
});

describe("thumbnailUrl", () => {
  it("points at the 160 px rendition of a stored image and leaves other URLs alone", () => {
    expect(thumbnailUrl("/media/products/lip-960.webp")).toBe("/media/products/lip-160.webp");
    expect(thumbnailUrl("https://example.com/lip.jpg")).toBe("https://example.com/lip.jpg");
  });
});
