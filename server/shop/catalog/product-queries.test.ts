import { expectMapping } from "../../../domain/shared/test-support/expect-mapping";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, flashSales, orderItems, orders, productColors, products, stocks, users } from "../../platform/db/schema";
import { generateOrderNumber } from "../../../domain/orders/order-number";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { currentCartProducts } from "./cart-products";
import { findStorefrontProduct } from "./product-detail";
import { listFeaturedProducts, listProducts } from "./product-queries";

const testDb = provideTestDatabase();

const HOUR = 60 * 60 * 1000;
const now = new Date("2025-06-01T12:00:00Z");
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * HOUR);

let categoryId: string;

async function addProduct(options: {
  slug: string;
  line?: "glossy" | "velvet";
  price?: number;
  stock?: number | null;
  isActive?: boolean;
  createdHoursAgo?: number;
  colors?: { name: string; hex: string; sortOrder: number }[];
}) {
  const [product] = await testDb.db
    .insert(products)
    .values({
      slug: options.slug,
      name: `Name ${options.slug}`,
      nameThai: `ชื่อ ${options.slug}`,
      description: `About ${options.slug}`,
      descriptionThai: `รายละเอียด ${options.slug}`,
      line: options.line ?? "glossy",
      price: options.price ?? 249_00,
      imageUrl: `/media/products/${options.slug}-960.webp`,
      categoryId,
      isActive: options.isActive ?? true,
      createdAt: at(-(options.createdHoursAgo ?? 0)),
    })
    .returning({ id: products.id });
  const id = product!.id;
  if (options.stock !== null) await testDb.db.insert(stocks).values({ productId: id, quantity: options.stock ?? 10 });
  for (const color of options.colors ?? []) {
    await testDb.db.insert(productColors).values({ productId: id, nameThai: `สี ${color.name}`, ...color });
  }
  return id;
}

async function addSale(productId: string, salePrice: number, startHours: number, endHours: number, isActive = true) {
  await testDb.db.insert(flashSales).values({
    productId,
    productName: "sale",
    originalPrice: 249_00,
    salePrice,
    startTime: at(startHours),
    endTime: at(endHours),
    isActive,
  });
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  const [category] = await testDb.db.insert(categories).values({ name: "Test Lip", description: "" }).returning({ id: categories.id });
  categoryId = category!.id;
  ids.newestGlossy = await addProduct({
    slug: "newest-glossy",
    createdHoursAgo: 1,
    colors: [
      { name: "Second", hex: "#222222", sortOrder: 2 },
      { name: "First", hex: "#111111", sortOrder: 1 },
      { name: "Third", hex: "#333333", sortOrder: 3 },
    ],
  });
  ids.velvet = await addProduct({ slug: "middle-velvet", line: "velvet", createdHoursAgo: 2, price: 299_00 });
  ids.soldOut = await addProduct({ slug: "sold-out-velvet", line: "velvet", createdHoursAgo: 3, stock: 0 });
  ids.noStockRow = await addProduct({ slug: "no-stock-row", createdHoursAgo: 4, stock: null });
  ids.hidden = await addProduct({ slug: "switched-off", createdHoursAgo: 0, isActive: false });
  ids.onSale = await addProduct({ slug: "on-sale", createdHoursAgo: 5 });
  ids.pastSale = await addProduct({ slug: "past-sale", createdHoursAgo: 6 });

  await addSale(ids.onSale, 199_00, -24, 24);
  await addSale(ids.onSale, 189_00, -1, 1);
  await addSale(ids.onSale, 99_00, -1, 1, false); // switched off
  await addSale(ids.onSale, 89_00, 1, 48); // not started
  await addSale(ids.pastSale, 150_00, -48, -1); // over
  await addSale(ids.velvet, 199_00, 0, 24); // starts exactly now: running
});

