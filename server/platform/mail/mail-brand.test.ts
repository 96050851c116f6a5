import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { inlineImagesFor, mailColours, mailHtmlForBrowser, SHOP_LOGO_CID, SHOP_LOGO_SIZE, SHOP_LOGO_SRC } from "./mail-brand";

describe("the mails' brand", () => {
  it("uses the theme's colours (app/app.css), so a new pink on the pages fails here until the mails follow", () => {
    const css = readFileSync("app/app.css", "utf8");
    const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, "i").exec(css)?.[1]?.toLowerCase();
    expect(mailColours.background).toBe(token("brand-50"));
    expect(mailColours.line).toBe(token("brand-100"));
    expect(mailColours.brand).toBe(token("brand-500"));
    expect(mailColours.brandDark).toBe(token("brand-700"));
    expect(mailColours.ink).toBe(token("ink"));
  });

  it("attaches the logo as a PNG drawn from the shipped mark, only to mails that show it", async () => {
    const [logo, ...others] = await inlineImagesFor(`<img src="${SHOP_LOGO_SRC}">`);
    expect(others).toEqual([]);
    expect(logo).toMatchObject({ cid: SHOP_LOGO_CID, contentType: "image/png", filename: "logo.png" });
    const picture = await sharp(logo!.content).metadata();
    expect(picture).toMatchObject({ format: "png", width: SHOP_LOGO_SIZE * 2, height: SHOP_LOGO_SIZE * 2 });
    // The mark's gradient pink, not an empty square.
    const { data } = await sharp(logo!.content).raw().toBuffer({ resolveWithObject: true });
    expect(data[(10 * SHOP_LOGO_SIZE * 2 + 10) * 4]).toBeGreaterThan(200);
    expect(await inlineImagesFor("<p>plain</p>")).toEqual([]);
    expect(await inlineImagesFor(undefined)).toEqual([]);
  });

  it("writes the logo in as a data: URI only for showing a mail in a browser", async () => {
    const shown = await mailHtmlForBrowser(`<img src="${SHOP_LOGO_SRC}">`);
    expect(shown).toMatch(/^<img src="data:image\/png;base64,[A-Za-z0-9+/=]+">$/);
  });
});
