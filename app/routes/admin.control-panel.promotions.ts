import { parseForm } from "../../domain/shared/form-contract";
import { flashSaleCreateSchema, flashSaleUpdateSchema } from "../../domain/admin/admin-promotions";
import { controlPanelTexts } from "../../domain/admin/control-panel-texts";
import type { Outcome } from "../../domain/shared/refusal";
import { adminAction, type AdminActionContext } from "../../server/shop/admin/admin-route";
import { listFlashSalesForPanel } from "../../server/shop/admin/control-panel/panel-lists";
import { panelAnswer } from "../../server/shop/admin/control-panel/panel-reply";
import { createFlashSale, listSaleProducts, updateFlashSale } from "../../server/shop/admin/flash-sales";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import type { Route } from "./+types/admin.control-panel.promotions";

/** The Control Panel's Promotions dialog: flash sales, 'active' or 'closed', and the products a new one can be made from. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const [flashSales, products] = await Promise.all([listFlashSalesForPanel(db), listSaleProducts(db)]);
  return Response.json({ flashSales, products }, { headers: { "Cache-Control": "private, no-store" } });
}

/** The promotions manager's own writes (decision 043): the same price, window and overlap rules hold here. */
function answer(context: AdminActionContext, result: Outcome<{ id: string }> | Outcome) {
  return panelAnswer(context, result.ok ? { ok: true, message: controlPanelTexts.flashSaleSaved } : result);
}

export const action = adminAction({
  create: async (context) => {
    const parsed = parseForm(flashSaleCreateSchema, context.form);
    return parsed.ok ? answer(context, await createFlashSale(context.db, context.admin, parsed.value)) : panelAnswer(context, parsed);
  },
  update: async (context) => {
    const id = context.rowId();
    const parsed = parseForm(flashSaleUpdateSchema, context.form);
    return parsed.ok ? answer(context, await updateFlashSale(context.db, context.admin, id, parsed.value)) : panelAnswer(context, parsed);
  },
});
