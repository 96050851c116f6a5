import type { MetaDescriptor } from "react-router";
import { shareImageUrl } from "../../../domain/shared/responsive-image";

export type PageMetaInput = {
  /** The page's own name; the brand is added by `pageTitle`. */
  title: string;
  brandName: string;
  description: string;
  /** Absolute canonical URL of the page (also og:url). */
  url?: string;
  /** Absolute image URL for link previews. */
  image?: { url: string; width?: number; height?: number; alt: string };
  type?: "website" | "product";
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
  const title = pageTitle(input.title, input.brandName);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: "th_TH" },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { property: "og:site_name", content: input.brandName },
  ];
  if (input.url) {
    tags.push({ tagName: "link", rel: "canonical", href: input.url }, { property: "og:url", content: input.url });
  }
  if (input.image) {
    const imageUrl = shareImageUrl(input.image.url);
    tags.push(
      { property: "og:image", content: imageUrl },
      { property: "og:image:alt", content: input.image.alt },
      { name: "twitter:image", content: imageUrl },
      { name: "twitter:image:alt", content: input.image.alt },
    );
    if (input.image.width && input.image.height) {
      tags.push({ property: "og:image:width", content: String(input.image.width) }, { property: "og:image:height", content: String(input.image.height) });
    }
  }
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/**
 * The one rule for every page's `<title>`: "Page | Brand", the brand exactly once and last.
 * Pages name only themselves; a page named after the brand alone gets just the brand.
 */
export function pageTitle(page: string, brandName: string): string {
  const name = page.trim();
  return name === "" || name === brandName ? brandName : `${name} | ${brandName}`;
}

export type ShopIdentity = { publicUrl: string; brandName: string };

type RootData = { publicUrl?: unknown; chrome?: { brandName?: unknown } } | null | undefined;
type MetaMatch = { id?: string; loaderData?: unknown; data?: unknown } | undefined;

/** The shop's public origin and brand name from the root loader's data (app/root.tsx). */
export function shopIdentityFromRootData(rootData: unknown): ShopIdentity {
  const root = rootData as RootData;
  return {
    publicUrl: typeof root?.publicUrl === "string" ? root.publicUrl : "http://localhost",
    brandName: typeof root?.chrome?.brandName === "string" && root.chrome.brandName !== "" ? root.chrome.brandName : "Glossy & Velvet",
  };
}

/** The same, found among a route's `meta` matches. */
export function shopOf(matches: readonly MetaMatch[]): ShopIdentity {
  const root = matches.find((match) => match?.id === "root");
  return shopIdentityFromRootData(root?.loaderData ?? root?.data);
}

/**
 * Tags for a storefront page addressed by its path: the canonical URL, og:url and the
 * share image become absolute (LINE and Facebook need that) and the title carries the brand.
 */
export function storefrontPageMeta(input: {
  title: string;
  description: string;
  /** The page's own path, e.g. "/promotions". */
  path: string;
  shop: ShopIdentity;
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "product";
}): MetaDescriptor[] {
  const absolute = (url: string) => new URL(url, `${input.shop.publicUrl}/`).href;
  return pageMeta({
    title: input.title,
    brandName: input.shop.brandName,
    description: input.description,
    url: absolute(input.path),
    type: input.type,
    image: input.image ? { url: absolute(input.image), alt: input.imageAlt ?? input.title } : undefined,
  });
}

/** Meta of a page search engines should not index (sign-in, the member area, 404s): a title under the same rule. */
export function privatePageMeta(page: string, matches: readonly MetaMatch[]): MetaDescriptor[] {
  return [{ title: pageTitle(page, shopOf(matches).brandName) }, { name: "robots", content: "noindex" }];
}

/** A route's `meta` for a page under a fixed title that search engines should not index. */
export function privateMeta(page: string): (args: { matches: readonly MetaMatch[] }) => MetaDescriptor[] {
  return ({ matches }) => privatePageMeta(page, matches);
}

/** Meta of the 404 page (the catch-all route and single-segment paths that are no landing page). */
export function notFoundMeta(matches: readonly MetaMatch[]): MetaDescriptor[] {
  return privatePageMeta("ไม่พบหน้าที่ต้องการ (404)", matches);
}
