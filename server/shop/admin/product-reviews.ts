import { count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { adminProductReviewTexts as m } from "../../../domain/admin/admin-product-review-texts";
import type { ListParams } from "../../../domain/admin/admin-list";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { loadPagedList, type PagedList, totalOf } from "../../platform/db/paged-list";
import { productReviews, products, users } from "../../platform/db/schema";
import { recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";
import { lockedRow } from "../../platform/db/locked-row";

export type BuyerReviewRow = {
  id: string;
  productName: string;
  reviewerName: string;
  reviewerEmail: string;
  rating: number;
  text: string;
  photoUrl: string | null;
  createdAt: Date;
  hidden: boolean;
};

const columns = {
  id: productReviews.id,
  productName: products.nameThai,
  reviewerName: users.name,
  reviewerEmail: users.email,
  rating: productReviews.rating,
  text: productReviews.text,
  photoUrl: productReviews.photoUrl,
  createdAt: productReviews.createdAt,
  hiddenAt: productReviews.hiddenAt,
};

/** Searched by product, reviewer or the review's words (the list is small: no index of its own). */
function matching(q: string): SQL | undefined {
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(products.nameThai, like), ilike(products.name, like), ilike(users.name, like), ilike(productReviews.text, like));
}

/** /admin/product-reviews: every buyer's review, shown or hidden, newest first. */
export function listBuyerReviews(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<BuyerReviewRow>> {
  const from = () =>
    db
      .select(columns)
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .innerJoin(users, eq(users.id, productReviews.userId));
  return loadPagedList(params, {
    count: (q) =>
      totalOf(
        db
          .select({ total: count() })
          .from(productReviews)
          .innerJoin(products, eq(products.id, productReviews.productId))
          .innerJoin(users, eq(users.id, productReviews.userId))
          .where(matching(q)),
      ),
    rows: async (q, limit, offset) => {
      const rows = await from().where(matching(q)).orderBy(desc(productReviews.createdAt), desc(productReviews.id)).limit(limit).offset(offset);
      return rows.map(({ hiddenAt, ...row }) => ({ ...row, hidden: hiddenAt !== null }));
    },
  });
}

/**
 * Hides a buyer's review (off the product page and out of the averages) or shows it again:
 * one transaction with its audit row. Asking for the state it is already in changes nothing.
 */
export async function setBuyerReviewHidden(db: ShopDatabase, actor: AuditActor, id: string, hidden: boolean): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const before = await lockedRow(
      tx
        .select({ hiddenAt: productReviews.hiddenAt, rating: productReviews.rating, productId: productReviews.productId })
        .from(productReviews)
        .where(eq(productReviews.id, id)),
    );
    if (!before) return refused(404, m.notFound);
    if ((before.hiddenAt !== null) === hidden) return { ok: true } as const;
    await tx
      .update(productReviews)
      .set(hidden ? { hiddenAt: new Date(), hiddenBy: actor.id } : { hiddenAt: null, hiddenBy: null })
      .where(eq(productReviews.id, id));
    await recordAdminAction(tx, actor, {
      action: hidden ? "product-review.hide" : "product-review.show",
      entityId: id,
      before: { hidden: !hidden },
      after: { hidden, productId: before.productId, rating: before.rating },
    });
    return { ok: true } as const;
  });
}
