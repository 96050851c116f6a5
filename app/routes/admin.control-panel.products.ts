import { panelProductSchema } from "../../domain/admin/control-panel";
import { parseForm } from "../../domain/shared/form-contract";
import { adminAction } from "../../server/shop/admin/admin-route";
import { listPanelProducts, savePanelProduct } from "../../server/shop/admin/control-panel/panel-products";
import { panelAnswer } from "../../server/shop/admin/control-panel/panel-reply";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import type { Route } from "./+types/admin.control-panel.products";

/** The Control Panel's Products dialog: names and whole-baht prices of the real products. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return Response.json({ products: await listPanelProducts(database()) }, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = adminAction({
  update: async (context) => {
    const id = context.rowId();
    const parsed = parseForm(panelProductSchema, context.form);
    if (!parsed.ok) return panelAnswer(context, parsed);
    return panelAnswer(context, await savePanelProduct(context.db, context.admin, id, parsed.value));
  },
});
