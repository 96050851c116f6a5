import { rowIdSchema } from "../../domain/admin/admin-forms";
import { adminOfferTexts } from "../../domain/admin/admin-offer-texts";
import { bangkokDay } from "../../domain/shared/dates";
import { refused } from "../../domain/shared/refusal";
import { promotionFileName, promotionUsesCsv } from "../../server/shop/admin/offers";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { pageRefusal } from "../../server/platform/http/refusal-answer";
import type { Route } from "./+types/admin.promotions.$promotionId.uses";

/**
 * /admin/promotions/<id>/uses: every order that carried the promotion (issue 35) as a CSV file
 * — order number, date in Bangkok time, member's e-mail, discount, shipping discount, order
 * total, whether it gave its use back — as /admin-orders/export writes its file (UTF-8 with
 * BOM, formula-safe cells). Named by the code and the Bangkok day. Admin only, never cached.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const name = rowIdSchema.safeParse(params.promotionId).success ? await promotionFileName(db, params.promotionId) : null;
  if (name === null) throw pageRefusal(refused(404, adminOfferTexts.notFound));
  return new Response(promotionUsesCsv(db, params.promotionId), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="promotion-${name}-${bangkokDay(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
