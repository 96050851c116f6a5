import { useBrandName } from "../features/layout/brand-name";
import { shopOf, storefrontPageMeta } from "../features/seo/page-meta";
import { PolicyPage } from "../features/policies/policy-page";
import { termsOfService } from "../../domain/content/terms-of-service";
import type { Route } from "./+types/terms";

export function meta({ matches }: Route.MetaArgs) {
  return storefrontPageMeta({
    title: "ข้อกำหนดและเงื่อนไข",
    description: "เงื่อนไขการสั่งซื้อ การชำระเงิน การจัดส่ง 3-7 วันทำการ การยกเลิกและเปลี่ยนแปลงคำสั่งซื้อ การคืนหรือเปลี่ยนสินค้าภายใน 7 วัน และการคืนเงินภายใน 15 วัน",
    path: "/terms",
    shop: shopOf(matches),
  });
}

export default function TermsRoute() {
  return <PolicyPage document={termsOfService(useBrandName())} />;
}
