import { describe, expect, it } from "vitest";
import { mediaKind } from "./media";

describe("mediaKind", () => {
  it("plays .mp4 and .webm files as video, whatever the case or query string", () => {
    expect(mediaKind("/media/videos/intro.mp4")).toBe("video");
    expect(mediaKind("/media/videos/INTRO.WEBM")).toBe("video");
    expect(mediaKind("/media/videos/intro.mp4?v=2#t=3")).toBe("video");
  });

  it("shows anything else as an image", () => {
    expect(mediaKind("/media/demo/hero-glossy-lips-1600.webp")).toBe("image");
    expect(mediaKind("/media/videos/intro.mp4.png")).toBe("image");
    expect(mediaKind("/media/videos/clip.ogg")).toBe("image");
  });
});
