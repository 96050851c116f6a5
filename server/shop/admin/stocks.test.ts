import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseForm } from "../../../domain/shared/form-contract";
import { stockUpdateSchema } from "../../../domain/admin/admin-forms";
import { adminStockTexts } from "../../../domain/admin/admin-stock-texts";
import { adminAuditLog, products, stockMovements } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin, insertMember } from "../members/test-fixtures";
import { placeOrder } from "../orders/place-order";
import { checkoutForm, insertProduct, shadeStockOf, stockOf, stockRowIdOf } from "../orders/test-fixtures";
import { readStockSheet } from "../../../domain/stock/stock-sheet";
import { applyStockSheet, listStocks, loadStock, stockSheetCsv, updateStock } from "./stocks";

const testDb = provideTestDatabase();
const m = adminStockTexts;

const auditOf = (productId: string) => testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, productId));
const movementsOf = (productId: string) => testDb.db.select().from(stockMovements).where(eq(stockMovements.productId, productId));

/** What is written for a product: its stock, its movements and its audit rows. */
async function writtenFor(productId: string) {
  return {
    stock: await stockOf(testDb.db, productId),
    movements: (await movementsOf(productId)).length,
    audit: (await auditOf(productId)).length,
  };
}

describe("stock (back-office)", () => {
  it("finds products by English or Thai name, ordered by name", async () => {
    const lip = await insertProduct(testDb.db, { stock: 4, nameThai: "ลิปค้นหาสต็อก" });
    await testDb.db.update(products).set({ name: "Stock Search Velvet" }).where(eq(products.id, lip.id));
    expect((await listStocks(testDb.db, { q: "search velvet", page: 1 })).rows).toEqual([
      {
        stockId: await stockRowIdOf(testDb.db, lip.id),
        productId: lip.id,
        name: "Stock Search Velvet",
        nameThai: "ลิปค้นหาสต็อก",
        shadeName: null,
        shadeNameThai: null,
        hex: null,
        sku: null,
        quantity: 4,
      },
    ]);
    expect((await listStocks(testDb.db, { q: "ค้นหาสต็อก", page: 1 })).rows.map((row) => row.productId)).toEqual([lip.id]);
    expect((await listStocks(testDb.db, { q: "100%_", page: 1 })).total).toBe(0);
  });

  it("sets the counted quantity with its reason: stock, a manual movement and an audit row with before and after, together", async () => {
    const admin = await insertAdmin(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 5 });
    expect(await updateStock(testDb.db, admin, await stockRowIdOf(testDb.db, lip.id), { quantity: 12, expectedQuantity: 5, reason: "รับสินค้าเข้า" })).toEqual({
      ok: true,
    });
    expect(await stockOf(testDb.db, lip.id)).toBe(12);
    expect(await movementsOf(lip.id)).toEqual([
      expect.objectContaining({
        kind: "manual",
        change: 7,
        quantityAfter: 12,
        reason: "รับสินค้าเข้า",
        actorId: admin.id,
        actorEmail: admin.email,
        orderId: null,
      }),
    ]);
    expect(await auditOf(lip.id)).toEqual([
      expect.objectContaining({
        action: "stock.update",
        entity: "stock",
        actorEmail: admin.email,
        before: { quantity: 5 },
        after: { quantity: 12, reason: "รับสินค้าเข้า" },
      }),
    ]);
    // Down to zero, without a reason.
    expect(await updateStock(testDb.db, admin, await stockRowIdOf(testDb.db, lip.id), { quantity: 0, expectedQuantity: 12, reason: null })).toEqual({
      ok: true,
    });
    expect(await loadStock(testDb.db, await stockRowIdOf(testDb.db, lip.id))).toMatchObject({ quantity: 0 });
    expect((await movementsOf(lip.id)).map((row) => [row.change, row.quantityAfter, row.reason]).sort()).toEqual([
      [-12, 0, null],
      [7, 12, "รับสินค้าเข้า"],
    ]);
  });

  it("refuses to overwrite a sale made while the dialog was open: shows the current stock, writes nothing", async () => {
    const admin = await insertAdmin(testDb.db);
    const member = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 10 });
    // The dialog shows 10; meanwhile a shopper buys 3.
    const sale = await placeOrder(testDb.db, member, checkoutForm([{ productId: lip.id, quantity: 3 }]));
    expect(sale.ok).toBe(true);
    const before = await writtenFor(lip.id);

    expect(await updateStock(testDb.db, admin, await stockRowIdOf(testDb.db, lip.id), { quantity: 20, expectedQuantity: 10, reason: "นับสต็อก" })).toEqual({
      ok: false,
      status: 409,
      message: m.changedMeanwhile(7),
      field: "quantity",
      shown: { expectedQuantity: "7" },
    });
    expect(await writtenFor(lip.id)).toEqual(before);
    expect(before).toEqual({ stock: 7, movements: 1, audit: 0 });

    // Seen the new figure, the admin saves again and it goes through.
    expect(await updateStock(testDb.db, admin, await stockRowIdOf(testDb.db, lip.id), { quantity: 20, expectedQuantity: 7, reason: "นับสต็อก" })).toEqual({
      ok: true,
    });
    expect(await writtenFor(lip.id)).toEqual({ stock: 20, movements: 2, audit: 1 });
  });

  it("of two admins saving from the same dialog state at once, exactly one wins", async () => {
    const admins = await Promise.all([insertAdmin(testDb.db), insertAdmin(testDb.db), insertAdmin(testDb.db)]);
    const lip = await insertProduct(testDb.db, { stock: 8 });
    const stockId = await stockRowIdOf(testDb.db, lip.id);
    const results = await Promise.all(
      admins.map((admin, index) => updateStock(testDb.db, admin, stockId, { quantity: 20 + index, expectedQuantity: 8, reason: null })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const winner = results.findIndex((result) => result.ok);
    for (const result of results.filter((candidate) => !candidate.ok))
      expect(result).toMatchObject({ status: 409, shown: { expectedQuantity: String(20 + winner) } });
    expect(await writtenFor(lip.id)).toEqual({ stock: 20 + winner, movements: 1, audit: 1 });
  });

  it("refuses an unchanged quantity and an unknown product without writing anything", async () => {
    const admin = await insertAdmin(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 3 });
    expect(await updateStock(testDb.db, admin, await stockRowIdOf(testDb.db, lip.id), { quantity: 3, expectedQuantity: 3, reason: "ไม่เปลี่ยน" })).toEqual({
      ok: false,
      status: 400,
      message: m.unchanged(3),
      field: "quantity",
    });
    expect(await writtenFor(lip.id)).toEqual({ stock: 3, movements: 0, audit: 0 });
    const unknown = crypto.randomUUID();
    expect(await updateStock(testDb.db, admin, unknown, { quantity: 1, expectedQuantity: 0, reason: null })).toMatchObject({
      ok: false,
      status: 404,
      message: m.notFound,
    });
    expect(await auditOf(unknown)).toEqual([]);
  });

  it("the dialog's form: a whole number of 0 or more (spec §5), never negative, an optional reason", () => {
    // What the dialog shows of a refusal: its message beside its field (parseForm also carries the status and every field's error).
    const shown = (parsed: ReturnType<typeof parseForm<typeof stockUpdateSchema>>) =>
      parsed.ok ? parsed : { ok: false, message: parsed.message, ...(parsed.field ? { field: parsed.field } : {}) };
    const form = (fields: Record<string, string>) => shown(parseForm(stockUpdateSchema, new URLSearchParams({ expectedQuantity: "5", ...fields })));
    expect(parseForm(stockUpdateSchema, new URLSearchParams({ quantity: "", expectedQuantity: "5" }))).toMatchObject({
      status: 400,
      fieldErrors: { quantity: m.quantityRequired },
    });
    expect(form({ quantity: "12", reason: "  นับใหม่ " })).toEqual({
      ok: true,
      value: { quantity: 12, expectedQuantity: 5, reason: "นับใหม่" },
    });
    expect(form({ quantity: "0" })).toEqual({ ok: true, value: { quantity: 0, expectedQuantity: 5, reason: null } });
    expect(form({ quantity: "" })).toEqual({ ok: false, message: m.quantityRequired, field: "quantity" });
    for (const bad of ["-1", "1.5", "1e3", "abc", "๕", " 12 "])
      expect(form({ quantity: bad }), bad).toEqual({ ok: false, message: m.quantityInvalid, field: "quantity" });
    expect(form({ quantity: "1000001" })).toEqual({ ok: false, message: m.quantityTooLarge, field: "quantity" });
    expect(form({ quantity: "99999999999999999999" })).toMatchObject({ ok: false, field: "quantity" });
    expect(form({ quantity: "3", reason: "x".repeat(201) })).toEqual({ ok: false, message: m.reasonTooLong, field: "reason" });
    expect(shown(parseForm(stockUpdateSchema, new URLSearchParams({ quantity: "3", expectedQuantity: "-2" })))).toEqual({
      ok: false,
      message: m.staleForm,
    });
    expect(shown(parseForm(stockUpdateSchema, new URLSearchParams({ quantity: "3" })))).toEqual({ ok: false, message: m.staleForm });
  });
});