describe("listProducts", () => {
  it("lists active products newest first with category, stock and the running sale price", async () => {
    const list = await listProducts(testDb.db, {}, now);
    expect(list.map((product) => product.slug)).toEqual(["newest-glossy", "middle-velvet", "sold-out-velvet", "no-stock-row", "on-sale", "past-sale"]);
    const bySlug = new Map(list.map((product) => [product.slug, product]));
    expect(bySlug.get("newest-glossy")).toMatchObject({
      id: ids.newestGlossy,
      name: "Name newest-glossy",
      nameThai: "ชื่อ newest-glossy",
      line: "glossy",
      price: 249_00,
      salePrice: null,
      imageUrl: "/media/products/newest-glossy-960.webp",
      categoryName: "Test Lip",
      stockQuantity: 10,
      inStock: true,
    });
    expect(bySlug.get("sold-out-velvet")).toMatchObject({ stockQuantity: 0, inStock: false });
    expect(bySlug.get("no-stock-row")).toMatchObject({ stockQuantity: 0, inStock: false });
    expect(bySlug.get("on-sale")?.salePrice).toBe(189_00);
    expect(bySlug.get("middle-velvet")?.salePrice).toBe(199_00);
    expect(bySlug.get("past-sale")?.salePrice).toBeNull();
  });

  it("filters by product line", async () => {
    const velvet = await listProducts(testDb.db, { line: "velvet" }, now);
    expect(velvet.map((product) => product.slug)).toEqual(["middle-velvet", "sold-out-velvet"]);
    const glossy = await listProducts(testDb.db, { line: "glossy" }, now);
    expect(glossy.every((product) => product.line === "glossy")).toBe(true);
    expect(glossy).toHaveLength(4);
  });

  it("reads stock and sale windows at call time", async () => {
    await testDb.db.update(stocks).set({ quantity: 3 }).where(eq(stocks.productId, ids.soldOut!));
    const [later] = (await listProducts(testDb.db, { line: "velvet" }, at(2))).filter((product) => product.id === ids.soldOut);
    expect(later).toMatchObject({ stockQuantity: 3, inStock: true });
    // Two hours on, the 189 sale is over and the one that had not started runs.
    const onSale = (await listProducts(testDb.db, {}, at(2))).find((product) => product.id === ids.onSale);
    expect(onSale?.salePrice).toBe(89_00);
    await testDb.db.update(stocks).set({ quantity: 0 }).where(eq(stocks.productId, ids.soldOut!));
  });
});

describe("listFeaturedProducts", () => {
  it("returns the newest active products up to the count", async () => {
    const featured = await listFeaturedProducts(testDb.db, 2, now);
    expect(featured.map((product) => product.slug)).toEqual(["newest-glossy", "middle-velvet"]);
  });

  it("is planned once per connection, not at every call (its row count is in the statement's text)", async () => {
    const plans = await testDb.db.transaction(async (tx) => {
      for (let call = 0; call < 8; call++) expect(await listFeaturedProducts(tx, 3, now)).toHaveLength(3);
      const statements = await tx.execute<{ name: string; generic_plans: string; custom_plans: string }>(
        sql`select name, generic_plans, custom_plans from pg_prepared_statements where name = 'featured_products_3'`,
      );
      return statements.rows;
    });
    // PostgreSQL tries custom plans five times, then keeps the generic one.
    expect(plans).toEqual([{ name: "featured_products_3", generic_plans: expect.anything(), custom_plans: expect.anything() }]);
    expect(Number(plans[0]!.generic_plans)).toBeGreaterThanOrEqual(3);
  });
});

