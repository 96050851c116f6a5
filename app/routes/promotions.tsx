import { promotionTexts } from "../features/promotions/texts";
import { database } from "../../server/platform/db/database";
import { answerCollectCode } from "../../server/shop/promotions/collect-code";
import { loadPromotionsPage } from "../../server/shop/promotions/promotions-page";
import { shopOf, storefrontPageMeta } from "../features/seo/page-meta";
import { PromotionsPage } from "../features/promotions/promotions-page";
import type { Route } from "./+types/promotions";

export async function loader() {
  return loadPromotionsPage(database());
}

/** "เก็บโค้ด" posts here (with JavaScript through a fetcher; without it, this page answers with the outcome). */
export async function action({ request }: Route.ActionArgs) {
  return answerCollectCode(database(), request);
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

export default function PromotionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PromotionsPage {...loaderData} collectReply={actionData} />;
}
