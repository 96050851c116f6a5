import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminCategoryTexts } from "../../../domain/admin/admin-category-texts";
import { adminAuditLog, categories, orderItems, productColors, products, stocks } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin, insertMember, insertOrder } from "../members/test-fixtures";
import { insertProduct } from "../orders/test-fixtures";
import { createCategory, deleteCategory, listCategories, loadCategory, updateCategory } from "./categories";

const testDb = provideTestDatabase();
const m = adminCategoryTexts;

const auditOf = (entityId: string) => testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));

describe("categories", () => {
  it("creates, finds by name, renames with its audit rows, and refuses a taken name next to the field", async () => {
    const admin = await insertAdmin(testDb.db);
    const created = await createCategory(testDb.db, admin, { name: "Matte Search Test", description: "" });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.value.id : "";
    expect((await listCategories(testDb.db, { q: "matte search", page: 1 })).rows.map((row) => row.name)).toEqual(["Matte Search Test"]);

    expect(await updateCategory(testDb.db, admin, id, { name: "Satin Search Test", description: "นุ่ม" })).toEqual({ ok: true });
    expect(await loadCategory(testDb.db, id)).toMatchObject({ name: "Satin Search Test", description: "นุ่ม", productCount: 0 });

    await createCategory(testDb.db, admin, { name: "Taken Name", description: "" });
    expect(await updateCategory(testDb.db, admin, id, { name: "Taken Name", description: "" })).toEqual({
      ok: false,
      status: 409,
      message: m.nameTaken,
      field: "name",
    });
    expect(await createCategory(testDb.db, admin, { name: "Taken Name", description: "" })).toMatchObject({ ok: false, field: "name" });
    expect((await loadCategory(testDb.db, id))?.name).toBe("Satin Search Test");

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(["category.create", "category.update"]);
    expect(entries.find((entry) => entry.action === "category.update")).toMatchObject({
      before: { name: "Matte Search Test", description: "" },
      after: { name: "Satin Search Test", description: "นุ่ม" },
    });
  });

  it("deletes the category with its products, their stock and shades, keeping order-line snapshots", async () => {
    const admin = await insertAdmin(testDb.db);
    const first = await insertProduct(testDb.db, { colors: ["Rose", "Coral"] });
    const [{ categoryId } = { categoryId: "" }] = await testDb.db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, first.id));
    const second = await insertProduct(testDb.db);
    await testDb.db.update(products).set({ categoryId }).where(eq(products.id, second.id));
    const member = await insertMember(testDb.db);
    const order = await insertOrder(testDb.db, member, { subtotal: 249_00 });
    await testDb.db.update(orderItems).set({ productId: first.id }).where(eq(orderItems.orderId, order.id));

    expect((await listCategories(testDb.db, { q: "", page: 1 })).rows.find((row) => row.id === categoryId)?.productCount).toBe(2);
    expect(await deleteCategory(testDb.db, admin, categoryId)).toEqual({ ok: true, value: { products: 2 } });

    expect(await testDb.db.select().from(categories).where(eq(categories.id, categoryId))).toEqual([]);
    const productIds = [first.id, second.id];
    expect(await testDb.db.select().from(products).where(inArray(products.id, productIds))).toEqual([]);
    expect(await testDb.db.select().from(stocks).where(inArray(stocks.productId, productIds))).toEqual([]);
    expect(await testDb.db.select().from(productColors).where(inArray(productColors.productId, productIds))).toEqual([]);
    const [line] = await testDb.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ productId: null, productName: "Velvet Lip", unitPrice: 249_00 });
    const [entry] = await auditOf(categoryId);
    expect(entry).toMatchObject({ action: "category.delete", actorId: admin.id, before: { products: 2 }, after: null });
  });

  it("writes nothing, not even half, when the delete fails part-way", async () => {
    const admin = await insertAdmin(testDb.db);
    const product = await insertProduct(testDb.db);
    const [{ categoryId } = { categoryId: "" }] = await testDb.db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, product.id));
    // An audit entry the table refuses (an actor e-mail of NULL) makes the last step fail.
    const broken = { id: admin.id, email: null as unknown as string };
    await expect(deleteCategory(testDb.db, broken, categoryId)).rejects.toThrow();
    expect(await loadCategory(testDb.db, categoryId)).toMatchObject({ productCount: 1 });
    expect(await testDb.db.select().from(stocks).where(eq(stocks.productId, product.id))).toHaveLength(1);
    expect(await auditOf(categoryId)).toEqual([]);
  });

  it("answers 404 for a category that is gone", async () => {
    const admin = await insertAdmin(testDb.db);
    expect(await deleteCategory(testDb.db, admin, "00000000-0000-4000-8000-000000000000")).toEqual({
      ok: false,
      status: 404,
      message: m.notFound,
    });
  });
});
