import { pageRefusal } from "../../server/platform/http/refusal-answer";
import { refused } from "../../domain/shared/refusal";
import {} from "react-router";
import { isSiteConfigKey } from "../../domain/admin/control-panel";
import { requestTexts } from "../../domain/shared/request-texts";
import { adminAction } from "../../server/shop/admin/admin-route";
import { listLibraryImages } from "../../server/shop/admin/control-panel/image-library";
import { panelAnswer } from "../../server/shop/admin/control-panel/panel-reply";
import { loadSiteSettings, saveSiteSetting } from "../../server/shop/admin/control-panel/site-settings";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import type { Route } from "./+types/admin.control-panel.profile";

/** The Control Panel's Profile dialog: every site_config key (spec §3) and the library's pictures for its image picker. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const [settings, images] = await Promise.all([loadSiteSettings(db), listLibraryImages(db)]);
  return Response.json({ settings, images }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Saves one key (`key`) from its section's form; answers the spec's toast ('settings saved' naming the key) or the refusal. */
export const action = adminAction({
  save: async (context) => {
    const key = context.form.get("key");
    if (!isSiteConfigKey(key)) throw pageRefusal(refused(400, requestTexts.badRequest));
    return panelAnswer(context, await saveSiteSetting(context.db, context.admin, key, context.form));
  },
});
