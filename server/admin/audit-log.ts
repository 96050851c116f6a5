import { desc, ilike, or, sql, type SQL } from "drizzle-orm";
import { containsPattern, type ListParams } from "../../domain/admin-list";
import type { SignedInUser } from "../auth/guards";
import type { DatabaseOrTransaction } from "../db/database";
import { adminAuditLog } from "../db/schema";
import { loadPagedList, type PagedList } from "../db/paged-list";

export type AuditedValues = Record<string, string | number | boolean | null>;

export type AdminAction = {
  /** `<entity>.<verb>`: `member.update`, `category.delete`, … */
  action: `${string}.${string}`;
  entityId: string;
  before?: AuditedValues | null;
  after?: AuditedValues | null;
};

/**
 * Records one admin write. Called with the write's own transaction, so the record and the
 * change are committed together or not at all (decision 030): there is no admin write
 * without its row and no row for a write that was rolled back.
 */
export async function recordAdminAction(tx: DatabaseOrTransaction, actor: Pick<SignedInUser, "id" | "email">, entry: AdminAction) {
  const [entity] = entry.action.split(".");
  await tx.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entity!,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Only the fields that differ, as before/after pairs; null when nothing changed. */
export function changedValues(before: AuditedValues, after: AuditedValues): { before: AuditedValues; after: AuditedValues } | null {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

export type AuditRow = {
  id: string;
  actorEmail: string;
  action: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

function auditSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(adminAuditLog.actorEmail, pattern), ilike(adminAuditLog.action, pattern), ilike(adminAuditLog.entityId, pattern));
}

/** /admin/audit: newest first, searched by who, what (`member.update`) or the entity's id. */
export function listAuditLog(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<AuditRow>> {
  return loadPagedList(params, {
    count: async (q) => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(adminAuditLog)
        .where(auditSearch(q));
      return row?.total ?? 0;
    },
    rows: (q, limit, offset) =>
      db
        .select({
          id: adminAuditLog.id,
          actorEmail: adminAuditLog.actorEmail,
          action: adminAuditLog.action,
          entityId: adminAuditLog.entityId,
          before: adminAuditLog.before,
          after: adminAuditLog.after,
          createdAt: adminAuditLog.createdAt,
        })
        .from(adminAuditLog)
        .where(auditSearch(q))
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(limit)
        .offset(offset),
  });
}
