import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import { formatBaht } from "../../../../domain/shared/money";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { FIELD_INPUT, FIELD_LABEL, PanelDialog, PanelEditForm, usePanelData, usePanelRows, PanelField, PanelList, OpenScreenAndAdd } from "./panel-kit";

const URL = "/admin/control-panel/promotions";
const f = m.flashSaleForm;

type FlashSale = {
  id: string;
  productId: string;
  productName: string;
  originalPrice: number;
  salePrice: number;
  startInput: string;
  endInput: string;
  state: "active" | "closed";
};
type SaleProduct = { id: string; name: string; price: number };

/**
 * Promotions (spec §2 Control Panel): flash sales with the spec's 'active'/'closed', added from a
 * product or edited (price and window; the product stays). The promotions manager's own server
 * writes answer, so its rules hold here too; switching and deleting stay on /admin/promotions.
 */
export function PromotionsDialog({ onClose }: { onClose: () => void }) {
  const { data, failed, reload } = usePanelData<{ flashSales: FlashSale[]; products: SaleProduct[] }>(URL);
  const rows = usePanelRows<FlashSale>(URL, { saveFailed: m.saveFlashSaleFailed, deleteFailed: m.saveFlashSaleFailed, formKey: "sale" }, reload);
  const { editing, setEditing } = rows;
  const shown = editing === "new" ? null : editing;
  return (
    <PanelDialog title={m.sections.promotions} onClose={onClose}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600">
        <p>{m.readOnly.promotionsIntro}</p>
        <div className="flex flex-wrap gap-2">
          <OpenScreenAndAdd
            to="/admin/promotions"
            openLabel={m.readOnly.openPromotions}
            addLabel={f.add}
            editing={Boolean(editing)}
            onAdd={() => setEditing("new")}
          />
        </div>
      </div>
      {editing && data ? (
        <PanelEditForm rows={rows} rowName={shown?.productName ?? null} addLabel={f.add}>
          <label className={`${FIELD_LABEL} sm:col-span-2`}>
            {f.product}
            {/* Spec §4: editing cannot change the product; a disabled select is not sent. */}
            <select
              name="productId"
              defaultValue={shown?.productId ?? ""}
              disabled={Boolean(shown)}
              title={shown ? f.productLocked : undefined}
              className={FIELD_INPUT}
            >
              <option value="">—</option>
              {data.products.map((product) => (
                <option key={product.id} value={product.id}>
                  {`${product.name} (${formatBaht(product.price)})`}
                </option>
              ))}
            </select>
          </label>
          <PanelField label={f.salePrice} name="salePrice" inputMode="decimal" defaultValue={shown ? String(shown.salePrice / 100) : ""} />
          <span aria-hidden className="hidden sm:block" />
          <PanelField label={f.startTime} type="datetime-local" name="startTime" defaultValue={shown?.startInput ?? ""} />
          <PanelField label={f.endTime} type="datetime-local" name="endTime" defaultValue={shown?.endInput ?? ""} />
        </PanelEditForm>
      ) : null}
      <PanelList rows={data?.flashSales} failed={failed}>
        {(sale) => (
          <li key={sale.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="font-medium">{sale.productName}</span>
            <span className="flex items-center gap-2 text-gray-600">
              <span>
                <s>{formatBaht(sale.originalPrice)}</s> {formatBaht(sale.salePrice)} ·{" "}
                <span className={sale.state === "active" ? "font-semibold text-green-700" : "text-gray-500"}>
                  {sale.state === "active" ? m.flashSaleActive : m.flashSaleClosed}
                </span>
              </span>
              <button type="button" onClick={() => setEditing(sale)} className={ADMIN_BUTTON.row} aria-label={`${m.edit} ${sale.productName}`}>
                {m.edit}
              </button>
            </span>
          </li>
        )}
      </PanelList>
    </PanelDialog>
  );
}
