import { listParams } from "../../server/admin/admin-route";
import { ORDER_LIST_FILTERS, ordersCsv } from "../../server/admin/orders";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import type { Route } from "./+types/admin-orders.export";

/**
 * /admin-orders/export?q=&status=: the list as the admin filtered it, every page of it, as a
 * CSV file (UTF-8 with BOM for Excel, formula-safe cells). Admin only, never cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(ordersCsv(database(), listParams(request, ORDER_LIST_FILTERS)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