describe("findStorefrontProduct", () => {
  it("finds a product by slug with its colours in order", async () => {
    const product = await findStorefrontProduct(testDb.db, "newest-glossy", now);
    expect(product).toMatchObject({
      id: ids.newestGlossy,
      slug: "newest-glossy",
      descriptionThai: "รายละเอียด newest-glossy",
      description: "About newest-glossy",
      categoryId,
      categoryName: "Test Lip",
      stockQuantity: 10,
      inStock: true,
      salePrice: null,
    });
    expect(product?.colors.map((color) => [color.name, color.nameThai, color.hex])).toEqual([
      ["First", "สี First", "#111111"],
      ["Second", "สี Second", "#222222"],
      ["Third", "สี Third", "#333333"],
    ]);
  });

  it("finds a product by id, and ignores case and surrounding spaces", async () => {
    expect((await findStorefrontProduct(testDb.db, ids.velvet!, now))?.slug).toBe("middle-velvet");
    expect((await findStorefrontProduct(testDb.db, ids.velvet!.toUpperCase(), now))?.slug).toBe("middle-velvet");
    expect((await findStorefrontProduct(testDb.db, " Middle-Velvet ", now))?.id).toBe(ids.velvet);
  });

  it("includes the running flash-sale price", async () => {
    expect((await findStorefrontProduct(testDb.db, "on-sale", now))?.salePrice).toBe(189_00);
    expect((await findStorefrontProduct(testDb.db, "on-sale", at(30)))?.salePrice).toBe(89_00);
    expect((await findStorefrontProduct(testDb.db, "on-sale", at(100)))?.salePrice).toBeNull();
  });

  it("returns null for unknown, switched-off and malformed keys", async () => {
    expect(await findStorefrontProduct(testDb.db, "no-such-product", now)).toBeNull();
    expect(await findStorefrontProduct(testDb.db, randomUUID(), now)).toBeNull();
    expect(await findStorefrontProduct(testDb.db, "switched-off", now)).toBeNull();
    expect(await findStorefrontProduct(testDb.db, ids.hidden!, now)).toBeNull();
    expect(await findStorefrontProduct(testDb.db, "", now)).toBeNull();
    expect(await findStorefrontProduct(testDb.db, "x".repeat(500), now)).toBeNull();
    expect(await findStorefrontProduct(testDb.db, "'; drop table products; --", now)).toBeNull();
    // PostgreSQL refuses NUL in text: such a key must be a plain "not found", not a failed query.
    expect(await findStorefrontProduct(testDb.db, "\u0000abc", now)).toBeNull();
    expect(await findStorefrontProduct(testDb.db, "newest-glossy\u0000", now)).toBeNull();
  });

  it("gives a product without colours an empty list (the page offers the default shade)", async () => {
    expect((await findStorefrontProduct(testDb.db, "middle-velvet", now))?.colors).toEqual([]);
  });
});

describe("currentCartProducts", () => {
  it("gives the price to pay now and the stock of each product still sold", async () => {
    const result = await currentCartProducts(testDb.db, [ids.onSale!, ids.onSale!, ids.soldOut!, ids.hidden!, randomUUID()], now);
    expect(result.sort((a, b) => a.productId.localeCompare(b.productId))).toEqual(
      [
        {
          productId: ids.onSale,
          name: "Name on-sale",
          nameThai: "ชื่อ on-sale",
          unitPrice: 189_00,
          image: "/media/products/on-sale-960.webp",
          stockQuantity: 10,
        },
        {
          productId: ids.soldOut,
          name: "Name sold-out-velvet",
          nameThai: "ชื่อ sold-out-velvet",
          unitPrice: 249_00,
          image: "/media/products/sold-out-velvet-960.webp",
          stockQuantity: 0,
        },
      ].sort((a, b) => a.productId!.localeCompare(b.productId!)),
    );
    expect((await currentCartProducts(testDb.db, [ids.onSale!], at(100)))[0]?.unitPrice).toBe(249_00);
    expect(await currentCartProducts(testDb.db, [], now)).toEqual([]);
  });
});

