import { Link } from "react-router";
import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { FIELD_INPUT, FormRefusal, PanelDialog, PanelIntent, PanelLoading, usePanelData, usePanelSubmit } from "./panel-kit";

const URL = "/admin/control-panel/products";
const pr = m.products;

type ProductRow = { id: string; name: string; nameThai: string; line: string; price: number };

/** Whole baht as the field shows it (a price with satang shows rounded down; saving sets whole baht). */
const baht = (satang: number) => String(Math.floor(satang / 100));

/** Product names and whole-baht prices, on the same rows /admin-products edits. */
export function ProductsDialog({ onClose }: { onClose: () => void }) {
  const { data, failed, reload } = usePanelData<{ products: ProductRow[] }>(URL);
  const saver = usePanelSubmit(URL, m.saveProductFailed, reload);
  const { busy, refusal } = saver;
  return (
    <PanelDialog title={m.sections.products} onClose={onClose}>
      <p className="mb-3 text-sm text-gray-600">
        <Link to="/admin-products" className="text-brand-700 underline">
          {pr.editOnAdminPage}
        </Link>
      </p>
      {!data ? (
        <PanelLoading failed={failed} />
      ) : (
        <ul key={JSON.stringify(data.products)} className="space-y-2">
          {data.products.map((product) => (
            <li key={product.id}>
              <saver.Form
                {...saver.formProps(product.id)}
                aria-label={product.name}
                className="grid items-end gap-2 rounded-xl border border-gray-100 p-3 sm:grid-cols-[2fr_2fr_1fr_auto]"
              >
                <PanelIntent intent="update" id={product.id} />
                <label className="text-xs font-medium text-gray-600">
                  {pr.name}
                  <input name="name" defaultValue={product.name} className={FIELD_INPUT} />
                </label>
                <label className="text-xs font-medium text-gray-600">
                  {pr.nameThai}
                  <input name="nameThai" defaultValue={product.nameThai} className={FIELD_INPUT} />
                </label>
                <label className="text-xs font-medium text-gray-600">
                  {pr.price}
                  <input name="price" inputMode="numeric" defaultValue={baht(product.price)} className={FIELD_INPUT} />
                </label>
                <button type="submit" disabled={busy} className={ADMIN_BUTTON.primary}>
                  {m.save}
                </button>
                <div className="sm:col-span-4">
                  <FormRefusal refusal={refusal} form={product.id} />
                </div>
              </saver.Form>
            </li>
          ))}
        </ul>
      )}
    </PanelDialog>
  );
}
