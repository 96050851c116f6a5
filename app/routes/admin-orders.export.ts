import { selectedOrderIds } from "../../domain/admin/admin-bulk-orders";
import { bangkokDay } from "../../domain/shared/dates";
import { listParams } from "../../server/shop/admin/admin-route";
import { ORDER_LIST_FILTERS, ordersCsv } from "../../server/shop/admin/orders";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import type { Route } from "./+types/admin-orders.export";

/**
 * /admin-orders/export?q=&status=: the list as the admin filtered it, every page of it, as a
 * CSV file (UTF-8 with BOM for Excel, formula-safe cells); /admin-orders/export?selection=1&order=<id>&…:
 * only the orders ticked in the list. The file is named by the Bangkok day. Admin only, never cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  // The list's toolbar marks its form as a selection: then only the ticked orders, even none.
  const selected = search.has("selection") ? selectedOrderIds(search.getAll("order")) : null;
  return new Response(ordersCsv(database(), listParams(request, ORDER_LIST_FILTERS), selected), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${bangkokDay(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
