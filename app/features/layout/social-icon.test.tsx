import { renderToStaticMarkup } from "react-dom/server";
import { siFacebook, siInstagram, siLine, siShopee, siTiktok } from "simple-icons";
import { describe, expect, it } from "vitest";
import { SocialIcon, socialPlatformName } from "./social-icon";

describe("SocialIcon", () => {
  it("draws each platform's own mark", () => {
    const marks = { facebook: siFacebook, line: siLine, instagram: siInstagram, tiktok: siTiktok, shopee: siShopee };
    for (const [platform, icon] of Object.entries(marks)) {
      const svg = renderToStaticMarkup(<SocialIcon platform={platform} />);
      expect(svg, platform).toContain(`d="${icon.path}"`);
      expect(svg, platform).toContain('aria-hidden="true"');
    }
    expect(socialPlatformName("line")).toBe("LINE");
    expect(socialPlatformName("tiktok")).toBe("TikTok");
  });

  it("draws a plain link mark for a platform it does not know", () => {
    const svg = renderToStaticMarkup(<SocialIcon platform="myspace" />);
    for (const icon of [siFacebook, siInstagram, siLine, siShopee, siTiktok]) expect(svg).not.toContain(icon.path);
    expect(svg).toContain("<svg");
  });
});