describe("the stock sheet: download, count, upload (decision 114)", () => {
  const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

  it("downloads each shade's row with today's figure in both quantity columns, and reads back as nothing changed", async () => {
    const lip = await insertProduct(testDb.db, { shadeStock: [4, 0], colors: ["แดงอิฐ", "โรสวูด"], nameThai: "ลิปชีตนับสต็อก" });
    await testDb.db.update(products).set({ name: "Count Sheet Lip" }).where(eq(products.id, lip.id));
    const csv = await text(stockSheetCsv(testDb.db, "Count Sheet Lip"));
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toBe("รหัสสต็อก,สินค้า,ชื่อภาษาไทย,เฉดสี,SKU,จำนวนในระบบ,จำนวนใหม่");
    expect(lines.sort()).toEqual(
      [
        `${await stockRowIdOf(testDb.db, lip.id, lip.colors[0]!.id)},Count Sheet Lip,ลิปชีตนับสต็อก,สีแดงอิฐ,,4,4`,
        `${await stockRowIdOf(testDb.db, lip.id, lip.colors[1]!.id)},Count Sheet Lip,ลิปชีตนับสต็อก,สีโรสวูด,,0,0`,
      ].sort(),
    );
    const sheet = readStockSheet(csv);
    expect(sheet).toEqual({ ok: true, rows: [] });
    const admin = await insertAdmin(testDb.db);
    expect(await applyStockSheet(testDb.db, admin, { rows: [], reason: null })).toMatchObject({ ok: false, status: 400, message: m.sheet.nothingChanged });
  });

  it("sets every changed shade in one go, each with its movement and audit row", async () => {
    const admin = await insertAdmin(testDb.db);
    const lip = await insertProduct(testDb.db, { shadeStock: [4, 0], colors: ["แดงอิฐ", "โรสวูด"] });
    const [brick, rose] = [await stockRowIdOf(testDb.db, lip.id, lip.colors[0]!.id), await stockRowIdOf(testDb.db, lip.id, lip.colors[1]!.id)];
    const result = await applyStockSheet(testDb.db, admin, {
      rows: [
        { line: 2, stockId: brick, expected: 4, quantity: 0 },
        { line: 3, stockId: rose, expected: 0, quantity: 5 },
      ],
      reason: "นับสต็อกสิ้นเดือน",
    });
    expect(result).toEqual({ ok: true, value: { updated: 2 } });
    expect([await shadeStockOf(testDb.db, lip.colors[0]!.id), await shadeStockOf(testDb.db, lip.colors[1]!.id)]).toEqual([0, 5]);
    const manual = (await movementsOf(lip.id)).filter((movement) => movement.kind === "manual");
    expect(manual.map((movement) => [movement.colorId, movement.change, movement.quantityAfter, movement.reason]).sort()).toEqual(
      [
        [lip.colors[0]!.id, -4, 0, "นับสต็อกสิ้นเดือน"],
        [lip.colors[1]!.id, 5, 5, "นับสต็อกสิ้นเดือน"],
      ].sort(),
    );
    expect((await auditOf(lip.id)).filter((row) => row.action === "stock.update")).toHaveLength(2);
  });

  it("writes nothing at all when one row was sold from since the download, or is gone, and says which line", async () => {
    const admin = await insertAdmin(testDb.db);
    const buyer = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { shadeStock: [3, 3], colors: ["แดงอิฐ", "โรสวูด"] });
    const [brick, rose] = [await stockRowIdOf(testDb.db, lip.id, lip.colors[0]!.id), await stockRowIdOf(testDb.db, lip.id, lip.colors[1]!.id)];
    // A shopper buys a โรสวูด after the sheet was downloaded.
    const order = await placeOrder(testDb.db, buyer, checkoutForm([{ productId: lip.id, colorId: lip.colors[1]!.id, quantity: 1 }]));
    expect(order.ok).toBe(true);
    const before = await writtenFor(lip.id);
    const sheet = (roseLine: { stockId: string; expected: number }) =>
      applyStockSheet(testDb.db, admin, {
        rows: [
          { line: 2, stockId: brick, expected: 3, quantity: 10 },
          { line: 3, ...roseLine, quantity: 10 },
        ],
        reason: null,
      });
    const [named] = await testDb.db.select({ name: products.name }).from(products).where(eq(products.id, lip.id));
    expect(await sheet({ stockId: rose, expected: 3 })).toMatchObject({
      ok: false,
      status: 409,
      message: m.sheet.changedMeanwhile(3, `${named!.name} — สีโรสวูด`, 2),
    });
    expect(await sheet({ stockId: "0b6f7c7e-3f4a-4d6e-9d43-7a3f5c1b2e99", expected: 3 })).toMatchObject({
      ok: false,
      status: 409,
      message: m.sheet.unknownRow(3),
    });
    expect(await writtenFor(lip.id)).toEqual(before);
    expect(await shadeStockOf(testDb.db, lip.colors[0]!.id)).toBe(3);
  });
});
