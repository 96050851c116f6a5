import type { MetaDescriptor } from "react-router";
import { brandNameFromRootData } from "./brand-name";

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/**
 * Title, description, Open Graph and Twitter tags for a storefront page, so a link shared
 * on LINE or Facebook previews with the page's own words. The title carries the brand.
 */
export function pageMeta(options: {
  title: string;
  description: string;
  matches: readonly MetaMatch[];
  type?: "website" | "article";
}): MetaDescriptor[] {
  const brand = brandNameFromRootData(options.matches.find((match) => match?.id === "root")?.loaderData);
  const title = brand ? `${options.title} | ${brand}` : options.title;
  return [
    { title },
    { name: "description", content: options.description },
    { property: "og:title", content: title },
    { property: "og:description", content: options.description },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:locale", content: "th_TH" },
    ...(brand ? [{ property: "og:site_name", content: brand }] : []),
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: options.description },
  ];
}
