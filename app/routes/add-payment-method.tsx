import { requireUser } from "../../server/auth/guards";
import { AddPaymentMethodPage } from "../features/payment-settings/add-payment-method-page";
import type { Route } from "./+types/add-payment-method";

// No action: card details are never posted to the shop.
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export function meta() {
  return [{ title: "เพิ่มวิธีการชำระเงิน" }, { name: "robots", content: "noindex" }];
}

export default function AddPaymentMethod() {
  return <AddPaymentMethodPage />;
}
