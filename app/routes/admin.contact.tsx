import { Form, useNavigation } from "react-router";
import { adminContactTexts } from "../../domain/admin-contact-texts";
import { adminScreenTexts } from "../../domain/admin-screen-texts";
import { contactInfoSchema } from "../../domain/content-forms";
import { adminAction, dialogWrite } from "../../server/admin/admin-route";
import { saveContactInfo } from "../../server/admin/contact-info";
import { requireAdmin } from "../../server/auth/guards";
import { loadContactInfo } from "../../server/content/contact-info";
import { database } from "../../server/db/database";
import { DialogField, fieldValue } from "../features/admin/kit/admin-dialog";
import { ADMIN_BUTTON, AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.contact";

const m = adminContactTexts;
const s = adminScreenTexts;

/** The single contact_info row, read by the same function /contact uses (one source of truth). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { contact: await loadContactInfo(database()) };
}

export const action = adminAction({
  save: dialogWrite(contactInfoSchema, "contact-saved", async ({ db, admin }, contact) => {
    await saveContactInfo(db, admin, contact);
    return { ok: true };
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(m.title, matches);
}

export default function AdminContact({ loaderData, actionData }: Route.ComponentProps) {
  const { contact } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const formError = actionData && !actionData.ok && !actionData.field ? actionData.message : null;
  return (
    <AdminScreen title={m.title}>
      <p className="max-w-2xl text-gray-600">{m.intro}</p>
      <Form method="post" noValidate className="mt-6 max-w-2xl space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
        <input type="hidden" name="intent" value="save" />
        {formError ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <DialogField name="email" type="email" label={m.email} reply={actionData} defaultValue={fieldValue(actionData, "email", contact?.email)} />
        <DialogField name="phone" type="tel" label={m.phone} reply={actionData} defaultValue={fieldValue(actionData, "phone", contact?.phone)} />
        <DialogField name="address" type="textarea" label={m.address} reply={actionData} defaultValue={fieldValue(actionData, "address", contact?.address)} />
        <DialogField
          name="workingHours"
          label={m.workingHours}
          reply={actionData}
          defaultValue={fieldValue(actionData, "workingHours", contact?.workingHours)}
        />
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
  return <AdminScreenError title={m.title} message={m.loadFailed} />;
}
