import { useBrandName } from "../features/layout/brand-name";
import { shopOf, storefrontPageMeta } from "../features/seo/page-meta";
import { PolicyPage } from "../features/policies/policy-page";
import { termsOfService } from "../../domain/content/terms-of-service";
import { ARRIVAL_WORKING_DAYS } from "../../domain/shared/delivery-terms";
import { REFUND_WITHIN_DAYS, RETURN_WINDOW_DAYS } from "../../domain/shared/after-sale-terms";
import type { Route } from "./+types/terms";

export function meta({ matches }: Route.MetaArgs) {
  return storefrontPageMeta({
    title: "ข้อกำหนดและเงื่อนไข",
    description: `เงื่อนไขการสั่งซื้อ การชำระเงิน การจัดส่ง ${ARRIVAL_WORKING_DAYS} วันทำการ การยกเลิกและเปลี่ยนแปลงคำสั่งซื้อ การคืนหรือเปลี่ยนสินค้าภายใน ${RETURN_WINDOW_DAYS} วัน และการคืนเงินภายใน ${REFUND_WITHIN_DAYS} วัน`,
    path: "/terms",
    shop: shopOf(matches),
  });
}

export default function TermsRoute() {
  return <PolicyPage document={termsOfService(useBrandName())} />;
}
