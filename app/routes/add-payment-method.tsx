import { requireUser } from "../../server/platform/auth/guards";
import { AddPaymentMethodPage } from "../features/payment-settings/add-payment-method-page";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/add-payment-method";

// No action: card details are never posted to the shop.
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("เพิ่มวิธีการชำระเงิน", matches);
}

export default function AddPaymentMethod() {
  return <AddPaymentMethodPage />;
}
