import type { MetaDescriptor } from "react-router";

export type ShopIdentity = { publicUrl: string; brandName: string };

type PageMetaInput = {
  title: string;
  description: string;
  /** The page's own path, e.g. "/promotions"; becomes the canonical and og:url address. */
  path: string;
  /** From the root loader (`shopOf`): share previews need absolute URLs and the brand. */
  shop: ShopIdentity;
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "product";
};

function absolute(publicUrl: string, url: string): string {
  return new URL(url, `${publicUrl}/`).href;
}

/**
 * Title, description, canonical link, Open Graph and Twitter tags for a storefront page, so
 * links shared on LINE and Facebook preview with the page's own title and picture.
 */
export function pageMeta({ title, description, path, shop, image, imageAlt, type = "website" }: PageMetaInput): MetaDescriptor[] {
  const { publicUrl, brandName } = shop;
  const url = absolute(publicUrl, path);
  const imageUrl = image ? absolute(publicUrl, image) : null;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: brandName },
    { property: "og:locale", content: "th_TH" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(imageUrl
      ? [
          { property: "og:image", content: imageUrl },
          ...(imageAlt ? [{ property: "og:image:alt", content: imageAlt }] : []),
        ]
      : []),
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(imageUrl ? [{ name: "twitter:image", content: imageUrl }] : []),
  ];
}

type RootData = { publicUrl?: unknown; chrome?: { brandName?: unknown } } | undefined;

/** The shop's public origin and brand name from the root route's loader data (app/root.tsx). */
export function shopOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): ShopIdentity {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  return {
    publicUrl: typeof root?.publicUrl === "string" ? root.publicUrl : "http://localhost",
    brandName: typeof root?.chrome?.brandName === "string" ? root.chrome.brandName : "Glossy & Velvet",
  };
}

/** Meta of the 404 page (the catch-all route and single-segment paths that are no landing page). */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: "ไม่พบหน้าที่ต้องการ (404)" }, { name: "robots", content: "noindex" }];
}
