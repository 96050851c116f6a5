import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { SwitchAuditEntity } from "../../../domain/admin/admin-audit";
import { adminScreenTexts } from "../../../domain/admin/admin-screen-texts";
import type { SignedInUser } from "../../platform/auth/guards";
import type { ShopDatabase } from "../../platform/db/database";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { recordAdminAction } from "../../platform/db/audit-trail";

/** A table with the spec's active switch (slides, reviews, videos, FAQs, offers, links, sales). */
export type SwitchableTable = PgTable & { id: AnyPgColumn; isActive: AnyPgColumn };

/**
 * The one write behind every `ActiveSwitch`: sets the row's `is_active` and records
 * `<entity>.switch` in the same transaction. A row deleted meanwhile is a 404 for the screen.
 */
export async function switchActive(
  db: ShopDatabase,
  admin: Pick<SignedInUser, "id" | "email">,
  target: { entity: SwitchAuditEntity; table: SwitchableTable; id: string },
  active: boolean,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const { table, id } = target;
    // Typed loosely on purpose: each table's own `set` type differs; `is_active` is common to all.
    const changed = await tx
      .update(table)
      .set({ isActive: active } as never)
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (changed.length === 0) return refused(404, adminScreenTexts.rowGone);
    await recordAdminAction(tx, admin, { action: `${target.entity}.switch`, entityId: id, after: { isActive: active } });
    return { ok: true };
  });
}
