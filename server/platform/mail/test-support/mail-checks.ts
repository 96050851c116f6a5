import { SHOP_LOGO_SRC } from "../mail-brand";

/** Every <img src> in a mail's HTML. */
export const imageSources = (html: string) => [...html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));

/** Every <a href> in a mail's HTML. */
export const linkTargets = (html: string) => [...html.matchAll(/<a[^>]*\shref="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));

/**
 * Pictures only from inside the mail (the CID logo) or the shop's own origin: clients block
 * others, and a mail must not call out to anyone else when opened.
 */
export function foreignImages(html: string, shopOrigin: string): string[] {
  return imageSources(html).filter((src) => src !== SHOP_LOGO_SRC && new URL(src, "invalid:/").origin !== shopOrigin);
}

/** The target of the mail's link that reads `label` (the button), if there is one. */
export function buttonTarget(html: string, label: string): string | undefined {
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    if (visibleText(match[2]!).trim() === label) return match[1]!.replaceAll("&amp;", "&");
  }
  return undefined;
}

/** The text of the HTML as a reader sees it: tags gone, entities read. */
export function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
