import { and, count, desc, eq } from "drizzle-orm";
import type { ListParams } from "../../../domain/admin/admin-list";
import type { StockMovementKind } from "../../../domain/stock/stock-movements";
import type { SignedInUser } from "../../platform/auth/guards";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orders, productColors, stockMovements } from "../../platform/db/schema";
import { tellWaitingMembers } from "../back-in-stock/back-in-stock";
import { loadPagedList, type PagedList, totalOf } from "../../platform/db/paged-list";

type Common = {
  productId: string;
  /** The shade whose stock moved (decision 114); null or absent for a product without shades. */
  colorId?: string | null;
  /** What the stock changed by: + received or returned, − taken. */
  change: number;
  /** The stock row's quantity once this change is made (as the write's RETURNING said). */
  quantityAfter: number;
  reason?: string | null;
};

/** One movement as the writer of a stock change describes it. */
export type StockMovement =
  | (Common & { kind: "manual"; actor: Pick<SignedInUser, "id" | "email"> })
  | (Common & { kind: "initial"; actor?: Pick<SignedInUser, "id" | "email"> })
  | (Common & { kind: "sale" | "cancellation" | "expiry"; orderId: string })
  // After the sale (decision 104): staff receive a returned parcel or send an exchange's new one.
  | (Common & { kind: "return" | "write-off" | "exchange"; orderId: string; actor: Pick<SignedInUser, "id" | "email"> });

/**
 * Records stock movements, one row each, in one multi-row insert. Call it with the
 * transaction that changed the stock (decision 032), so the history and the stock row are
 * committed together or not at all: placing an order (`sale`), cancelling or expiring one,
 * an admin's manual update, and a new product's `initial` stock.
 */
export async function recordStockMovements(tx: DatabaseOrTransaction, movements: readonly StockMovement[]): Promise<void> {
  if (movements.length === 0) return;
  await tx.insert(stockMovements).values(
    movements.map((movement) => ({
      productId: movement.productId,
      colorId: movement.colorId ?? null,
      kind: movement.kind,
      change: movement.change,
      quantityAfter: movement.quantityAfter,
      reason: movement.reason ?? null,
      orderId: "orderId" in movement ? movement.orderId : null,
      actorId: "actor" in movement && movement.actor ? movement.actor.id : null,
      actorEmail: "actor" in movement && movement.actor ? movement.actor.email : null,
    })),
  );
  // Stock that came back tells the members waiting for it, no more of them than the units (decision 111).
  for (const movement of movements) {
    if (movement.change > 0) await tellWaitingMembers(tx, movement.productId, movement.colorId ?? null, Math.min(movement.change, movement.quantityAfter));
  }
}

export type StockMovementRow = {
  id: string;
  kind: StockMovementKind;
  change: number;
  quantityAfter: number;
  reason: string | null;
  orderNumber: string | null;
  actorEmail: string | null;
  /** The shade whose stock moved; null for a product without shades (or a movement from before shades had stock). */
  shadeNameThai: string | null;
  createdAt: Date;
};

/** One product's history (or one of its shades'), newest first, a page of 20 (the list's search term is not used). */
export function listStockMovements(
  db: DatabaseOrTransaction,
  productId: string,
  params: ListParams,
  /** One shade's history (decision 114), or the whole product's. */
  shadeId: string | null = null,
): Promise<PagedList<StockMovementRow>> {
  const ofProduct = shadeId ? and(eq(stockMovements.productId, productId), eq(stockMovements.colorId, shadeId))! : eq(stockMovements.productId, productId);
  return loadPagedList(
    { ...params, q: "" },
    {
      count: () => totalOf(db.select({ total: count() }).from(stockMovements).where(ofProduct)),
      rows: async (_q, limit, offset) => {
        const rows = await db
          .select({
            id: stockMovements.id,
            kind: stockMovements.kind,
            change: stockMovements.change,
            quantityAfter: stockMovements.quantityAfter,
            reason: stockMovements.reason,
            orderNumber: orders.orderNumber,
            actorEmail: stockMovements.actorEmail,
            shadeNameThai: productColors.nameThai,
            createdAt: stockMovements.createdAt,
          })
          .from(stockMovements)
          .leftJoin(orders, eq(orders.id, stockMovements.orderId))
          .leftJoin(productColors, eq(productColors.id, stockMovements.colorId))
          .where(ofProduct)
          .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
          .limit(limit)
          .offset(offset);
        return rows.map((row) => ({ ...row, kind: row.kind as StockMovementKind }));
      },
    },
  );
}
