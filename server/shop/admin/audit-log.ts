import { desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { auditSentence, subjectInValues } from "../../../domain/admin/admin-audit";
import { containsPattern, type ListParams } from "../../../domain/admin/admin-list";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { adminAuditLog, categories, orders, payments, products, promotions, users } from "../../platform/db/schema";
import { countRows, loadPagedList, type PagedList } from "../../platform/db/paged-list";

/** One entry of /admin/audit: when, who (by e-mail, for the search) and the Thai sentence of what they did. */
export type AuditRow = {
  id: string;
  actorEmail: string;
  /** The record's id: not shown, found by the search. */
  entityId: string;
  sentence: string;
  createdAt: Date;
};

type StoredEntry = {
  id: string;
  actorEmail: string;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What names each entry's row today, for a page of entries: an order's number (orders and
 * their payments), a product's, category's, member's or promotion's name. Rows gone since, and entities
 * without a name column, are named by the entry's own values (`subjectInValues`).
 */
async function currentNames(db: DatabaseOrTransaction, entries: readonly StoredEntry[]): Promise<Map<string, string>> {
  const idsOf = (...entities: string[]) => [
    ...new Set(entries.filter((entry) => entities.includes(entry.entity) && UUID.test(entry.entityId)).map((entry) => entry.entityId)),
  ];
  const names = new Map<string, string>();
  const add = (rows: { id: string; name: string | null }[]) => rows.forEach((row) => row.name && names.set(row.id, row.name));
  const [orderIds, paymentIds, productIds, categoryIds, memberIds, promotionIds] = [
    idsOf("order"),
    idsOf("payment"),
    idsOf("product", "stock"),
    idsOf("category"),
    idsOf("member"),
    idsOf("promotion"),
  ];
  if (orderIds.length) add(await db.select({ id: orders.id, name: orders.orderNumber }).from(orders).where(inArray(orders.id, orderIds)));
  if (paymentIds.length)
    add(
      await db
        .select({ id: payments.id, name: orders.orderNumber })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(inArray(payments.id, paymentIds)),
    );
  if (productIds.length) add(await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)));
  if (categoryIds.length) add(await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds)));
  if (memberIds.length) add(await db.select({ id: users.id, name: users.email }).from(users).where(inArray(users.id, memberIds)));
  if (promotionIds.length) add(await db.select({ id: promotions.id, name: promotions.title }).from(promotions).where(inArray(promotions.id, promotionIds)));
  return names;
}

const valuesOf = (values: unknown) => (values && typeof values === "object" ? (values as Record<string, unknown>) : null);

function auditSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(adminAuditLog.actorEmail, pattern),
    ilike(adminAuditLog.action, pattern),
    ilike(adminAuditLog.entityId, pattern),
    sql`${adminAuditLog.before}::text ilike ${pattern}`,
    sql`${adminAuditLog.after}::text ilike ${pattern}`,
    sql`${adminAuditLog.entityId} in (select ${orders.id}::text from ${orders} where ${orders.orderNumber} ilike ${pattern})`,
    sql`${adminAuditLog.entityId} in (select ${payments.id}::text from ${payments} join ${orders} on ${orders.id} = ${payments.orderId} where ${orders.orderNumber} ilike ${pattern})`,
  );
}

/** /admin/audit: newest first, searched by who, what (`member.update`), the entity's id, an order number or a stored value. */
export function listAuditLog(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<AuditRow>> {
  return loadPagedList(params, {
    count: (q) => countRows(db, adminAuditLog, auditSearch(q)),
    rows: async (q, limit, offset) => {
      const entries: StoredEntry[] = await db
        .select({
          id: adminAuditLog.id,
          actorEmail: adminAuditLog.actorEmail,
          actorName: users.name,
          action: adminAuditLog.action,
          entity: adminAuditLog.entity,
          entityId: adminAuditLog.entityId,
          before: adminAuditLog.before,
          after: adminAuditLog.after,
          createdAt: adminAuditLog.createdAt,
        })
        .from(adminAuditLog)
        .leftJoin(users, eq(users.id, adminAuditLog.actorId))
        .where(auditSearch(q))
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(limit)
        .offset(offset);
      const names = await currentNames(db, entries);
      return entries.map((entry) => {
        const before = valuesOf(entry.before);
        const after = valuesOf(entry.after);
        const sentence = auditSentence({
          actor: entry.actorName || entry.actorEmail,
          action: entry.action,
          subject: names.get(entry.entityId) ?? subjectInValues(before, after) ?? (entry.entity === "site-config" ? entry.entityId : null),
          before,
          after,
        });
        return { id: entry.id, actorEmail: entry.actorEmail, entityId: entry.entityId, sentence, createdAt: entry.createdAt };
      });
    },
  });
}
