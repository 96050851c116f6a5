import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ProductInput } from "../../../domain/admin/admin-forms";
import { adminProductTexts } from "../../../domain/admin/admin-product-texts";
import { adminAuditLog, categories, flashSales, orderItems, productColors, products, stockMovements, stocks } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin, insertMember, insertOrder } from "../members/test-fixtures";
import { insertFlashSale, insertProduct } from "../orders/test-fixtures";
import { storedImageExists, storeProductImage } from "./product-image";
import { createProduct, deleteProduct, listProducts, loadProduct, updateProduct } from "./products";

const testDb = provideTestDatabase();
const m = adminProductTexts;

async function aCategory(name = `Cat ${Math.random().toString(36).slice(2)}`) {
  const [row] = await testDb.db.insert(categories).values({ name }).returning({ id: categories.id });
  return row!.id;
}

function productInput(categoryId: string, change: Partial<ProductInput> = {}): ProductInput {
  return {
    name: "Silk Velvet Lip",
    nameThai: "ลิปซิลค์เวลเวท",
    description: "",
    descriptionThai: "",
    price: 259_00,
    categoryId,
    line: "velvet",
    imageUrl: null,
    initialStock: 12,
    shades: [
      { name: "Rose", nameThai: "โรส", hex: "#C21E56", sku: null },
      { name: "Brick", nameThai: "อิฐ", hex: "#8B3A2B", sku: null },
    ],
    ...change,
  };
}

const auditOf = (entityId: string) => testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));
const shadesOf = (productId: string) =>
  testDb.db
    .select({ id: productColors.id, name: productColors.name, hex: productColors.hex })
    .from(productColors)
    .where(eq(productColors.productId, productId))
    .orderBy(productColors.sortOrder);

