import { asc, eq } from "drizzle-orm";
import type { PanelProductInput } from "../../../../domain/admin/control-panel";
import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import { bahtToSatang } from "../../../../domain/shared/money";
import type { DatabaseOrTransaction, ShopDatabase } from "../../../platform/db/database";
import { products } from "../../../platform/db/schema";
import { refused, type Refusal } from "../../../../domain/shared/refusal";
import { changedValues, recordAdminAction, type AuditActor } from "../../../platform/db/audit-trail";
import { lockedRow } from "../../../platform/db/locked-row";

export type PanelProductRow = { id: string; name: string; nameThai: string; line: string; price: number };

/** The Products dialog: every product by name (spec §7's lightweight select), from the real products table. */
export function listPanelProducts(db: DatabaseOrTransaction): Promise<PanelProductRow[]> {
  return db
    .select({ id: products.id, name: products.name, nameThai: products.nameThai, line: products.line, price: products.price })
    .from(products)
    .orderBy(asc(products.name), asc(products.id));
}

/**
 * A product's names and whole-baht price (spec §5), on the same row /admin-products edits, so
 * the shop, the cart and checkout charge what the panel shows. The slug stays (shared links
 * keep working), as in /admin-products.
 */
export async function savePanelProduct(
  db: ShopDatabase,
  actor: AuditActor,
  id: string,
  input: PanelProductInput,
): Promise<{ ok: true; message: string } | Refusal> {
  return db.transaction(async (tx) => {
    const stored = await lockedRow(
      tx.select({ name: products.name, nameThai: products.nameThai, price: products.price }).from(products).where(eq(products.id, id)),
    );
    if (!stored) return refused(404, m.productNotFound);
    const next = { name: input.name, nameThai: input.nameThai || input.name, price: bahtToSatang(input.price) };
    const diff = changedValues(stored, next);
    if (!diff) return { ok: true, message: m.notChanged } as const;
    await tx
      .update(products)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(products.id, id));
    await recordAdminAction(tx, actor, { action: "product.update", entityId: id, before: diff.before, after: diff.after });
    return { ok: true, message: m.productSaved(next.name) } as const;
  });
}
