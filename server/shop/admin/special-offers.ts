import { asc, count, eq, ilike } from "drizzle-orm";
import { adminPromotionTexts } from "../../../domain/admin/admin-promotion-texts";
import type { SpecialOfferAdminRow, SpecialOfferInput } from "../../../domain/admin/admin-promotions";
import { containsPattern, type ListParams } from "../../../domain/admin/admin-list";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { specialOffers } from "../../platform/db/schema";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { recordAdminAction, type AuditActor, recordAdminEdit, recordAdminDelete } from "../../platform/db/audit-trail";
import { loadPagedList, type PagedList, totalOf } from "../../platform/db/paged-list";
import { lockedRow } from "../../platform/db/locked-row";

/** The /promotions page's special offers (spec §2 promotions manager, §3, §5), in the order shoppers see them. */

const m = adminPromotionTexts.specialOffers;

export type SpecialOfferRow = SpecialOfferAdminRow;

const rowColumns = {
  id: specialOffers.id,
  icon: specialOffers.icon,
  title: specialOffers.title,
  description: specialOffers.description,
  sortOrder: specialOffers.sortOrder,
  isActive: specialOffers.isActive,
};

const searched = (q: string) => (q ? ilike(specialOffers.title, containsPattern(q)) : undefined);

/** In the storefront's order (`listActiveSpecialOffers`), switched-off ones included. */
export function listSpecialOffers(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<SpecialOfferRow>> {
  return loadPagedList(params, {
    count: (q) => totalOf(db.select({ total: count() }).from(specialOffers).where(searched(q))),
    rows: (q, limit, offset) =>
      db
        .select(rowColumns)
        .from(specialOffers)
        .where(searched(q))
        .orderBy(asc(specialOffers.sortOrder), asc(specialOffers.createdAt), asc(specialOffers.id))
        .limit(limit)
        .offset(offset),
  });
}

export async function loadSpecialOffer(db: DatabaseOrTransaction, id: string): Promise<SpecialOfferRow | null> {
  const [row] = await db.select(rowColumns).from(specialOffers).where(eq(specialOffers.id, id));
  return row ?? null;
}

export async function createSpecialOffer(db: ShopDatabase, actor: AuditActor, input: SpecialOfferInput): Promise<Outcome<{ id: string }>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(specialOffers).values(input).returning({ id: specialOffers.id });
    await recordAdminAction(tx, actor, { action: "special-offer.create", entityId: row!.id, after: { ...input } });
    return { ok: true, value: { id: row!.id } } as const;
  });
}

export async function updateSpecialOffer(db: ShopDatabase, actor: AuditActor, id: string, input: SpecialOfferInput): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx.select(rowColumns).from(specialOffers).where(eq(specialOffers.id, id)));
    if (!before) return refused(404, m.notFound);
    await tx.update(specialOffers).set(input).where(eq(specialOffers.id, id));
    const { id: _id, ...stored } = before;
    await recordAdminEdit(tx, actor, { action: "special-offer.update", entityId: id }, stored, { ...input });
    return { ok: true } as const;
  });
}

export async function deleteSpecialOffer(db: ShopDatabase, actor: AuditActor, id: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [offer] = await tx.delete(specialOffers).where(eq(specialOffers.id, id)).returning(rowColumns);
    if (!offer) return refused(404, m.notFound);
    const { id: _id, ...before } = offer;
    await recordAdminDelete(tx, actor, { action: "special-offer.delete", entityId: id, before });
    return { ok: true } as const;
  });
}
