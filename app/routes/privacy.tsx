import { useBrandName } from "../features/layout/brand-name";
import { shopOf, storefrontPageMeta } from "../features/seo/page-meta";
import { PolicyPage } from "../features/policies/policy-page";
import { privacyPolicy } from "../../domain/content/privacy-policy";
import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  return storefrontPageMeta({
    title: "นโยบายความเป็นส่วนตัว",
    description: "ข้อมูลส่วนบุคคลที่ร้านเก็บ (บัญชี คำสั่งซื้อ ที่อยู่ หลักฐานการชำระเงิน ข้อความแชท บันทึกความปลอดภัย) วัตถุประสงค์ การใช้คุกกี้ และสิทธิของคุณตาม PDPA",
    path: "/privacy",
    shop: shopOf(matches),
  });
}

export default function PrivacyRoute() {
  return <PolicyPage document={privacyPolicy(useBrandName())} />;
}
