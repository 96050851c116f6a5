import { listActiveFaqs } from "../../server/shop/content/faqs";
import { database } from "../../server/platform/db/database";
import { FaqPage } from "../features/faq/faq-page";
import { shopOf, storefrontPageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/faq";

export async function loader() {
  return { faqs: await listActiveFaqs(database()) };
}

export function meta({ matches }: Route.MetaArgs) {
  return storefrontPageMeta({
    title: "คำถามที่พบบ่อย",
    description: "คำตอบเรื่องการสั่งซื้อ การชำระเงิน การจัดส่ง การคืนสินค้า และการเลือกสีลิปสติก Glossy Lip และ Velvet Lip",
    path: "/faq",
    shop: shopOf(matches),
  });
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage faqs={loaderData.faqs} />;
}
