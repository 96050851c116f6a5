import { Link } from "react-router";
import { controlPanelMessages as m } from "../../../../domain/control-panel-messages";
import { formatBaht } from "../../../../domain/money";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { PanelDialog, PanelLoading, usePanelData } from "./panel-kit";

const ro = m.readOnly;

type Slide = { id: string; title: string; slideType: string; sortOrder: number; isActive: boolean };
type FlashSale = { id: string; productName: string; originalPrice: number; salePrice: number; endTime: string; state: "active" | "closed" };

/**
 * Hero Section, read-only: the slides are written by the hero editor (/admin/hero, its own
 * server functions); this dialog lists them and links there.
 */
export function HeroDialog({ onClose }: { onClose: () => void }) {
  const { data, failed } = usePanelData<{ slides: Slide[] }>("/admin/control-panel/hero");
  return (
    <PanelDialog title={m.sections.hero} onClose={onClose}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600">
        <p>{ro.heroIntro}</p>
        <Link to="/admin/hero" className={ADMIN_BUTTON.secondary}>
          {ro.openHero}
        </Link>
      </div>
      {!data ? (
        <PanelLoading failed={failed} />
      ) : data.slides.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-600">{m.empty}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {data.slides.map((slide) => (
            <li key={slide.id} className="flex justify-between gap-2 py-2 text-sm">
              <span className="font-medium">{slide.title || "—"}</span>
              <span className="text-gray-500">
                {slide.slideType} · #{slide.sortOrder} · {slide.isActive ? m.contentBlocks.active : m.contentBlocks.inactive}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PanelDialog>
  );
}

/** Promotions, read-only: flash sales with the spec's 'active'/'closed'; written on /admin/promotions. */
export function PromotionsDialog({ onClose }: { onClose: () => void }) {
  const { data, failed } = usePanelData<{ flashSales: FlashSale[] }>("/admin/control-panel/promotions");
  return (
    <PanelDialog title={m.sections.promotions} onClose={onClose}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600">
        <p>{ro.promotionsIntro}</p>
        <Link to="/admin/promotions" className={ADMIN_BUTTON.secondary}>
          {ro.openPromotions}
        </Link>
      </div>
      {!data ? (
        <PanelLoading failed={failed} />
      ) : data.flashSales.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-600">{m.empty}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {data.flashSales.map((sale) => (
            <li key={sale.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span className="font-medium">{sale.productName}</span>
              <span className="text-gray-600">
                <s>{formatBaht(sale.originalPrice)}</s> {formatBaht(sale.salePrice)} ·{" "}
                <span className={sale.state === "active" ? "font-semibold text-green-700" : "text-gray-500"}>
                  {sale.state === "active" ? m.flashSaleActive : m.flashSaleClosed}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </PanelDialog>
  );
}
