import type { AuditActionKind } from "../../../domain/admin/admin-audit";
import type { DatabaseOrTransaction } from "./database";
import { adminAuditLog } from "./schema";

// The audit trail is a service of the platform (issue 34): any staff write records its row here,
// in its own transaction; the back-office's /admin/audit screen only reads it (server/shop/admin/audit-log.ts).

export type AuditedValues = Record<string, string | number | boolean | null>;

export type AdminAction = {
  /** `<entity>.<verb>`: `member.update`, `category.delete`, … one of the kinds with a sentence (domain/admin/admin-audit.ts). */
  action: AuditActionKind;
  entityId: string;
  before?: AuditedValues | null;
  after?: AuditedValues | null;
};

/** Who did it: the staff member's id and e-mail, kept as they were (the record outlives the account). */
export type AuditActor = { id: string; email: string };

/**
 * Records one admin write. Called with the write's own transaction, so the record and the
 * change are committed together or not at all (decision 030): there is no admin write
 * without its row and no row for a write that was rolled back.
 */
export async function recordAdminAction(tx: DatabaseOrTransaction, actor: AuditActor, entry: AdminAction) {
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

/** A delete's audit row: what the row held (the fields that matter to the books), nothing after it. */
export function recordAdminDelete(
  tx: DatabaseOrTransaction,
  actor: AuditActor,
  entry: { action: AdminAction["action"]; entityId: string; before: AuditedValues },
) {
  return recordAdminAction(tx, actor, { ...entry, after: null });
}

/** An edit's audit row: only the fields that changed, before and after (nothing changed: both null). */
export function recordAdminEdit(
  tx: DatabaseOrTransaction,
  actor: AuditActor,
  edit: Pick<AdminAction, "action" | "entityId">,
  before: AuditedValues,
  after: AuditedValues,
) {
  const diff = changedValues(before, after);
  return recordAdminAction(tx, actor, { ...edit, before: diff?.before ?? null, after: diff?.after ?? null });
}
