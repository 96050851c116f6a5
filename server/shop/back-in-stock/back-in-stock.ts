// "แจ้งเตือนเมื่อมีสินค้า" (issue 38, decision 111): a signed-in member waits for a sold-out product
// (keyed product + nullable shade, for when stock becomes per shade); when its stock comes back by any
// path (every change is a stock movement, `recordStockMovements`), the waiting members are told in the
// order they asked, no more of them than the units that came back, each once, in that transaction.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { BackInStockRequest } from "../../../domain/back-in-stock/back-in-stock-form";
import { BACK_IN_STOCK_STOP_PATH } from "../../../domain/back-in-stock/back-in-stock-paths";
import { backInStockTexts as t } from "../../../domain/back-in-stock/back-in-stock-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { MemberChannel } from "../../../domain/member-messages/member-channels";
import { signedLinkMatches, signLink } from "../../platform/auth/signed-links";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { backInStockRequests, productColors, products, stocks } from "../../platform/db/schema";
import { absoluteUrl } from "../../platform/http/public-url";
import { shopFlexMessage } from "../member-messages/flex-message";
import { consentedLineRecipient } from "../notices/line-recipients";
import { tellMember } from "../member-messages/tell-member";
import { backInStockMail, type BackInStockAlert } from "./back-in-stock-mail";

const STOP_PURPOSE = "back-in-stock-stop";

/** The alert's one-tap stop link: the request's id and its signature (no sign-in needed, nothing else it can stop). */
export function stopAlertUrl(requestId: string): string {
  return absoluteUrl(`${BACK_IN_STOCK_STOP_PATH}?r=${requestId}&s=${signLink(STOP_PURPOSE, requestId)}`);
}

async function mayGetLine(db: DatabaseOrTransaction, userId: string) {
  const rows = await db.execute(sql`select 1 from (${consentedLineRecipient(userId)}) recipient`);
  return rows.rows.length > 0;
}

/**
 * The member asks; only while the shade (a product without shades: the product) is sold out, LINE
 * only with their consent; asking twice keeps the first place in line. Stock is per shade (decision 114).
 */
export async function askToBeTold(db: ShopDatabase, userId: string, request: BackInStockRequest): Promise<Outcome> {
  const colorId = request.colorId ?? null;
  const [product] = await db
    .select({ quantity: sql<number>`coalesce(sum(${stocks.quantity}), 0)`.mapWith(Number) })
    .from(products)
    .leftJoin(stocks, and(eq(stocks.productId, products.id), colorId ? eq(stocks.colorId, colorId) : undefined))
    .where(and(eq(products.id, request.productId), eq(products.isActive, true)))
    .groupBy(products.id);
  if (!product) return refused(404, t.unknownProduct, "productId");
  if (colorId && !(await shadeOf(db, request.productId, colorId))) return refused(404, t.unknownProduct, "colorId");
  if (product.quantity > 0) return refused(409, t.notSoldOut);
  if (request.channel === "line" && !(await mayGetLine(db, userId))) return refused(409, t.lineNotConsented, "channel");
  await db.insert(backInStockRequests).values({ userId, productId: request.productId, colorId, channel: request.channel }).onConflictDoNothing();
  return { ok: true };
}

async function shadeOf(db: DatabaseOrTransaction, productId: string, colorId: string) {
  const [shade] = await db
    .select({ id: productColors.id })
    .from(productColors)
    .where(and(eq(productColors.id, colorId), eq(productColors.productId, productId)));
  return shade;
}

/**
 * Tells the first `units` waiting members of `productId` (first asked, first told), marking each
 * told in the caller's transaction so no one is told twice; SKIP LOCKED leaves rows another
 * transaction is telling. Their messages are outbox rows of the same transaction.
 */
export async function tellWaitingMembers(tx: DatabaseOrTransaction, productId: string, colorId: string | null, units: number): Promise<number> {
  if (units <= 0) return 0;
  // A shade's units tell those waiting for that shade, and those waiting for the product as a whole.
  const told = await tx.execute<{
    id: string;
    user_id: string;
    channel: MemberChannel;
    created_at: string;
    name: string;
    shade: string | null;
    slug: string;
  }>(sql`
    with picked as (
      select id from ${backInStockRequests}
      where product_id = ${productId} and (color_id is null or color_id is not distinct from ${colorId}::uuid) and told_at is null and stopped_at is null
      order by created_at, id
      limit ${units}
      for update skip locked
    )
    update ${backInStockRequests} request set told_at = now()
    from picked, ${products} product
    where request.id = picked.id and product.id = request.product_id
    returning request.id, request.user_id, request.channel, request.created_at,
      product.name_thai as name, (select name_thai from ${productColors} where id = request.color_id) as shade, product.slug`);
  const inOrder = [...told.rows].sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  for (const request of inOrder) {
    const alert: BackInStockAlert = {
      productName: t.alertName(request.name, request.shade),
      productUrl: absoluteUrl(`/products/${request.slug}`),
      stopUrl: stopAlertUrl(request.id),
    };
    // LINE as asked, while the member still consents; otherwise the mail, so no one waits in vain.
    const byLine = request.channel === "line" && (await mayGetLine(tx, request.user_id));
    await tellMember(tx, request.user_id, {
      about: "back in stock",
      mail: byLine ? null : (to) => backInStockMail(to, alert),
      line: byLine ? backInStockLine(alert) : null,
    });
  }
  return inOrder.length;
}

function backInStockLine(alert: BackInStockAlert) {
  return shopFlexMessage(
    {
      title: t.mailSubject(alert.productName),
      text: t.mailText,
      buttons: [{ label: t.productButton, url: alert.productUrl }],
      footnote: { label: t.stopLink, url: alert.stopUrl },
    },
    t.mailSubject(alert.productName),
  );
}

/** The one-tap stop: a signed link names one waiting request; stopping it twice, or after it was told, changes nothing. */
export async function stopAlert(db: ShopDatabase, requestId: string, signature: string | null): Promise<Outcome<{ productName: string }>> {
  if (!/^[0-9a-f-]{36}$/.test(requestId) || !signedLinkMatches(STOP_PURPOSE, requestId, signature)) return refused(400, t.badLinkText);
  await db
    .update(backInStockRequests)
    .set({ stoppedAt: sql`now()` })
    .where(and(eq(backInStockRequests.id, requestId), isNull(backInStockRequests.toldAt), isNull(backInStockRequests.stoppedAt)));
  const [request] = await db
    .select({ product: products.nameThai, shade: productColors.nameThai })
    .from(backInStockRequests)
    .innerJoin(products, eq(products.id, backInStockRequests.productId))
    .leftJoin(productColors, eq(productColors.id, backInStockRequests.colorId))
    .where(eq(backInStockRequests.id, requestId));
  if (!request) return refused(404, t.badLinkText);
  return { ok: true, value: { productName: t.alertName(request.product, request.shade) } };
}
