import { listFlashSalesForPanel } from "../../server/admin/control-panel/panel-lists";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import type { Route } from "./+types/admin.control-panel.promotions";

/** The Control Panel's Promotions dialog: flash sales, 'active' or 'closed' (read-only here until the promotions manager's server functions are merged). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return Response.json({ flashSales: await listFlashSalesForPanel(database()) }, { headers: { "Cache-Control": "private, no-store" } });
}
