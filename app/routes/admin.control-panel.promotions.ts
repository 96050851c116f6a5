import { parseForm } from "../../domain/form-contract";
import { flashSaleCreateSchema, flashSaleUpdateSchema } from "../../domain/admin-promotions";
import { controlPanelMessages } from "../../domain/control-panel-messages";
import type { Outcome } from "../../domain/refusal";
import { refused } from "../../domain/refusal";
import { adminAction } from "../../server/admin/admin-route";
import { listFlashSalesForPanel } from "../../server/admin/control-panel/panel-lists";
import { panelAnswer } from "../../server/admin/control-panel/panel-reply";
import { createFlashSale, listSaleProducts, updateFlashSale } from "../../server/admin/flash-sales";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import type { Route } from "./+types/admin.control-panel.promotions";

/** The Control Panel's Promotions dialog: flash sales, 'active' or 'closed', and the products a new one can be made from. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const [flashSales, products] = await Promise.all([listFlashSalesForPanel(db), listSaleProducts(db)]);
  return Response.json({ flashSales, products }, { headers: { "Cache-Control": "private, no-store" } });
}

/** The promotions manager's own writes (decision 043): the same price, window and overlap rules hold here. */
function answer(result: Outcome<{ id: string }> | Outcome) {
  return panelAnswer(result.ok ? { ok: true, message: controlPanelMessages.flashSaleSaved } : result);
}

export const action = adminAction({
  create: async ({ form, db, admin }) => {
    const parsed = parseForm(flashSaleCreateSchema, form);
    return parsed.ok ? answer(await createFlashSale(db, admin, parsed.value)) : panelAnswer(refused(400, parsed.message, parsed.field));
  },
  update: async ({ form, db, admin, rowId }) => {
    const id = rowId();
    const parsed = parseForm(flashSaleUpdateSchema, form);
    return parsed.ok ? answer(await updateFlashSale(db, admin, id, parsed.value)) : panelAnswer(refused(400, parsed.message, parsed.field));
  },
});
