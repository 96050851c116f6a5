import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { ShopDatabase } from "../../platform/db/database";
import { placeOrder } from "./place-order";
import { categories, flashSales, loyaltyLedger, orderItems, orders, productColors, products, productStocks, profiles, stocks } from "../../platform/db/schema";
import { splitOverShades } from "../../../domain/stock/shade-split";

/** Rows for the order tests: a product with stock (and optional shades) as the admin would create it. */
export async function insertProduct(
  db: ShopDatabase,
  options: { price?: number; stock?: number; shadeStock?: number[]; colors?: string[]; isActive?: boolean; nameThai?: string } = {},
) {
  const slug = `lip-${randomUUID()}`;
  const [category] = await db
    .insert(categories)
    .values({ name: `หมวด ${slug}`, description: "" })
    .returning({ id: categories.id });
  const [product] = await db
    .insert(products)
    .values({
      slug,
      name: `Velvet ${slug}`,
      nameThai: options.nameThai ?? `ลิปเวลเวท ${slug.slice(4, 10)}`,
      line: "velvet",
      price: options.price ?? 249_00,
      imageUrl: `/media/products/${slug}-960.webp`,
      categoryId: category!.id,
      isActive: options.isActive ?? true,
    })
    .returning({ id: products.id, nameThai: products.nameThai });
  const colors: { id: string; nameThai: string }[] = [];
  for (const [index, name] of (options.colors ?? []).entries()) {
    const [color] = await db
      .insert(productColors)
      .values({ productId: product!.id, name, nameThai: `สี${name}`, hex: "#aa0033", sortOrder: index })
      .returning({ id: productColors.id, nameThai: productColors.nameThai });
    colors.push(color!);
  }
  // Stock per shade (decision 114): `stock` over the shades as the move to shades split it, or `shadeStock` as given.
  const total = options.stock ?? 10;
  const perShade = options.shadeStock ?? splitOverShades(total, colors.length);
  await db
    .insert(stocks)
    .values(
      colors.length === 0
        ? [{ productId: product!.id, quantity: total }]
        : colors.map((color, index) => ({ productId: product!.id, colorId: color.id, quantity: perShade[index] ?? 0 })),
    );
  return { id: product!.id, nameThai: product!.nameThai, colors };
}

/** A flash sale of a 249-baht product at `salePrice`, over `startTime`–`endTime`, switched on unless told otherwise. */
export async function insertFlashSale(
  db: ShopDatabase,
  sale: { productId: string; salePrice: number; startTime: Date; endTime: Date; productName?: string; isActive?: boolean },
) {
  await db.insert(flashSales).values({ productName: "sale", originalPrice: 249_00, ...sale });
}

/** A new order of two 199-baht lipsticks as the checkout form places it: its states and amounts (50 baht shipping, PromptPay). */
export const TWO_LIPS_PLACED = {
  status: "pending",
  paymentStatus: "unpaid",
  paymentMethod: "promptpay",
  subtotal: 398_00,
  shippingFee: 50_00,
  totalAmount: 448_00,
} as const;

/** Staff's confirmation for moving an unpaid PromptPay, transfer or card order forward: the ticked box and a reason (decision 102). */
export const CONFIRMED_UNPAID = { confirmUnpaid: true, unpaidReason: "ลูกค้าแจ้งว่าโอนแล้ว รอตรวจสลิป" } as const;

/** A product's stock: its shades' together (decision 114). */
export async function stockOf(db: ShopDatabase, productId: string) {
  const [row] = await db.select({ quantity: productStocks.quantity }).from(productStocks).where(eq(productStocks.productId, productId));
  return row?.quantity;
}

/** One shade's stock. */
export async function shadeStockOf(db: ShopDatabase, colorId: string) {
  const [row] = await db.select({ quantity: stocks.quantity }).from(stocks).where(eq(stocks.colorId, colorId));
  return row?.quantity;
}

