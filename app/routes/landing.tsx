import { data, useLocation } from "react-router";
import { loadLandingPage } from "../../server/shop/content/landing-page";
import { database } from "../../server/platform/db/database";
import { logPageNotFound } from "../../server/platform/http/not-found";
import { LandingPage } from "../features/landing/landing-page";
import { NotFoundPage } from "../features/layout/not-found-page";
import { notFoundMeta, shopOf, storefrontPageMeta } from "../features/seo/page-meta";
import { LANDING_KEY } from "../../domain/catalog/landing";
import type { Route } from "./+types/landing";

// `/:product` sits before the catch-all; only landing keys are pages, every other single
// segment is the real 404 (docs/decisions/011-landing-page-route.md).
export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadLandingPage(database(), params.product);
  if (!page) {
    logPageNotFound(request);
    return data({ page: null }, { status: 404 });
  }
  return { page };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (!page) return notFoundMeta(matches);
  const { config } = page;
  return storefrontPageMeta({
    title: config.lines.map((line) => line.name).join(" & "),
    description: config.tagline,
    // Every landing address shows the same content; search engines should index one.
    path: `/${LANDING_KEY}`,
    shop: shopOf(matches),
    image: config.heroBanner?.url ?? config.lines[0].image?.url,
    imageAlt: config.heroBanner?.alt,
  });
}

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  if (!loaderData.page) return <NotFoundPage path={location.pathname} />;
  return <LandingPage config={loaderData.page.config} featuredLine={loaderData.page.featuredLine} />;
}