describe("products in the back-office", () => {
  it("creates a product with a readable unique slug, its shades and initial stock, and audits it", async () => {
    const admin = await insertAdmin(testDb.db);
    const categoryId = await aCategory("Silk Lips Test");
    const first = await createProduct(testDb.db, admin, productInput(categoryId, { name: "Silk Crème Lip" }));
    const second = await createProduct(testDb.db, admin, productInput(categoryId, { name: "Silk Crème Lip" }));
    expect(first).toMatchObject({ ok: true, value: { slug: "silk-creme-lip" } });
    expect(second).toMatchObject({ ok: true, value: { slug: "silk-creme-lip-2" } });
    const id = first.ok ? first.value.id : "";

    expect(await loadProduct(testDb.db, id)).toMatchObject({
      price: 259_00,
      stock: 12,
      line: "velvet",
      orderLines: 0,
      shades: [{ name: "Rose" }, { name: "Brick" }],
    });
    const listed = await listProducts(testDb.db, { q: "silk lips test", page: 1 });
    expect(listed.rows.map((row) => [row.name, row.categoryName, row.stock])).toEqual([
      ["Silk Crème Lip", "Silk Lips Test", 12],
      ["Silk Crème Lip", "Silk Lips Test", 12],
    ]);
    expect((await listProducts(testDb.db, { q: "crème", page: 1 })).total).toBe(2);

    // The opening stock is the first line of each shade's stock history, by this admin: 12 over two shades (decision 114).
    expect(await testDb.db.select().from(stockMovements).where(eq(stockMovements.productId, id))).toEqual([
      expect.objectContaining({ kind: "initial", change: 6, quantityAfter: 6, actorId: admin.id }),
      expect.objectContaining({ kind: "initial", change: 6, quantityAfter: 6, actorId: admin.id }),
    ]);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: "product.create",
      actorId: admin.id,
      before: null,
      after: { price: 259_00, stock: 12, slug: "silk-creme-lip", shades: "Rose #C21E56, Brick #8B3A2B" },
    });
  });

  it("edits price and shades keeping kept shades' ids, records price before and after, and leaves order lines as bought", async () => {
    const admin = await insertAdmin(testDb.db);
    const product = await insertProduct(testDb.db, { price: 249_00, colors: ["Rose", "Coral"] });
    const [{ categoryId } = { categoryId: "" }] = await testDb.db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, product.id));
    const member = await insertMember(testDb.db);
    const order = await insertOrder(testDb.db, member, { subtotal: 249_00 });
    await testDb.db.update(orderItems).set({ productId: product.id, colorName: "Coral" }).where(eq(orderItems.orderId, order.id));
    const [rose] = await shadesOf(product.id);

    const edited = productInput(categoryId, {
      name: "Velvet Renamed",
      price: 299_50,
      shades: [
        { name: "Rose", nameThai: "โรส", hex: "#AA0044", sku: null },
        { name: "Plum", nameThai: "พลัม", hex: "#5B2245", sku: null },
      ],
    });
    // A shade with stock cannot go (its units would vanish): staff count it out first (decision 114).
    expect(await updateProduct(testDb.db, admin, product.id, edited)).toMatchObject({ ok: false, status: 409, field: "shades" });
    const coral = (await shadesOf(product.id)).find((shade) => shade.name === "Coral")!;
    await testDb.db.update(stocks).set({ quantity: 0 }).where(eq(stocks.colorId, coral.id));
    expect(await updateProduct(testDb.db, admin, product.id, edited)).toEqual({ ok: true });

    const shades = await shadesOf(product.id);
    expect(shades.map((shade) => [shade.name, shade.hex])).toEqual([
      ["Rose", "#AA0044"],
      ["Plum", "#5B2245"],
    ]);
    expect(shades[0]!.id).toBe(rose!.id);
    // Stock is /admin-stocks' business: an edit does not touch it (Rose keeps its 5; Coral was counted out to 0, Plum starts at 0).
    expect(await loadProduct(testDb.db, product.id)).toMatchObject({ price: 299_50, stock: 5, orderLines: 1 });
    const [line] = await testDb.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ productId: product.id, productName: "Velvet Lip", colorName: "Coral", unitPrice: 249_00 });

    const [entry] = await auditOf(product.id);
    expect(entry).toMatchObject({ action: "product.update", before: { price: 249_00 }, after: { price: 299_50, name: "Velvet Renamed" } });
    expect(entry!.before).toMatchObject({ shades: "Rose #aa0033, Coral #aa0033" });
  });

  it("keeps each shade's SKU, lets SKUs move between a product's shades, and refuses one another product's shade has (decision 114)", async () => {
    const admin = await insertAdmin(testDb.db);
    const categoryId = await aCategory();
    const withSkus = (name: string, rose: string | null, brick: string | null) =>
      productInput(categoryId, {
        name,
        shades: [
          { name: "Rose", nameThai: "โรส", hex: "#C21E56", sku: rose },
          { name: "Brick", nameThai: "อิฐ", hex: "#8B3A2B", sku: brick },
        ],
      });
    const skusOf = async (productId: string) =>
      (
        await testDb.db
          .select({ name: productColors.name, sku: productColors.sku })
          .from(productColors)
          .where(eq(productColors.productId, productId))
          .orderBy(productColors.sortOrder)
      ).map((shade) => [shade.name, shade.sku]);
    const first = await createProduct(testDb.db, admin, withSkus("Sku Lip One", "SKU-ROSE-1", "SKU-BRICK-1"));
    if (!first.ok) throw new Error("not created");
    expect(await skusOf(first.value.id)).toEqual([
      ["Rose", "SKU-ROSE-1"],
      ["Brick", "SKU-BRICK-1"],
    ]);

    // Swapped between its own shades in one save.
    expect(await updateProduct(testDb.db, admin, first.value.id, withSkus("Sku Lip One", "SKU-BRICK-1", "SKU-ROSE-1"))).toEqual({ ok: true });
    expect(await skusOf(first.value.id)).toEqual([
      ["Rose", "SKU-BRICK-1"],
      ["Brick", "SKU-ROSE-1"],
    ]);

    // Another product may not take one, whether new or edited, and nothing of it is written.
    expect(await createProduct(testDb.db, admin, withSkus("Sku Lip Two", "SKU-ROSE-1", null))).toMatchObject({
      ok: false,
      status: 409,
      message: m.shadeSkuTaken("SKU-ROSE-1"),
      field: "shades",
    });
    const second = await createProduct(testDb.db, admin, withSkus("Sku Lip Two", null, null));
    if (!second.ok) throw new Error("not created");
    expect(await updateProduct(testDb.db, admin, second.value.id, withSkus("Sku Lip Two", null, "SKU-BRICK-1"))).toMatchObject({
      ok: false,
      status: 409,
      field: "shades",
    });
    expect(await skusOf(second.value.id)).toEqual([
      ["Rose", null],
      ["Brick", null],
    ]);
  });

  it("deletes a product with its stock, shades and flash sales; order lines keep their snapshot", async () => {
    const admin = await insertAdmin(testDb.db);
    const product = await insertProduct(testDb.db, { stock: 7, colors: ["Rose"] });
    const member = await insertMember(testDb.db);
    const order = await insertOrder(testDb.db, member, { subtotal: 249_00 });
    await testDb.db.update(orderItems).set({ productId: product.id, colorName: "Rose" }).where(eq(orderItems.orderId, order.id));
    await insertFlashSale(testDb.db, {
      productId: product.id,
      productName: "Velvet Lip",
      salePrice: 199_00,
      startTime: new Date(Date.now() - 60_000),
      endTime: new Date(Date.now() + 3_600_000),
    });

    expect(await deleteProduct(testDb.db, admin, product.id)).toEqual({ ok: true });
    expect(await testDb.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
    expect(await testDb.db.select().from(stocks).where(eq(stocks.productId, product.id))).toEqual([]);
    expect(await shadesOf(product.id)).toEqual([]);
    expect(await testDb.db.select().from(flashSales).where(eq(flashSales.productId, product.id))).toEqual([]);
    const [line] = await testDb.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ productId: null, productName: "Velvet Lip", colorName: "Rose", unitPrice: 249_00 });
    const [entry] = await auditOf(product.id);
    expect(entry).toMatchObject({ action: "product.delete", before: { price: 249_00, stock: 7, orderLines: 1 }, after: null });
  });

  it("refuses a category deleted meanwhile and a product that is gone, changing no row", async () => {
    const admin = await insertAdmin(testDb.db);
    const product = await insertProduct(testDb.db, { colors: ["Rose"] });
    const goneCategory = await aCategory();
    await testDb.db.delete(categories).where(eq(categories.id, goneCategory));
    const before = await loadProduct(testDb.db, product.id);

    expect(await updateProduct(testDb.db, admin, product.id, productInput(goneCategory, { price: 1_00 }))).toEqual({
      ok: false,
      status: 409,
      message: m.categoryMissing,
      field: "categoryId",
    });
    expect(await createProduct(testDb.db, admin, productInput(goneCategory, { name: "Orphan Lip" }))).toMatchObject({
      ok: false,
      field: "categoryId",
    });
    expect(await loadProduct(testDb.db, product.id)).toEqual(before);
    expect(await testDb.db.select().from(products).where(eq(products.name, "Orphan Lip"))).toEqual([]);

    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await updateProduct(testDb.db, admin, missing, productInput(before!.categoryId))).toEqual({
      ok: false,
      status: 404,
      message: m.notFound,
    });
    expect(await deleteProduct(testDb.db, admin, missing)).toEqual({ ok: false, status: 404, message: m.notFound });
    expect(await auditOf(product.id)).toEqual([]);
    expect(await auditOf(missing)).toEqual([]);
  });

  it("writes nothing, not even the product, when the audit row fails", async () => {
    const categoryId = await aCategory();
    const broken = { id: (await insertAdmin(testDb.db)).id, email: null as unknown as string };
    await expect(createProduct(testDb.db, broken, productInput(categoryId, { name: "Half Written Lip" }))).rejects.toThrow();
    expect(await testDb.db.select().from(products).where(eq(products.name, "Half Written Lip"))).toEqual([]);
  });
});

describe("product images", () => {
  it("re-encode an upload into the ladder and refuse what is no image, next to the file field", async () => {
    const uploadsDir = await mkdtemp(path.join(tmpdir(), "product-images-"));
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#c21e56" } })
      .png()
      .toBuffer();
    const stored = await storeProductImage(new Uint8Array(png), uploadsDir);
    expect(stored).toMatchObject({ ok: true, value: { url: expect.stringMatching(/^\/media\/products\/[0-9a-f-]{36}-400\.webp$/) } });
    expect(await storedImageExists(uploadsDir, stored.ok ? stored.value.url : "")).toBe(true);
    expect(await storedImageExists(uploadsDir, "/media/products/nothing-here-400.webp")).toBe(false);

    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect(await storeProductImage(html, uploadsDir)).toEqual({ ok: false, status: 400, message: m.imageInvalid, field: "imageFile" });
  });
});
