import { adminContactTexts } from "../../domain/admin/admin-contact-texts";
import { contactInfoSchema } from "../../domain/admin/content-forms";
import { readShopHours, shopHoursText } from "../../domain/contact/shop-hours";
import { adminAction, dialogWrite } from "../../server/shop/admin/admin-route";
import { saveContactInfo } from "../../server/shop/admin/contact-info";
import { requireAdmin } from "../../server/platform/auth/guards";
import { loadContactInfo } from "../../server/shop/content/contact-info";
import { database } from "../../server/platform/db/database";
import { dialogFields } from "../features/admin/kit/admin-dialog";
import { AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { SettingsForm } from "../features/admin/kit/settings-form";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.contact";

const m = adminContactTexts;

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

export const meta = privateMeta(m.title);

export default function AdminContact({ loaderData, actionData }: Route.ComponentProps) {
  const field = dialogFields(actionData, loaderData.contact);
  // The saved text is the one source of the hours (decision 117): staff see how the chat reads it.
  const hours = readShopHours(loaderData.contact?.workingHours);
  return (
    <AdminScreen title={m.title}>
      <p className="max-w-2xl text-gray-600">{m.intro}</p>
      <SettingsForm reply={actionData}>
        {field("email", m.email, { type: "email" })}
        {field("phone", m.phone, { type: "tel" })}
        {field("address", m.address, { type: "textarea" })}
        {field("workingHours", m.workingHours, { hint: hours ? m.hoursRead(shopHoursText(hours.days)) : m.hoursUnread })}
      </SettingsForm>
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.loadFailed} />;
}