export async function pointsOf(db: ShopDatabase, userId: string) {
  const [row] = await db.select({ points: profiles.loyaltyPoints }).from(profiles).where(eq(profiles.userId, userId));
  return row?.points;
}

/** Counts of the rows checkout writes, to assert that a refusal wrote nothing. */
export async function orderRowCounts(db: ShopDatabase) {
  const count = async (table: typeof orders | typeof orderItems | typeof loyaltyLedger) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row!.n;
  };
  return { orders: await count(orders), items: await count(orderItems), ledger: await count(loyaltyLedger) };
}

/** Cart lines as a shopper fills them: each product with how many. */
export function orderLines(...lines: [{ id: string }, number][]) {
  return lines.map(([product, quantity]) => ({ productId: product.id, quantity }));
}

/**
 * An order placed through checkout: `quantity` (1 unless given) of a new product with the given
 * price and stock, with `extra` checkout fields; throws when checkout refuses it.
 */
export async function placeTestOrder(
  db: ShopDatabase,
  userId: string,
  { quantity = 1, extra = {}, ...product }: { price?: number; stock?: number; quantity?: number; extra?: Record<string, unknown> } = {},
) {
  const lip = await insertProduct(db, product);
  const result = await placeOrder(db, userId, checkoutForm([{ productId: lip.id, quantity }], extra));
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.value;
}

export function checkoutForm(
  lines: { productId: string; colorId?: string; colorName?: string; quantity: number | string }[],
  extra: Record<string, unknown> = {},
) {
  return {
    firstName: "สมหญิง",
    lastName: "ใจดี",
    email: "somying@test.example",
    phone: "081-234-5678",
    address: "99/1 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย",
    city: "กรุงเทพมหานคร",
    postalCode: "10110",
    paymentMethod: "promptpay",
    idempotencyKey: randomUUID(),
    lines,
    ...extra,
  };
}

/** Somying's address as a member types it (checkout, the address book). */
export const SOMYING_ADDRESS = {
  firstName: "สมหญิง",
  lastName: "ใจดี",
  phone: "081-234-5678",
  address: "99/1 ถนนสุขุมวิท",
  subDistrict: "คลองเตย",
  district: "คลองเตย",
  city: "กรุงเทพมหานคร",
  postalCode: "10110",
};

/** The same address as an order row keeps it. */
export const SOMYING_SHIPPING = {
  shippingFirstName: "สมหญิง",
  shippingLastName: "ใจดี",
  shippingEmail: "somying@test.example",
  shippingPhone: "0812345678",
  shippingAddress: "99/1 ถนนสุขุมวิท",
  shippingCity: "กรุงเทพมหานคร",
  shippingPostalCode: "10110",
};

/** The id of a stock row: a shade's, or (no shade given) the product's own or its first shade's. */
export async function stockRowIdOf(db: ShopDatabase, productId: string, colorId: string | null = null) {
  const rows = await db.select({ id: stocks.id, colorId: stocks.colorId }).from(stocks).where(eq(stocks.productId, productId));
  const row = rows.find((candidate) => candidate.colorId === colorId) ?? rows[0];
  if (!row) throw new Error("The product has no stock row");
  return row.id;
}

/**
 * A product's whole stock on its first shade (the one its page opens on) and 0 on its other shades, or on
 * its own row when it has no shades (decision 114): "the last N of this lipstick" for a journey's set-up.
 */
export async function setProductStock(db: ShopDatabase, productId: string, quantity: number) {
  const rows = await db
    .select({ id: stocks.id })
    .from(stocks)
    .leftJoin(productColors, eq(productColors.id, stocks.colorId))
    .where(eq(stocks.productId, productId))
    .orderBy(sql`${productColors.sortOrder} nulls first`, asc(productColors.name));
  for (const [index, row] of rows.entries())
    await db
      .update(stocks)
      .set({ quantity: index === 0 ? quantity : 0 })
      .where(eq(stocks.id, row.id));
}
