import { Link } from "react-router";
import { adminTaxInvoiceTexts } from "../../domain/admin/admin-tax-invoice-texts";
import { taxInvoiceSettingsSchema, VAT_RATE_PERCENT } from "../../domain/orders/tax-invoice";
import { adminAction, dialogWrite } from "../../server/shop/admin/admin-route";
import { saveTaxInvoiceSettings } from "../../server/shop/admin/tax-invoices";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { loadSellerParticulars } from "../../server/shop/orders/tax-invoices";
import { dialogFields } from "../features/admin/kit/admin-dialog";
import { ADMIN_BUTTON, AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { SettingsForm } from "../features/admin/kit/settings-form";
import { DialogCheckbox } from "../features/admin/kit/dialog-checkbox";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.tax-invoice-settings";

const m = adminTaxInvoiceTexts;

/** The shop as a VAT-registered seller (decision 079): the same row the invoices are issued from. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { seller: await loadSellerParticulars(database()) };
}

export const action = adminAction({
  save: dialogWrite(taxInvoiceSettingsSchema, "tax-invoice-settings-saved", async ({ db, admin }, settings) => {
    await saveTaxInvoiceSettings(db, admin, settings);
    return { ok: true };
  }),
});

export const meta = privateMeta(m.settingsTitle);

export default function AdminTaxInvoiceSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { seller } = loaderData;
  const field = dialogFields(actionData, seller);
  return (
    <AdminScreen
      title={m.settingsTitle}
      actions={
        <Link to="/admin/tax-invoices" className={ADMIN_BUTTON.secondary}>
          {m.listTitle}
        </Link>
      }
    >
      <p className="max-w-2xl text-gray-600">{m.settingsIntro}</p>
      <SettingsForm reply={actionData}>
        <DialogCheckbox name="vatRegistered" label={m.vatRegistered} reply={actionData} defaultChecked={seller?.vatRegistered ?? false} />
        {field("legalName", m.legalName)}
        {field("taxId", m.taxId, { inputMode: "numeric" })}
        {field("address", m.address, { type: "textarea" })}
        {field("branchCode", m.branchCode, { inputMode: "numeric", empty: "00000" })}
        <p className="text-sm text-gray-600">{m.vatRate(VAT_RATE_PERCENT)}</p>
      </SettingsForm>
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.settingsTitle} message={m.loadFailed} />;
}
