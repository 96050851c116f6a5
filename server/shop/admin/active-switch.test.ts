import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminScreenTexts } from "../../../domain/admin/admin-screen-texts";
import { adminAuditLog, faqs, users } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { switchActive } from "./active-switch";

const testDb = provideTestDatabase();

describe("switchActive", () => {
  it("switches the row off and on with an audit row each time, and answers 404 for a row that is gone", async () => {
    const adminId = await insertMember(testDb.db, { role: "admin" });
    const [admin] = await testDb.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, adminId));
    const [faq] = await testDb.db.insert(faqs).values({ question: "ส่งกี่วัน", answer: "2-3 วันทำการ" }).returning({ id: faqs.id });
    const target = { entity: "faq" as const, table: faqs, id: faq!.id };

    expect(await switchActive(testDb.db, admin!, target, false)).toEqual({ ok: true });
    expect((await testDb.db.select().from(faqs).where(eq(faqs.id, faq!.id)))[0]?.isActive).toBe(false);
    expect(await switchActive(testDb.db, admin!, target, true)).toEqual({ ok: true });
    expect((await testDb.db.select().from(faqs).where(eq(faqs.id, faq!.id)))[0]?.isActive).toBe(true);
    const audit = await testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, faq!.id));
    expect(audit.map((row) => [row.action, row.after])).toEqual([
      ["faq.switch", { isActive: false }],
      ["faq.switch", { isActive: true }],
    ]);

    await testDb.db.delete(faqs).where(eq(faqs.id, faq!.id));
    expect(await switchActive(testDb.db, admin!, target, false)).toEqual({ ok: false, status: 404, message: adminScreenTexts.rowGone });
    expect(await testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, faq!.id))).toHaveLength(2);
  });
});
