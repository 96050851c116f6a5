import type { ContactInfoInput } from "../../../domain/admin/content-forms";
import type { ShopDatabase } from "../../platform/db/database";
import { contactInfo } from "../../platform/db/schema";
import { changedValues, recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";
import { lockedRow } from "../../platform/db/locked-row";

/**
 * /admin/contact's save: the single contact_info row (created by the first save when the shop
 * started without the demo data), the same row /contact, receipts and the staff notices read.
 */
export async function saveContactInfo(db: ShopDatabase, actor: AuditActor, input: ContactInfoInput): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedRow(
      tx.select({ email: contactInfo.email, phone: contactInfo.phone, address: contactInfo.address, workingHours: contactInfo.workingHours }).from(contactInfo),
    );
    await tx
      .insert(contactInfo)
      .values({ singleton: true, ...input })
      .onConflictDoUpdate({ target: contactInfo.singleton, set: { ...input, updatedAt: new Date() } });
    const diff = before ? changedValues(before, input) : { before: {}, after: input };
    await recordAdminAction(tx, actor, {
      action: "contact-info.update",
      entityId: "contact-info",
      before: diff?.before ?? null,
      after: diff?.after ?? null,
    });
  });
}
