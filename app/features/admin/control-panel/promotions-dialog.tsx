import { Link } from "react-router";
import { controlPanelMessages as m } from "../../../../domain/control-panel-messages";
import { formatBaht } from "../../../../domain/money";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { PanelDialog, PanelLoading, usePanelData } from "./panel-kit";

const ro = m.readOnly;

type FlashSale = { id: string; productName: string; originalPrice: number; salePrice: number; endTime: string; state: "active" | "closed" };

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
