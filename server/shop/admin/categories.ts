import { asc, count, eq, ilike, sql } from "drizzle-orm";
import type { CategoryInput } from "../../../domain/admin/admin-forms";
import { containsPattern, type ListParams } from "../../../domain/admin/admin-list";
import { adminCategoryTexts } from "../../../domain/admin/admin-category-texts";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { categories, products } from "../../platform/db/schema";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { refusingTaken } from "../../platform/db/unique-violation";
import { recordAdminAction, type AuditActor, recordAdminEdit, recordAdminDelete } from "../../platform/db/audit-trail";
import { loadPagedList, type PagedList, totalOf } from "../../platform/db/paged-list";
import { lockedRow } from "../../platform/db/locked-row";

const m = adminCategoryTexts;

export type CategoryRow = { id: string; name: string; description: string; productCount: number };

// Spelled out: inside sql`` Drizzle writes a column of the outer table without its table
// name, and a bare "id" in the subquery would be the product's.
const productCount = sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id")`;

/** A category as the list and its dialogs show it. */
const categoryColumns = { id: categories.id, name: categories.name, description: categories.description, productCount };

const searched = (q: string) => (q ? ilike(categories.name, containsPattern(q)) : undefined);

/** /admin-categories: searched by name, ordered by name (spec §2, §7), with each one's product count. */
export function listCategories(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<CategoryRow>> {
  return loadPagedList(params, {
    count: (q) => totalOf(db.select({ total: count() }).from(categories).where(searched(q))),
    rows: (q, limit, offset) =>
      db.select(categoryColumns).from(categories).where(searched(q)).orderBy(asc(categories.name), asc(categories.id)).limit(limit).offset(offset),
  });
}

export async function loadCategory(db: DatabaseOrTransaction, id: string): Promise<CategoryRow | null> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  return row ?? null;
}

/** A write refused beside the name when another category has it already. */
const nameFree = <T>(write: () => Promise<T>) => refusingTaken("categories_name_unique", refused(409, m.nameTaken, "name"), write);

export function createCategory(db: ShopDatabase, actor: AuditActor, input: CategoryInput): Promise<Outcome<{ id: string }>> {
  return nameFree(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(categories).values(input).returning({ id: categories.id });
      await recordAdminAction(tx, actor, { action: "category.create", entityId: row!.id, after: { name: input.name } });
      return { ok: true, value: { id: row!.id } } as const;
    }),
  );
}

export function updateCategory(db: ShopDatabase, actor: AuditActor, id: string, input: CategoryInput): Promise<Outcome> {
  return nameFree(() =>
    db.transaction(async (tx) => {
      const before = await lockedRow(tx.select({ name: categories.name, description: categories.description }).from(categories).where(eq(categories.id, id)));
      if (!before) return refused(404, m.notFound);
      await tx.update(categories).set(input).where(eq(categories.id, id));
      await recordAdminEdit(tx, actor, { action: "category.update", entityId: id }, before, input);
      return { ok: true } as const;
    }),
  );
}

/**
 * Deletes a category and, as the delete dialog warns (spec §2), its products, in one
 * transaction: the products' stock and shade rows go with them (ON DELETE CASCADE), while
 * order lines keep their snapshot with the product link set to null.
 */
export async function deleteCategory(db: ShopDatabase, actor: AuditActor, id: string): Promise<Outcome<{ products: number }>> {
  return db.transaction(async (tx) => {
    const category = await lockedRow(tx.select({ name: categories.name }).from(categories).where(eq(categories.id, id)));
    if (!category) return refused(404, m.notFound);
    const removed = await tx.delete(products).where(eq(products.categoryId, id)).returning({ id: products.id });
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAdminDelete(tx, actor, { action: "category.delete", entityId: id, before: { name: category.name, products: removed.length } });
    return { ok: true, value: { products: removed.length } } as const;
  });
}
