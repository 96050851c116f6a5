import { bangkokDay } from "../../domain/shared/dates";
import { listParams } from "../../server/shop/admin/admin-route";
import { stockSheetCsv } from "../../server/shop/admin/stocks";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import type { Route } from "./+types/admin-stocks.export";

/**
 * /admin-stocks/export?q=: the stock sheet (decision 114) of the rows the list shows, every page of
 * them, as a CSV file for a count (UTF-8 with BOM for Excel, formula-safe cells), named by the
 * Bangkok day. Admin only, never cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response(stockSheetCsv(database(), listParams(request).q), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="stock-${bangkokDay(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
