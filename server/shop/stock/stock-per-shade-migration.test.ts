import { randomUUID } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { splitOverShades } from "../../../domain/stock/shade-split";
import { connectDatabase, MIGRATIONS_FOLDER, withDatabaseName, type DatabaseConnection } from "../../platform/db/database";
import { DEMO_PRODUCTS } from "../demo/demo-catalogue";
import { adminQuery } from "../../platform/db/test-support/test-database";

// Issue 41: the move to stock per shade (migration 0033, decision 114) run on a copy of the demo shop as it
// stood before it — every demo lipstick with one stock figure for all its shades, a product without shades,
// and order lines that name their shade only by the name they kept.
const serverUrl = inject("testDatabaseServerUrl");
const name = `shop_test_move_${randomUUID().replace(/-/g, "")}`;
let connection: DatabaseConnection;
let sql: pg.Client;
let folder: string;

/** The migrations as they were before the move: the journal cut before 0033. */
async function migrationsBeforeTheMove() {
  folder = await mkdtemp(path.join(tmpdir(), "shop-migrations-"));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < "0033");
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  await adminQuery(serverUrl, `create database "${name}" template template0 encoding 'UTF8'`);
  connection = connectDatabase(withDatabaseName(serverUrl, name), { max: 2 });
  await migrate(connection.db, { migrationsFolder: await migrationsBeforeTheMove() });
  sql = new pg.Client({ connectionString: withDatabaseName(serverUrl, name) });
  await sql.connect();
});

afterAll(async () => {
  await sql?.end();
  await connection?.close();
  await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("the move to stock per shade, on the demo shop as it was", () => {
  it("splits each product's figure over its shades so the whole is unchanged, asks staff to count, and gives old order lines their shade", async () => {
    // The demo catalogue, written as the shop kept it before: one stock row per product.
    const [category] = (await sql.query<{ id: string }>("insert into categories (name, description) values ('ลิป', '') returning id")).rows;
    const before = new Map<string, number>();
    for (const product of DEMO_PRODUCTS) {
      const [row] = (
        await sql.query<{ id: string }>(
          "insert into products (slug, name, name_thai, line, price, image_url, category_id) values ($1, $2, $3, $4, $5, '/media/products/x-960.webp', $6) returning id",
          [product.slug, product.name, product.nameThai, product.line, product.price, category!.id],
        )
      ).rows;
      for (const [index, color] of product.colors.entries())
        await sql.query("insert into product_colors (product_id, name, name_thai, hex, sort_order) values ($1, $2, $3, $4, $5)", [
          row!.id,
          color.name,
          color.nameThai,
          color.hex,
          index,
        ]);
      await sql.query("insert into stocks (product_id, quantity) values ($1, $2)", [row!.id, product.stock]);
      before.set(row!.id, product.stock);
    }
    const [plain] = (
      await sql.query<{ id: string }>(
        "insert into products (slug, name, name_thai, line, price, image_url, category_id) values ('tote-bag', 'Tote', 'กระเป๋าผ้า', 'glossy', 0, '/media/products/tote-960.webp', $1) returning id",
        [category!.id],
      )
    ).rows;
    await sql.query("insert into stocks (product_id, quantity) values ($1, 7)", [plain!.id]);

    // An old order: lines naming their shade by its Thai name, its English one, and one no longer sold.
    const [buyer] = (await sql.query<{ id: string }>("insert into \"user\" (name, email) values ('ผู้ซื้อ', 'move@test.example') returning id")).rows;
    const [order] = (
      await sql.query<{ id: string }>(
        `insert into orders (user_id, order_number, status, payment_status, payment_method, subtotal, shipping_fee, total_amount,
           shipping_first_name, shipping_last_name, shipping_email, shipping_phone, shipping_address, shipping_city, shipping_postal_code)
         values ($1, 'ORDER-MOVE00001', 'delivered', 'paid', 'promptpay', 0, 0, 0, 'ก', 'ข', 'move@test.example', '0812345678', '1', 'กรุงเทพฯ', '10110') returning id`,
        [buyer!.id],
      )
    ).rows;
    const [first, second] = [...before.keys()] as [string, string];
    const shade = (productIndex: number, colorIndex: number) => DEMO_PRODUCTS[productIndex]!.colors[colorIndex]!;
    await sql.query(
      `insert into order_items (order_id, product_id, product_name, color_name, unit_price, quantity) values
         ($1, $2, 'x', $3, 0, 1), ($1, $4, 'x', $5, 0, 1), ($1, $2, 'x', 'สีที่เลิกขายแล้ว', 0, 1)`,
      [order!.id, first, shade(0, 1).nameThai, second, shade(1, 0).name],
    );

    // The move.
    await migrate(connection.db, { migrationsFolder: MIGRATIONS_FOLDER });

    // Every product's figure is what it was, now the sum of its shades' rows, split as evenly as whole units allow.
    const figures = new Map(
      (await sql.query<{ product_id: string; quantity: number }>("select product_id, quantity from product_stocks")).rows.map((row) => [
        row.product_id,
        row.quantity,
      ]),
    );
    for (const [productId, stock] of before) expect(figures.get(productId), productId).toBe(stock);
    expect(figures.get(plain!.id)).toBe(7);
    for (const [index, product] of DEMO_PRODUCTS.entries()) {
      const productId = [...before.keys()][index]!;
      const rows = (
        await sql.query<{ quantity: number; color_id: string | null }>(
          "select s.quantity, s.color_id from stocks s join product_colors c on c.id = s.color_id where s.product_id = $1 order by c.sort_order",
          [productId],
        )
      ).rows;
      expect(
        rows.map((row) => row.quantity),
        product.slug,
      ).toEqual(splitOverShades(product.stock, product.colors.length));
      // No product-wide row is left beside the shades'.
      expect((await sql.query("select 1 from stocks where product_id = $1 and color_id is null", [productId])).rowCount).toBe(0);
    }
    // A product without shades keeps its one row.
    expect((await sql.query("select quantity from stocks where product_id = $1 and color_id is null", [plain!.id])).rows).toEqual([{ quantity: 7 }]);

    // Each shade's history starts with the split, saying where it came from and asking staff to count.
    const initial = (
      await sql.query<{ change: number; reason: string }>(
        "select change, reason from stock_movements where product_id = $1 and kind = 'initial' and color_id is not null",
        [first],
      )
    ).rows;
    expect(initial).toHaveLength(DEMO_PRODUCTS[0]!.colors.length);
    expect(initial.reduce((sum, movement) => sum + movement.change, 0)).toBe(DEMO_PRODUCTS[0]!.stock);
    for (const movement of initial) expect(movement.reason).toContain(`${DEMO_PRODUCTS[0]!.stock} ชิ้น`);

    // Old order lines learned their shade by the name they kept; a shade no longer sold stays unnamed.
    const lines = (
      await sql.query<{ color_name: string; shade: string | null }>(
        "select i.color_name, c.name_thai as shade from order_items i left join product_colors c on c.id = i.color_id where i.order_id = $1 order by i.color_name",
        [order!.id],
      )
    ).rows;
    expect(lines).toEqual(
      expect.arrayContaining([
        { color_name: shade(0, 1).nameThai, shade: shade(0, 1).nameThai },
        { color_name: shade(1, 0).name, shade: shade(1, 0).nameThai },
        { color_name: "สีที่เลิกขายแล้ว", shade: null },
      ]),
    );
  });
});
