import { Form, Link, useNavigation } from "react-router";
import { adminScreenTexts } from "../../domain/admin-screen-texts";
import { adminTaxInvoiceTexts } from "../../domain/admin-tax-invoice-texts";
import { taxInvoiceSettingsSchema, VAT_RATE_PERCENT } from "../../domain/tax-invoice";
import { adminAction, dialogWrite } from "../../server/admin/admin-route";
import { saveTaxInvoiceSettings } from "../../server/admin/tax-invoices";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { loadSellerParticulars } from "../../server/orders/tax-invoices";
import { DialogField, fieldValue } from "../features/admin/kit/admin-dialog";
import { ADMIN_BUTTON, AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { DialogCheckbox } from "../features/admin/kit/dialog-checkbox";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.tax-invoice-settings";

const m = adminTaxInvoiceTexts;
const s = adminScreenTexts;

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

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(m.settingsTitle, matches);
}

export default function AdminTaxInvoiceSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { seller } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const formError = actionData && !actionData.ok && !actionData.field ? actionData.message : null;
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
      <Form method="post" noValidate className="mt-6 max-w-2xl space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
        <input type="hidden" name="intent" value="save" />
        {formError ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <DialogCheckbox name="vatRegistered" label={m.vatRegistered} reply={actionData} defaultChecked={seller?.vatRegistered ?? false} />
        <DialogField name="legalName" label={m.legalName} reply={actionData} defaultValue={fieldValue(actionData, "legalName", seller?.legalName)} />
        <DialogField name="taxId" label={m.taxId} inputMode="numeric" reply={actionData} defaultValue={fieldValue(actionData, "taxId", seller?.taxId)} />
        <DialogField name="address" type="textarea" label={m.address} reply={actionData} defaultValue={fieldValue(actionData, "address", seller?.address)} />
        <DialogField
          name="branchCode"
          label={m.branchCode}
          inputMode="numeric"
          reply={actionData}
          defaultValue={fieldValue(actionData, "branchCode", seller?.branchCode ?? "00000")}
        />
        <p className="text-sm text-gray-600">{m.vatRate(VAT_RATE_PERCENT)}</p>
        <div className="flex justify-end">
          <button type="submit" disabled={busy} className={ADMIN_BUTTON.primary}>
            {s.save}
          </button>
        </div>
      </Form>
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.settingsTitle} message={m.loadFailed} />;
}
