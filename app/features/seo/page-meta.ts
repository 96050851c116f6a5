import type { MetaDescriptor } from "react-router";

export type PageMetaInput = {
  title: string;
  description: string;
  /** Absolute canonical URL of the page (also og:url). */
  url?: string;
  /** Absolute image URL for link previews. */
  image?: { url: string; width?: number; height?: number; alt: string };
  type?: "website" | "product";
  siteName?: string;
  noIndex?: boolean;
};

// Link previews on LINE and Facebook read Open Graph; X reads its own tags.
const DESCRIPTION_MAX = 160;

/** Shortens text for a meta description at a word boundary where there is one. */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/** `<title>`, description, canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const description = metaDescription(input.description);
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: description },
    { property: "og:title", content: input.title },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: "th_TH" },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: description },
  ];
  if (input.siteName) tags.push({ property: "og:site_name", content: input.siteName });
  if (input.url) {
    tags.push({ tagName: "link", rel: "canonical", href: input.url }, { property: "og:url", content: input.url });
  }
  if (input.image) {
    tags.push(
      { property: "og:image", content: input.image.url },
      { property: "og:image:alt", content: input.image.alt },
      { name: "twitter:image", content: input.image.url },
      { name: "twitter:image:alt", content: input.image.alt },
    );
    if (input.image.width && input.image.height) {
      tags.push(
        { property: "og:image:width", content: String(input.image.width) },
        { property: "og:image:height", content: String(input.image.height) },
      );
    }
  }
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The brand name the root loader read from site settings, for page titles. */
export function brandNameFrom(matches: readonly unknown[]): string | undefined {
  for (const match of matches) {
    const candidate = match as { id?: string; data?: { chrome?: { brandName?: unknown } } } | undefined;
    if (candidate?.id === "root" && typeof candidate.data?.chrome?.brandName === "string") {
      return candidate.data.chrome.brandName;
    }
  }
  return undefined;
}

/** "Page — Brand", or the page title alone before the root data is known. */
export function pageTitle(page: string, brandName: string | undefined): string {
  return brandName ? `${page} | ${brandName}` : page;
}
