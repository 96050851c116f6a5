import { loadHomePage } from "../../server/shop/content/home-page";
import { database } from "../../server/platform/db/database";
import { shopOf, storefrontPageMeta } from "../features/seo/page-meta";
import { HomePage } from "../features/home/home-page";
import type { Route } from "./+types/home";

export async function loader() {
  return loadHomePage(database());
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = shopOf(matches);
  const shareImage = loaderData?.heroSlides.find((slide) => slide.slideType === "image")?.mediaUrl;
  return storefrontPageMeta({
    title: "ลิปสติกพรีเมียมสไตล์เกาหลี",
    description: "ลิปสติกสไตล์เกาหลี Glossy Lip และ Velvet Lip หลากเฉดสี จัดส่งฟรีทั่วประเทศเมื่อสั่งซื้อครบ 1,000 บาท",
    path: "/",
    shop,
    image: shareImage,
  });
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
