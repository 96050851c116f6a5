import { adminPromotionTexts } from "../../domain/admin/admin-promotion-texts";
import { adminAction } from "../../server/shop/admin/admin-route";
import { FLASH_SALE_LIST_FILTERS, flashSaleIntents, loadFlashSalesTab } from "../../server/shop/admin/promotion-tabs";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { FlashSalesPanel } from "../features/admin/promotions/flash-sales-panel";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.flash-sales";

const m = adminPromotionTexts.flashSales;

// The same panel, loader and intents as the promotions manager's flash-sales tab.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadFlashSalesTab(database(), request, FLASH_SALE_LIST_FILTERS);
}

export const action = adminAction(flashSaleIntents, { listFilters: FLASH_SALE_LIST_FILTERS });

export const meta = privateMeta(m.title);

export default function AdminFlashSales({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminScreen title={m.title}>
      <FlashSalesPanel data={loaderData} reply={actionData} />
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.loadFailed} />;
}
