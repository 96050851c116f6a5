// A member leaving (decision 029, 074, 104): their requests' own words and photos go with them; what
// the books need stays — the request's kind, status and lines, its timeline's steps, the refunds.
import { and, eq, inArray, sql } from "drizzle-orm";
import { RUNNING_REQUEST_STATUSES } from "../../../domain/after-sale/after-sale-requests";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orderRequests, orderRequestSteps, orders } from "../../platform/db/schema";
import { settings } from "../../platform/env";
import { afterSaleFilesDir, removeRequestFiles } from "./request-files";

/** The order of a request of the member's still running (money or a parcel still owed), if any. */
export async function orderWithRunningRequest(tx: DatabaseOrTransaction, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(orderRequests)
    .innerJoin(orders, eq(orders.id, orderRequests.orderId))
    .where(and(eq(orderRequests.userId, userId), inArray(orderRequests.status, [...RUNNING_REQUEST_STATUSES])))
    .limit(1);
  return row?.orderNumber ?? null;
}

/**
 * Erases the member's words and photos from their requests, in the caller's transaction; running ones
 * are withdrawn (a staff deletion does not wait for them). Answers the photo files to remove once
 * the transaction has committed (`removeErasedPhotos`).
 */
export async function eraseMemberRequests(tx: DatabaseOrTransaction, userId: string, now: Date): Promise<string[]> {
  const rows = await tx.select({ id: orderRequests.id, photos: orderRequests.photos }).from(orderRequests).where(eq(orderRequests.userId, userId));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  await tx
    .update(orderRequests)
    .set({
      details: "",
      photos: [],
      address: null,
      status: sql`case when ${orderRequests.status} in ('open', 'needs-info', 'approved', 'received') then 'withdrawn' else ${orderRequests.status} end`,
      updatedAt: now,
    })
    .where(inArray(orderRequests.id, ids));
  await tx
    .update(orderRequestSteps)
    .set({ note: "" })
    .where(and(inArray(orderRequestSteps.requestId, ids), eq(orderRequestSteps.actor, "member")));
  return rows.flatMap((row) => row.photos);
}

export async function removeErasedPhotos(names: readonly string[]): Promise<void> {
  if (names.length > 0) await removeRequestFiles(afterSaleFilesDir(settings().dataDir), names);
}
