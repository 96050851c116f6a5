import { pageRefusal } from "../../server/http/refusal-answer";
import { refused } from "../../domain/refusal";
import {} from "react-router";
import { isSiteConfigKey } from "../../domain/control-panel";
import { requestTexts } from "../../domain/request-texts";
import { adminAction } from "../../server/admin/admin-route";
import { listLibraryImages } from "../../server/admin/control-panel/image-library";
import { panelAnswer } from "../../server/admin/control-panel/panel-reply";
import { loadSiteSettings, saveSiteSetting } from "../../server/admin/control-panel/site-settings";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
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
