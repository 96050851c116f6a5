import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  it("does not make the page preload an uploaded social logo, which sits below the fold", () => {
    // React's server renderer preloads every eager <img> into <head>: a logo there would compete
    // with the page's one priority picture (and be a second preload on every page).
    const html = renderToString(
      <html lang="th">
        <head />
        <body>
          <MemoryRouter>
            <SiteFooter brandName="Lipstick" socialLinks={[{ platform: "line", url: "https://line.me/x", logoUrl: "/media/social/line-logo.png" }]} />
          </MemoryRouter>
        </body>
      </html>,
    );
    expect(html).toContain('src="/media/social/line-logo.png"');
    expect(html).not.toMatch(/rel="preload"/);
  });
});
