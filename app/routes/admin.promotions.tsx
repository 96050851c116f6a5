import { adminPromotionTexts } from "../../domain/admin/admin-promotion-texts";
import { adminSlideTexts } from "../../domain/admin/admin-slide-texts";
import { adminAction } from "../../server/shop/admin/admin-route";
import { loadTab } from "../../server/shop/admin/admin-tabs";
import {
  flashSaleIntents,
  loadFlashSalesTab,
  loadOffersTab,
  loadSpecialOffersTab,
  offerIntents,
  PROMOTIONS_LIST_FILTERS,
  specialOfferIntents,
} from "../../server/shop/admin/promotion-tabs";
import { loadSlidesEditor, SLIDE_UPLOADS, slideIntents } from "../../server/shop/admin/slides-route";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { TabBar, type AdminTab } from "../features/admin/kit/tab-bar";
import { FlashSalesPanel } from "../features/admin/promotions/flash-sales-panel";
import { OffersPanel } from "../features/admin/promotions/offers-panel";
import { SpecialOffersPanel } from "../features/admin/promotions/special-offers-panel";
import { SlidesEditor } from "../features/admin/slides/slides-editor";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.promotions";

const m = adminPromotionTexts;

/**
 * The promotions manager (spec §2): one tab per part, `?tab=` in the URL (the promotions and
 * codes of decision 101 first, the default; issue 35). A tab is one line in each of: the
 * loaders, the action's intents, the tab bar and the panels below.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  return loadTab(request, {
    offers: (request) => loadOffersTab(db, request, PROMOTIONS_LIST_FILTERS),
    "flash-sales": (request) => loadFlashSalesTab(db, request, PROMOTIONS_LIST_FILTERS),
    "special-offers": (request) => loadSpecialOffersTab(db, request, PROMOTIONS_LIST_FILTERS),
    slides: (request) => loadSlidesEditor(request, "promotion"),
  });
}

export const action = adminAction(
  {
    ...offerIntents,
    ...flashSaleIntents,
    ...specialOfferIntents,
    ...slideIntents("promotion"),
  },
  // A promotion slide's file streams to disk (body-limit.ts: a streamed allowance for /admin/promotions).
  { listFilters: PROMOTIONS_LIST_FILTERS, uploads: SLIDE_UPLOADS },
);

const TABS: readonly AdminTab<Route.ComponentProps["loaderData"]["tab"]>[] = [
  { key: "offers", label: m.tabs.offers },
  { key: "flash-sales", label: m.tabs["flash-sales"] },
  { key: "special-offers", label: m.tabs["special-offers"] },
  { key: "slides", label: m.tabs.slides },
];

export const meta = privateMeta(m.title);

export default function AdminPromotions({ loaderData: view, actionData }: Route.ComponentProps) {
  return (
    <AdminScreen title={m.title}>
      <TabBar label={m.tabsLabel} tabs={TABS} current={view.tab} />
      {view.tab === "offers" ? <OffersPanel data={view.data} reply={actionData} /> : null}
      {view.tab === "flash-sales" ? <FlashSalesPanel data={view.data} reply={actionData} /> : null}
      {view.tab === "special-offers" ? <SpecialOffersPanel data={view.data} reply={actionData} /> : null}
      {view.tab === "slides" ? <SlidesEditor data={view.data} reply={actionData} heading={adminSlideTexts.promotionTitle} /> : null}
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.loadFailed} />;
}
