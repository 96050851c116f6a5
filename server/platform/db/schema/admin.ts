import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

/**
 * One row per admin write, inserted in the same transaction as the write itself (decision
 * 030). The actor is kept by id and e-mail without a foreign key: the record outlives the
 * admin's account.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: id(),
    actorId: uuid("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    /** `<entity>.<verb>`, e.g. `member.update`, `category.delete`. */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** The fields that matter to the books (money, stock, status, roles, names) before and after. */
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (table) => [
    check("admin_audit_log_action_check", sql`${table.action} ~ '^[a-z-]+\\.[a-z-]+$'`),
    index("admin_audit_log_created_at_idx").on(table.createdAt.desc().nullsFirst()),
    index("admin_audit_log_entity_idx").on(table.entity, table.entityId),
  ],
);
