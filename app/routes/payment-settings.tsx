import { requireUser } from "../../server/platform/auth/guards";
import { PaymentSettingsPage } from "../features/payment-settings/payment-settings-page";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/payment-settings";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("ตั้งค่าการชำระเงิน", matches);
}

export default function PaymentSettings() {
  return <PaymentSettingsPage />;
}
