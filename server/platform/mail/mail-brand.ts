import path from "node:path";
import sharp from "sharp";

/**
 * The shop's look in mail (decision 073). Mail cannot read app/app.css, so its colours are
 * copied here by name; mail-brand.test.ts fails when the theme's values move.
 */
export const mailColours = {
  /** --color-brand-50: the page around the card. */
  background: "#fff1f4",
  /** --color-brand-100: rules and the summary's borders. */
  line: "#ffe3ea",
  /** --color-brand-500: the button, carrying white text (≥ 4.5:1). */
  brand: "#d1245a",
  /** --color-brand-700: headings and totals. */
  brandDark: "#9a1545",
  /** --color-ink: body text. */
  ink: "#2a1a21",
  /** Secondary text (Tailwind gray-600, as on the pages). */
  muted: "#4b5563",
} as const;

/** The same font stack as the pages (app/app.css --font-sans). */
export const MAIL_FONT = '"Noto Sans Thai", "Noto Sans Thai UI", "Sukhumvit Set", Thonburi, "Leelawadee UI", system-ui, sans-serif';

/**
 * The logo travels inside the mail as an inline (CID) attachment: clients block remote images
 * and many (Gmail, Outlook) show no data: URI or SVG images. The HTML names it as
 * `cid:…`; the delivery job attaches the picture when it sends.
 */
export const SHOP_LOGO_CID = "shop-logo@glossy-velvet";
export const SHOP_LOGO_SRC = `cid:${SHOP_LOGO_CID}`;
/** Shown at 48 CSS px; drawn at 96 px for 2× screens. */
export const SHOP_LOGO_SIZE = 48;

/** The shop's mark as it ships (the favicon, the header's BrandLogo), the one source of the logo. */
const SHOP_LOGO_SVG = path.resolve("public/favicon.svg");

let logoPng: Promise<Buffer> | undefined;

/** The logo as PNG (mail clients do not show SVG), drawn once per process from the shipped SVG. */
export function shopLogoPng(): Promise<Buffer> {
  logoPng ??= sharp(SHOP_LOGO_SVG, { density: 72 * ((SHOP_LOGO_SIZE * 2) / 40) })
    .png()
    .toBuffer()
    .catch((error: unknown) => {
      logoPng = undefined;
      throw error;
    });
  return logoPng;
}

export type InlineImage = { cid: string; filename: string; content: Buffer; contentType: string };

/** The inline pictures a mail's HTML refers to by CID, to send with it. */
export async function inlineImagesFor(html: string | undefined): Promise<InlineImage[]> {
  if (!html?.includes(SHOP_LOGO_SRC)) return [];
  return [{ cid: SHOP_LOGO_CID, filename: "logo.png", content: await shopLogoPng(), contentType: "image/png" }];
}

/**
 * The HTML with its CID pictures written in as data: URIs, for showing a mail in a browser
 * (the rendering test, a developer's preview); never what is sent.
 */
export async function mailHtmlForBrowser(html: string): Promise<string> {
  let shown = html;
  for (const image of await inlineImagesFor(html)) {
    shown = shown.replaceAll(`cid:${image.cid}`, `data:${image.contentType};base64,${image.content.toString("base64")}`);
  }
  return shown;
}
