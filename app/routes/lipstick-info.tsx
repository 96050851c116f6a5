import { shopOf, storefrontPageMeta } from "../features/seo/page-meta";
import { LipstickInfoPage } from "../features/lipstick-info/lipstick-info-page";
import type { Route } from "./+types/lipstick-info";

export function meta({ matches }: Route.MetaArgs) {
  return storefrontPageMeta({
    title: "ข้อมูลลิปสติก: เนื้อลิป การเลือกสี และการดูแล",
    description: "รู้จักเนื้อลิป Glossy, Velvet, Matte และ Satin เลือกสีลิปให้เข้ากับผิวขาว ผิวสองสี ผิวแทน และผิวเข้ม พร้อมวิธีทาและการเก็บรักษา ใช้ให้หมดภายใน 24 เดือนหลังเปิดใช้",
    path: "/lipstick-info",
    shop: shopOf(matches),
  });
}

export default function LipstickInfoRoute() {
  return <LipstickInfoPage />;
}
