import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminPromotionTexts } from "../../../domain/admin/admin-promotion-texts";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import { runningSalePrices } from "../catalog/flash-sale-prices";
import { adminAuditLog, flashSales, products } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin } from "../members/test-fixtures";
import { insertProduct } from "../orders/test-fixtures";
import { listRunningFlashSales } from "../promotions/flash-sales";
import { createFlashSale, deleteFlashSale, listFlashSales, loadFlashSale, switchFlashSale, updateFlashSale } from "./flash-sales";

const testDb = provideTestDatabase();
const m = adminPromotionTexts.flashSales;

const NOW = new Date("2026-11-23T12:00:00Z");
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

const window = (from: number, to: number) => ({ startTime: at(from), endTime: at(to) });
const salesOf = (productId: string) => testDb.db.select().from(flashSales).where(eq(flashSales.productId, productId));
const auditOf = (entityId: string) => testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));

describe("flash sales in the back-office", () => {
  it("makes a sale from the product's own name, picture and price, proposes 80 % when no price is given, and the storefront charges it", async () => {
    const admin = await insertAdmin(testDb.db);
    const product = await insertProduct(testDb.db, { price: 249_00, nameThai: "ลิปแดงทดสอบ" });
    const created = await createFlashSale(testDb.db, admin, { productId: product.id, salePrice: null, ...window(-1, 24) }, NOW);
    expect(created.ok).toBe(true);
    const id = created.ok ? created.value.id : "";

    expect(await loadFlashSale(testDb.db, id)).toMatchObject({
      productId: product.id,
      productName: "ลิปแดงทดสอบ",
      image: expect.stringMatching(/^\/media\/products\/lip-.*-960\.webp$/),
      originalPrice: 249_00,
      salePrice: 199_00,
      isActive: true,
    });
    // One source of truth: /promotions lists it, product pages, cart and checkout price it.
    expect((await listRunningFlashSales(testDb.db, NOW)).find((sale) => sale.id === id)).toMatchObject({
      salePrice: 199_00,
      originalPrice: 249_00,
    });
    expect((await runningSalePrices(testDb.db, [{ id: product.id, price: 249_00 }], NOW)).get(product.id)).toBe(199_00);

    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      action: "flash-sale.create",
      actorEmail: admin.email,
      after: {
        productId: product.id,
        originalPrice: 249_00,
        salePrice: 199_00,
        startTime: at(-1).toISOString(),
        endTime: at(24).toISOString(),
        isActive: true,
      },
    });
  });

  it("refuses a sale price at or above the product's price, and a new sale that has already ended, writing nothing", async () => {
    const admin = await insertAdmin(testDb.db);
    const product = await insertProduct(testDb.db, { price: 249_00 });
    for (const salePrice of [249_00, 300_00]) {
      expect(await createFlashSale(testDb.db, admin, { productId: product.id, salePrice, ...window(0, 24) }, NOW)).toEqual({
        ok: false,
        status: 400,
        message: m.salePriceNotBelow("฿249"),
        field: "salePrice",
      });
    }
    expect(await createFlashSale(testDb.db, admin, { productId: product.id, salePrice: 199_00, ...window(-48, -1) }, NOW)).toMatchObject({
      ok: false,
      field: "endTime",
    });
    expect(await salesOf(product.id)).toEqual([]);

    const created = await createFlashSale(testDb.db, admin, { productId: product.id, salePrice: 199_00, ...window(0, 24) }, NOW);
    const id = created.ok ? created.value.id : "";
    expect(await updateFlashSale(testDb.db, admin, id, { productId: null, salePrice: 250_00, ...window(0, 24) }, NOW)).toMatchObject({
      ok: false,
      field: "salePrice",
    });
    expect((await loadFlashSale(testDb.db, id))?.salePrice).toBe(199_00);
  });

  it("keeps ended sales: hidden from the default list, shown by ?show=ended and ?show=all", async () => {
    const admin = await insertAdmin(testDb.db);
    const product = await insertProduct(testDb.db, { nameThai: "ลิปรายการจบแล้ว" });
    const ended = await createFlashSale(testDb.db, admin, { productId: product.id, salePrice: 150_00, ...window(-48, 1) }, at(-72));
    const current = await createFlashSale(testDb.db, admin, { productId: product.id, salePrice: 180_00, ...window(2, 48) }, NOW);
    const endedId = ended.ok ? ended.value.id : "";
    const currentId = current.ok ? current.value.id : "";
    const later = at(10); // the first has ended, the second runs
    const params = { q: "รายการจบแล้ว", page: 1 };

    expect((await listFlashSales(testDb.db, params, "current", later)).rows.map((row) => row.id)).toEqual([currentId]);
    expect((await listFlashSales(testDb.db, params, "ended", later)).rows.map((row) => row.id)).toEqual([endedId]);
    expect((await listFlashSales(testDb.db, params, "all", later)).rows.map((row) => row.id)).toEqual([currentId, endedId]);
    // Listing deletes nothing (the old list did).
    expect(await salesOf(product.id)).toHaveLength(2);
    expect(await loadFlashSale(testDb.db, endedId)).not.toBeNull();
  });

  it("never changes a sale's product on edit, and reads the product's name, picture and price again", async () => {
    const admin = await insertAdmin(testDb.db);
    const product = await insertProduct(testDb.db, { price: 249_00 });
    const other = await insertProduct(testDb.db);
    const created = await createFlashSale(testDb.db, admin, { productId: product.id, salePrice: 199_00, ...window(0, 24) }, NOW);
    const id = created.ok ? created.value.id : "";

    expect(await updateFlashSale(testDb.db, admin, id, { productId: other.id, salePrice: 150_00, ...window(0, 24) }, NOW)).toEqual({
      ok: false,
      status: 400,
      message: m.productLocked,
      field: "productId",
    });
    expect(await loadFlashSale(testDb.db, id)).toMatchObject({ productId: product.id, salePrice: 199_00 });

    await testDb.db.update(products).set({ price: 299_00, nameThai: "ชื่อใหม่" }).where(eq(products.id, product.id));
    expect(await updateFlashSale(testDb.db, admin, id, { productId: product.id, salePrice: 239_00, ...window(1, 30) }, NOW)).toEqual({
      ok: true,
    });
    expect(await loadFlashSale(testDb.db, id)).toMatchObject({
      productId: product.id,
      productName: "ชื่อใหม่",
      originalPrice: 299_00,
      salePrice: 239_00,
      endTime: at(30),
    });
    const update = (await auditOf(id)).find((row) => row.action === "flash-sale.update");
    expect(update).toMatchObject({
      before: { originalPrice: 249_00, salePrice: 199_00 },
      after: { originalPrice: 299_00, salePrice: 239_00 },
    });
  });

  it("refuses a second switched-on sale of one product overlapping in time, from now on; a later, an ended or a switched-off one is fine", async () => {
    const admin = await insertAdmin(testDb.db);
    const product = await insertProduct(testDb.db, { price: 249_00 });
    const first = await createFlashSale(testDb.db, admin, { productId: product.id, salePrice: 199_00, ...window(0, 24) }, NOW);
    const firstId = first.ok ? first.value.id : "";

    const overlap = await createFlashSale(testDb.db, admin, { productId: product.id, salePrice: 149_00, ...window(12, 36) }, NOW);
    expect(overlap).toEqual({
      ok: false,
      status: 409,
      message: m.overlaps(formatThaiDateTime(at(0)), formatThaiDateTime(at(24))),
      field: "startTime",
    });
    // Back to back is not an overlap: a sale ends at the instant the next starts.
    const next = await createFlashSale(testDb.db, admin, { productId: product.id, salePrice: 149_00, ...window(24, 48) }, NOW);
    expect(next.ok).toBe(true);
    const nextId = next.ok ? next.value.id : "";
    // Moving the next one into the first one's window is refused too.
    expect(await updateFlashSale(testDb.db, admin, nextId, { productId: null, salePrice: 149_00, ...window(20, 48) }, NOW)).toMatchObject({
      ok: false,
      status: 409,
    });

    // Switched off, the first one no longer blocks; switching it on again is refused while the other overlaps.
    expect(await switchFlashSale(testDb.db, admin, firstId, false, NOW)).toEqual({ ok: true });
    expect(await updateFlashSale(testDb.db, admin, nextId, { productId: null, salePrice: 149_00, ...window(20, 48) }, NOW)).toEqual({
      ok: true,
    });
    expect(await switchFlashSale(testDb.db, admin, firstId, true, NOW)).toMatchObject({ ok: false, status: 409 });
    expect((await loadFlashSale(testDb.db, firstId))?.isActive).toBe(false);

    // A past overlap harms nobody: once the window that overlapped has gone by, the check ignores it.
    const old = await insertProduct(testDb.db);
    await createFlashSale(testDb.db, admin, { productId: old.id, salePrice: 99_00, ...window(-48, -24) }, at(-72));
    expect((await createFlashSale(testDb.db, admin, { productId: old.id, salePrice: 99_00, ...window(-30, 24) }, NOW)).ok).toBe(true);

    const switches = (await auditOf(firstId)).filter((row) => row.action === "flash-sale.switch");
    expect(switches.map((row) => row.after)).toEqual([{ isActive: false }]);
  });

  it("lets only one of two admins saving overlapping sales of one product at the same moment through", async () => {
    const admin = await insertAdmin(testDb.db);
    const product = await insertProduct(testDb.db, { price: 249_00 });
    const results = await Promise.all(
      [199_00, 189_00, 179_00, 169_00].map((salePrice) => createFlashSale(testDb.db, admin, { productId: product.id, salePrice, ...window(0, 24) }, NOW)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.status === 409)).toHaveLength(3);
    expect(await salesOf(product.id)).toHaveLength(1);
  });

  it("deletes a sale with its audit row; the storefront goes back to the regular price", async () => {
    const admin = await insertAdmin(testDb.db);
    const product = await insertProduct(testDb.db, { price: 249_00 });
    const created = await createFlashSale(testDb.db, admin, { productId: product.id, salePrice: 199_00, ...window(0, 24) }, NOW);
    const id = created.ok ? created.value.id : "";
    expect(await deleteFlashSale(testDb.db, admin, id)).toEqual({ ok: true });
    expect(await deleteFlashSale(testDb.db, admin, id)).toEqual({ ok: false, status: 404, message: m.notFound });
    expect((await runningSalePrices(testDb.db, [{ id: product.id, price: 249_00 }], at(1))).has(product.id)).toBe(false);
    expect((await auditOf(id)).map((row) => row.action).sort()).toEqual(["flash-sale.create", "flash-sale.delete"]);
    expect(await updateFlashSale(testDb.db, admin, id, { productId: null, salePrice: 199_00, ...window(0, 24) }, NOW)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await switchFlashSale(testDb.db, admin, id, true, NOW)).toMatchObject({ ok: false, status: 404 });
  });
});
