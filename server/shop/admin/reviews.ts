import { asc, count, eq } from "drizzle-orm";
import { adminReviewTexts } from "../../../domain/admin/admin-review-texts";
import type { ListParams } from "../../../domain/admin/admin-list";
import type { ReviewInput } from "../../../domain/admin/content-forms";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { reviews } from "../../platform/db/schema";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { changedValues, recordAdminAction, type AuditActor, recordAdminDelete } from "../../platform/db/audit-trail";
import { loadPagedList, type PagedList, totalOf } from "../../platform/db/paged-list";
import { lockedRow } from "../../platform/db/locked-row";

const m = adminReviewTexts;

export type ReviewRow = {
  id: string;
  reviewerName: string;
  text: string;
  rating: number;
  productName: string;
  sortOrder: number;
  isActive: boolean;
};

const columns = {
  id: reviews.id,
  reviewerName: reviews.reviewerName,
  text: reviews.text,
  rating: reviews.rating,
  productName: reviews.productName,
  sortOrder: reviews.sortOrder,
  isActive: reviews.isActive,
};

/** /admin/reviews: every review, shown or not, in the storefront's order (sort order, then age). */
export function listReviews(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<ReviewRow>> {
  return loadPagedList(params, {
    count: () => totalOf(db.select({ total: count() }).from(reviews)),
    rows: (_q, limit, offset) =>
      db.select(columns).from(reviews).orderBy(asc(reviews.sortOrder), asc(reviews.createdAt), asc(reviews.id)).limit(limit).offset(offset),
  });
}

export async function loadReview(db: DatabaseOrTransaction, id: string): Promise<ReviewRow | null> {
  const [row] = await db.select(columns).from(reviews).where(eq(reviews.id, id));
  return row ?? null;
}

export async function createReview(db: ShopDatabase, actor: AuditActor, input: ReviewInput): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(reviews).values(input).returning({ id: reviews.id });
    await recordAdminAction(tx, actor, {
      action: "review.create",
      entityId: row!.id,
      after: { reviewerName: input.reviewerName, rating: input.rating, isActive: input.isActive },
    });
    return { id: row!.id };
  });
}

/**
 * Saves some of a review's fields: the whole row (the row's save button, no scripts) or the
 * one field an inline edit left (saved on blur). Only what changed is audited.
 */
export async function updateReview(db: ShopDatabase, actor: AuditActor, id: string, change: Partial<ReviewInput>): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx.select(columns).from(reviews).where(eq(reviews.id, id)));
    if (!before) return refused(404, m.notFound);
    const diff = changedValues(before, change);
    if (diff) {
      await tx.update(reviews).set(change).where(eq(reviews.id, id));
      await recordAdminAction(tx, actor, { action: "review.update", entityId: id, before: diff.before, after: diff.after });
    }
    return { ok: true } as const;
  });
}

export async function deleteReview(db: ShopDatabase, actor: AuditActor, id: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(reviews).where(eq(reviews.id, id)).returning({ reviewerName: reviews.reviewerName, rating: reviews.rating });
    if (!removed) return refused(404, m.notFound);
    await recordAdminDelete(tx, actor, { action: "review.delete", entityId: id, before: removed });
    return { ok: true } as const;
  });
}
