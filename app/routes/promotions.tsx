import { promotionTexts } from "../features/promotions/texts";
import { database } from "../../server/platform/db/database";
import { loadPromotionsPage } from "../../server/shop/promotions/promotions-page";
import { shopOf, storefrontPageMeta } from "../features/seo/page-meta";
import { PromotionsPage } from "../features/promotions/promotions-page";
import type { Route } from "./+types/promotions";

export async function loader() {
  return loadPromotionsPage(database());
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = shopOf(matches);
  const sale = loaderData?.flashSales[0];
  return storefrontPageMeta({
    title: `${promotionTexts.pageTitle} & Flash Sale`,
    description: promotionTexts.pageDescription,
    path: "/promotions",
    shop,
    image: sale?.image ?? loaderData?.slides.find((slide) => slide.slideType === "image")?.mediaUrl,
    imageAlt: sale?.productNameThai,
  });
}

export default function PromotionsRoute({ loaderData }: Route.ComponentProps) {
  return <PromotionsPage {...loaderData} />;
}
