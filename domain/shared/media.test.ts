import { expectMapping } from "./test-support/expect-mapping";
import { describe, it } from "vitest";
import { mediaKind } from "./media";

describe("mediaKind", () => {
  it("plays .mp4 and .webm files as video, whatever the case or query string", () =>
    expectMapping(mediaKind, [
      ["/media/videos/intro.mp4", "video"],
      ["/media/videos/INTRO.WEBM", "video"],
      ["/media/videos/intro.mp4?v=2#t=3", "video"],
    ]));

  it("shows anything else as an image", () =>
    expectMapping(mediaKind, [
      ["/media/demo/hero-glossy-lips-1600.webp", "image"],
      ["/media/videos/intro.mp4.png", "image"],
      ["/media/videos/clip.ogg", "image"],
    ]));
});
