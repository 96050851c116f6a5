import { FEATURED_PRODUCTS_COUNT } from "../../domain/limits";
import { listFeaturedProducts } from "../../server/catalog/product-queries";
import { database } from "../../server/db/database";
import { HomePage } from "../features/home/home-page";
import type { Route } from "./+types/home";

export async function loader() {
  const featured = await listFeaturedProducts(database(), FEATURED_PRODUCTS_COUNT);
  return { featured };
}

export function meta() {
  const title = "Glossy & Velvet — ลิปสติกพรีเมียมสไตล์เกาหลี";
  const description = "ลิปสติกสไตล์เกาหลี Glossy Lip และ Velvet Lip หลากเฉดสี จัดส่งฟรีทั่วประเทศเมื่อสั่งซื้อครบ 1,000 บาท";
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage featured={loaderData.featured} />;
}