describe("listProducts, sorted and filtered", () => {
  let buyer: string;
  const orderOf = async (productId: string, quantity: number, status: string, paymentStatus: string) => {
    const [order] = await testDb.db
      .insert(orders)
      .values({
        userId: buyer,
        orderNumber: generateOrderNumber(),
        status,
        paymentStatus,
        paymentMethod: "promptpay",
        subtotal: 0,
        shippingFee: 0,
        totalAmount: 0,
        shippingFirstName: "ก",
        shippingLastName: "ข",
        shippingEmail: "buyer@example.com",
        shippingPhone: "0812345678",
        shippingAddress: "1",
        shippingCity: "กรุงเทพฯ",
        shippingPostalCode: "10110",
      })
      .returning({ id: orders.id });
    await testDb.db.insert(orderItems).values({ orderId: order!.id, productId, productName: "x", colorName: "x", unitPrice: 0, quantity });
  };

  beforeAll(async () => {
    const [user] = await testDb.db
      .insert(users)
      .values({ name: "ผู้ซื้อ", email: `buyer-${randomUUID()}@example.com` })
      .returning({ id: users.id });
    buyer = user!.id;
    // past-sale: 5 paid; no-stock-row: 3 delivered (cash on delivery) + 2 shipped; middle-velvet: 1 paid.
    // Unpaid, cancelled and refunded orders never count: on-sale would lead otherwise.
    await orderOf(ids.pastSale!, 5, "processing", "paid");
    await orderOf(ids.noStockRow!, 3, "delivered", "unpaid");
    await orderOf(ids.noStockRow!, 2, "shipped", "paid");
    await orderOf(ids.velvet!, 1, "confirmed", "paid");
    await orderOf(ids.onSale!, 50, "pending", "unpaid");
    await orderOf(ids.onSale!, 40, "cancelled", "paid");
    await orderOf(ids.onSale!, 30, "delivered", "refunded");
    const red = await addProduct({
      slug: "red-shades",
      line: "velvet",
      createdHoursAgo: 7,
      price: 350_00,
      colors: [{ name: "Brick Red", hex: "#aa3322", sortOrder: 1 }],
    });
    ids.red = red;
  });

  const slugs = (list: { slug: string }[]) => list.map((product) => product.slug);

  it("sorts by the price a shopper pays now, a running flash sale's included, cheapest or dearest first", async () => {
    const cheapest = await listProducts(testDb.db, { sort: "price-asc" }, now);
    // on-sale pays 189 now, middle-velvet 199 (its sale runs); the 249s keep newest first.
    expect(slugs(cheapest)).toEqual(["on-sale", "middle-velvet", "newest-glossy", "sold-out-velvet", "no-stock-row", "past-sale", "red-shades"]);
    const dearest = await listProducts(testDb.db, { sort: "price-desc" }, now);
    expect(slugs(dearest)).toEqual(["red-shades", "newest-glossy", "sold-out-velvet", "no-stock-row", "past-sale", "middle-velvet", "on-sale"]);
  });

  it("sorts by units in paid, shipped or delivered orders, then newest", async () => {
    const best = await listProducts(testDb.db, { sort: "best-selling" }, now);
    expect(slugs(best).slice(0, 3)).toEqual(["no-stock-row", "past-sale", "middle-velvet"]);
    expect(slugs(best).slice(3)).toEqual(["newest-glossy", "sold-out-velvet", "on-sale", "red-shades"]);
  });

  it("keeps only products in stock, of a colour family, of a line, all at once and sorted", async () => {
    expect(slugs(await listProducts(testDb.db, { inStockOnly: true }, now))).not.toEqual(expect.arrayContaining(["sold-out-velvet"]));
    expect(slugs(await listProducts(testDb.db, { inStockOnly: true }, now))).not.toContain("no-stock-row");
    expectMapping(slugs, [
      [await listProducts(testDb.db, { colour: "red" }, now), ["red-shades"]],
      [await listProducts(testDb.db, { colour: "red", line: "glossy" }, now), []],
      [await listProducts(testDb.db, { line: "velvet", inStockOnly: true, sort: "price-desc" }, now), ["red-shades", "middle-velvet"]],
    ]);
  });

  it("keeps a product for a colour in stock only when a shade of that colour has stock (decision 114)", async () => {
    const id = await addProduct({ slug: "two-shades", line: "glossy", createdHoursAgo: 9, stock: null });
    const shade = async (name: string, nameThai: string, quantity: number) => {
      const [color] = await testDb.db
        .insert(productColors)
        .values({ productId: id, name, nameThai, hex: "#cc3355", sortOrder: 1 })
        .returning({ id: productColors.id });
      await testDb.db.insert(stocks).values({ productId: id, colorId: color!.id, quantity });
    };
    await shade("Brick", "แดงอิฐ", 0);
    await shade("Soft", "ชมพูอ่อน", 5);
    try {
      expect(slugs(await listProducts(testDb.db, { colour: "red" }, now))).toContain("two-shades");
      expect(slugs(await listProducts(testDb.db, { colour: "red", inStockOnly: true }, now))).not.toContain("two-shades");
      expect(slugs(await listProducts(testDb.db, { colour: "pink", inStockOnly: true }, now))).toContain("two-shades");
      expect(slugs(await listProducts(testDb.db, { inStockOnly: true }, now))).toContain("two-shades");
    } finally {
      await testDb.db.delete(products).where(eq(products.id, id));
    }
  });
});
