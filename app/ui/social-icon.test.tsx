import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { siFacebook, siInstagram, siLine, siShopee, siTiktok } from "simple-icons";
import { describe, expect, it } from "vitest";
import { SocialIcon, socialPlatformName } from "./social-icon";

const MARKS = { facebook: siFacebook, line: siLine, instagram: siInstagram, tiktok: siTiktok, shopee: siShopee };
const sprite = readFileSync(new URL("./social-marks.svg", import.meta.url), "utf8");

describe("SocialIcon", () => {
  it("draws each platform's own mark from the sprite, named as the platform spells it", () => {
    for (const [platform, icon] of Object.entries(MARKS)) {
      const svg = renderToStaticMarkup(<SocialIcon platform={platform} />);
      expect(svg, platform).toMatch(new RegExp(`<use href="[^"]*social-marks[^"#]*#${platform}"`));
      expect(svg, platform).toContain('aria-hidden="true"');
      expect(socialPlatformName(platform), platform).toBe(icon.title);
    }
  });

  it("keeps the sprite's marks as Simple Icons draws them (regenerate social-marks.svg after updating the package)", () => {
    const symbols = [...sprite.matchAll(/<symbol id="([a-z]+)" viewBox="0 0 24 24"><path d="([^"]+)"\/><\/symbol>/g)];
    expect(Object.fromEntries(symbols.map(([, id, path]) => [id, path]))).toEqual(
      Object.fromEntries(Object.entries(MARKS).map(([platform, icon]) => [platform, icon.path])),
    );
  });

  it("draws a plain link mark for a platform it does not know", () => {
    for (const platform of ["myspace", "constructor"]) {
      const svg = renderToStaticMarkup(<SocialIcon platform={platform} />);
      expect(svg).not.toContain("social-marks");
      expect(svg).toContain("<svg");
      expect(socialPlatformName(platform)).toBe(platform);
    }
  });
});
