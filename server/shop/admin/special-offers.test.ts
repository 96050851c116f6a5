import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminPromotionTexts } from "../../../domain/admin/admin-promotion-texts";
import { adminAuditLog, specialOffers } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin } from "../members/test-fixtures";
import { listActiveSpecialOffers } from "../promotions/special-offers";
import { createSpecialOffer, deleteSpecialOffer, listSpecialOffers, loadSpecialOffer, updateSpecialOffer } from "./special-offers";

const testDb = provideTestDatabase();
const m = adminPromotionTexts.specialOffers;

const offer = (values: Partial<{ icon: string; title: string; description: string; sortOrder: number; isActive: boolean }> = {}) => ({
  icon: "🎁",
  title: "ของแถม",
  description: "รับของแถมเมื่อซื้อ 2 แท่ง",
  sortOrder: 0,
  isActive: true,
  ...values,
});

describe("special offers in the back-office", () => {
  it("creates, lists in the storefront's order, edits and deletes, each with its audit row", async () => {
    const admin = await insertAdmin(testDb.db);
    const second = await createSpecialOffer(testDb.db, admin, offer({ title: "ส่งฟรี", icon: "🚚", sortOrder: 2 }));
    const first = await createSpecialOffer(testDb.db, admin, offer({ title: "ของแถม", sortOrder: 1 }));
    const hidden = await createSpecialOffer(testDb.db, admin, offer({ title: "ซ่อน", sortOrder: 0, isActive: false }));
    const ids = [hidden, first, second].map((result) => (result.ok ? result.value.id : ""));
    expect((await listSpecialOffers(testDb.db, { q: "", page: 1 })).rows.map((row) => row.id)).toEqual(ids);
    // The storefront shows only the ones switched on, in the same order.
    expect((await listActiveSpecialOffers(testDb.db)).map((row) => row.title)).toEqual(["ของแถม", "ส่งฟรี"]);

    expect(await updateSpecialOffer(testDb.db, admin, ids[1]!, offer({ title: "ของแถมพิเศษ", sortOrder: 1 }))).toEqual({ ok: true });
    expect(await loadSpecialOffer(testDb.db, ids[1]!)).toMatchObject({ title: "ของแถมพิเศษ", icon: "🎁", sortOrder: 1, isActive: true });
    expect(await deleteSpecialOffer(testDb.db, admin, ids[2]!)).toEqual({ ok: true });
    expect(await deleteSpecialOffer(testDb.db, admin, ids[2]!)).toEqual({ ok: false, status: 404, message: m.notFound });
    expect(await updateSpecialOffer(testDb.db, admin, ids[2]!, offer())).toEqual({ ok: false, status: 404, message: m.notFound });

    const audit = await testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entity, "special-offer"));
    expect(audit.map((row) => row.action).sort()).toEqual([
      "special-offer.create",
      "special-offer.create",
      "special-offer.create",
      "special-offer.delete",
      "special-offer.update",
    ]);
    expect(audit.find((row) => row.action === "special-offer.update")).toMatchObject({
      before: { title: "ของแถม" },
      after: { title: "ของแถมพิเศษ" },
    });
  });

  it("stores two emoji however many code points they take (the database counts like the form, decision 043)", async () => {
    const admin = await insertAdmin(testDb.db);
    // Two flags (4 code points), a family with a flag (7), a kiss with two skin tones and a gift (11).
    for (const icon of ["🇹🇭🇯🇵", "👨‍👩‍👧🇹🇭", "👩🏽‍❤️‍💋‍👨🏿🎁"]) {
      const created = await createSpecialOffer(testDb.db, admin, offer({ icon, title: `icon ${icon}` }));
      expect(created.ok, icon).toBe(true);
      expect((await loadSpecialOffer(testDb.db, created.ok ? created.value.id : ""))?.icon).toBe(icon);
    }
    // The database still refuses an empty icon and an absurd one.
    await expect(testDb.db.insert(specialOffers).values(offer({ icon: "" }))).rejects.toThrow();
    await expect(testDb.db.insert(specialOffers).values(offer({ icon: "🎁".repeat(33) }))).rejects.toThrow();
  });
});
