import { requireUser } from "../../server/auth/guards";
import { PaymentSettingsPage } from "../features/payment-settings/payment-settings-page";
import type { Route } from "./+types/payment-settings";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export function meta() {
  return [{ title: "ตั้งค่าการชำระเงิน" }, { name: "robots", content: "noindex" }];
}

export default function PaymentSettings() {
  return <PaymentSettingsPage />;
}
