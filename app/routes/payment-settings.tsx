import { requireUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { listSavedCards } from "../../server/shop/members/saved-cards";
import { PaymentSettingsPage } from "../features/payment-settings/payment-settings-page";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/payment-settings";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { cards: await listSavedCards(database(), user.id) };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("ตั้งค่าการชำระเงิน", matches);
}

export default function PaymentSettings({ loaderData }: Route.ComponentProps) {
  return <PaymentSettingsPage cards={loaderData.cards} />;
}
