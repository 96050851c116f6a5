import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateOrderNumber } from "../../../domain/orders/order-number";
import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES, type OrderPaymentStatus, type OrderStatus } from "../../../domain/orders/order-status";
import { countsAsSold } from "../../../domain/product-reviews/product-review";
import { productReviewSchema, type ProductReviewInput } from "../../../domain/product-reviews/product-review-form";
import { productReviewTexts } from "../../../domain/product-reviews/product-review-texts";
import { setBuyerReviewHidden } from "../admin/product-reviews";
import { findStorefrontProduct } from "../catalog/product-detail";
import { listProducts } from "../catalog/product-queries";
import type { ShopDatabase } from "../../platform/db/database";
import { adminAuditLog, orderItems, orders, productReviews } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { insertProduct, SOMYING_SHIPPING } from "../orders/test-fixtures";
import { startContentChanges } from "../../platform/http/content-changes";
import { listProductReviews, loadReviewForm, reviewableProducts, saveProductReview } from "./product-reviews";
import { provideTempDir } from "../../platform/test-support/temp-dir";

const testDb = provideTestDatabase();
const uploads = provideTempDir("shop-product-reviews-");

/** An order of the member's holding `quantity` of each product, in the given state. */
async function orderOf(
  db: ShopDatabase,
  userId: string,
  productIds: string[],
  state: { status: OrderStatus; paymentStatus?: OrderPaymentStatus; quantity?: number },
) {
  const quantity = state.quantity ?? 1;
  const subtotal = 249_00 * quantity * productIds.length;
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      orderNumber: generateOrderNumber(),
      status: state.status,
      paymentStatus: state.paymentStatus ?? (state.status === "pending" ? "unpaid" : "paid"),
      paymentMethod: "bankTransfer",
      subtotal,
      shippingFee: 0,
      totalAmount: subtotal,
      ...SOMYING_SHIPPING,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  for (const productId of productIds) {
    await db.insert(orderItems).values({ orderId: order!.id, productId, productName: "Velvet Lip", colorName: "", unitPrice: 249_00, quantity });
  }
  return order!;
}

const review = (orderNumber: string, productId: string, rating: number, text = ""): ProductReviewInput => ({
  order: orderNumber,
  product: productId,
  rating,
  text,
  removePhoto: false,
});

const save = (userId: string, input: ProductReviewInput, photo: Uint8Array | null = null) => saveProductReview(testDb.db, userId, input, photo, uploads.path);

const standingOf = async (productId: string) => {
  const listed = (await listProducts(testDb.db)).find((product) => product.id === productId)!;
  return { ratingAverage: listed.ratingAverage, ratingCount: listed.ratingCount, unitsSold: listed.unitsSold };
};

describe("who may review", () => {
  it("only the buyer of a delivered order that holds the product, and nothing is written otherwise", async () => {
    const buyer = await insertMember(testDb.db);
    const stranger = await insertMember(testDb.db);
    const product = await insertProduct(testDb.db);
    const other = await insertProduct(testDb.db);
    const delivered = await orderOf(testDb.db, buyer, [product.id], { status: "delivered" });
    const shipped = await orderOf(testDb.db, buyer, [product.id], { status: "shipped" });
    const pending = await orderOf(testDb.db, buyer, [product.id], { status: "pending" });

    for (const [userId, input] of [
      [stranger, review(delivered.orderNumber, product.id, 5)], // someone else's order
      [buyer, review(shipped.orderNumber, product.id, 5)], // not delivered yet
      [buyer, review(pending.orderNumber, product.id, 5)],
      [buyer, review(delivered.orderNumber, other.id, 5)], // not in that order
      [buyer, review("ORDER-AAAAAAAAA", product.id, 5)],
    ] as const) {
      const refused = await save(userId, input);
      expect(refused).toMatchObject({ ok: false, status: 404, message: productReviewTexts.notReviewable });
      expect((await loadReviewForm(testDb.db, userId, input.order, input.product)).ok).toBe(false);
    }
    expect(await testDb.db.select().from(productReviews).where(eq(productReviews.productId, product.id))).toHaveLength(0);

    expect(await save(buyer, review(delivered.orderNumber, product.id, 5, "สีสวยมาก ติดทน"))).toEqual({ ok: true });
    const form = await loadReviewForm(testDb.db, buyer, delivered.orderNumber, product.id);
    expect(form.ok && form.value.review).toEqual({ rating: 5, text: "สีสวยมาก ติดทน", photoUrl: null });
    expect(await reviewableProducts(testDb.db, buyer, delivered.orderNumber)).toEqual([{ productId: product.id, productName: "Velvet Lip", reviewed: true }]);
    expect(await reviewableProducts(testDb.db, buyer, shipped.orderNumber)).toEqual([]);
    expect(await reviewableProducts(testDb.db, stranger, delivered.orderNumber)).toEqual([]);
  });

  it("refuses stars outside 1–5 and an over-long text in the form schema", () => {
    const base = { order: "ORDER-AAAAAAAAA", product: "00000000-0000-4000-8000-000000000000" };
    expect(productReviewSchema.safeParse({ ...base }).success).toBe(false);
    expect(productReviewSchema.safeParse({ ...base, rating: "0" }).success).toBe(false);
    expect(productReviewSchema.safeParse({ ...base, rating: "6" }).success).toBe(false);
    expect(productReviewSchema.safeParse({ ...base, rating: "5", text: "ก".repeat(1001) }).success).toBe(false);
    expect(productReviewSchema.safeParse({ ...base, rating: "5", text: "ก".repeat(1000) }).success).toBe(true);
  });
});

describe("one review per member and product", () => {
  it("a second review of the same product, even from another delivered order, edits the first", async () => {
    const buyer = await insertMember(testDb.db);
    const product = await insertProduct(testDb.db);
    const first = await orderOf(testDb.db, buyer, [product.id], { status: "delivered" });
    const second = await orderOf(testDb.db, buyer, [product.id], { status: "delivered" });
    await save(buyer, review(first.orderNumber, product.id, 2, "ธรรมดา"));
    await save(buyer, review(second.orderNumber, product.id, 4, "ใช้ไปสักพักชอบขึ้น"));
    const rows = await testDb.db.select().from(productReviews).where(eq(productReviews.productId, product.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, text: "ใช้ไปสักพักชอบขึ้น", orderId: second.id });
    expect(await standingOf(product.id)).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
  });
});

describe("photos through the one image checker", () => {
  it("stores a re-encoded photo, refuses a file that is no image, and removes a replaced photo's files", async () => {
    const buyer = await insertMember(testDb.db);
    const product = await insertProduct(testDb.db);
    const order = await orderOf(testDb.db, buyer, [product.id], { status: "delivered" });
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#c0144a" } })
      .png()
      .toBuffer();

    const notAnImage = await save(buyer, review(order.orderNumber, product.id, 5), new TextEncoder().encode("<svg onload=alert(1)>"));
    expect(notAnImage).toMatchObject({ ok: false, status: 415, field: "photo" });
    expect(await testDb.db.select().from(productReviews).where(eq(productReviews.productId, product.id))).toHaveLength(0);

    expect(await save(buyer, review(order.orderNumber, product.id, 5), png)).toEqual({ ok: true });
    const [first] = await testDb.db.select().from(productReviews).where(eq(productReviews.productId, product.id));
    // A random key names the file; the link says nothing of who wrote the review (decision 113).
    expect(first!.photoUrl).toMatch(/^\/media\/product-reviews\/[0-9a-f-]{36}-\d+\.webp$/);
    expect(first!.photoUrl).not.toContain(buyer);
    const folder = path.join(uploads.path, "product-reviews");
    const firstStem = path.basename(first!.photoUrl!).replace(/-\d+\.webp$/, "");
    expect((await readdir(folder)).some((file) => file.startsWith(firstStem))).toBe(true);

    // Edited without a new photo: the photo stays; with "remove": its files go.
    await save(buyer, review(order.orderNumber, product.id, 4));
    const [kept] = await testDb.db.select().from(productReviews).where(eq(productReviews.productId, product.id));
    expect(kept!.photoUrl).toBe(first!.photoUrl);
    await save(buyer, { ...review(order.orderNumber, product.id, 4), removePhoto: true });
    const [removed] = await testDb.db.select().from(productReviews).where(eq(productReviews.productId, product.id));
    expect(removed!.photoUrl).toBeNull();
    expect((await readdir(folder)).some((file) => file.startsWith(firstStem))).toBe(false);
  });
});

describe("the standing on the cards and the product page", () => {
  it("a hidden review leaves the average, the count and the product page's list; showing it brings it back; both audited", async () => {
    const admin = { id: await insertMember(testDb.db, { role: "admin" }), email: "staff@test.example" };
    const product = await insertProduct(testDb.db);
    const ids: string[] = [];
    for (const rating of [5, 4, 1]) {
      const buyer = await insertMember(testDb.db, { name: `ผู้ซื้อ${rating}` });
      const order = await orderOf(testDb.db, buyer, [product.id], { status: "delivered" });
      await save(buyer, review(order.orderNumber, product.id, rating, `รีวิว ${rating} ดาว`));
      const [row] = await testDb.db.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.userId, buyer));
      ids.push(row!.id);
    }
    expect(await standingOf(product.id)).toEqual({ ratingAverage: 10 / 3, ratingCount: 3, unitsSold: 3 });

    expect(await setBuyerReviewHidden(testDb.db, admin, ids[2]!, true)).toEqual({ ok: true });
    expect(await standingOf(product.id)).toEqual({ ratingAverage: 4.5, ratingCount: 2, unitsSold: 3 });
    const page = await findStorefrontProduct(testDb.db, product.id);
    expect(page).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });
    const shown = await listProductReviews(testDb.db, product.id, 10);
    expect(shown.reviews.map((each) => each.text)).toEqual(["รีวิว 4 ดาว", "รีวิว 5 ดาว"]);
    expect(shown.reviews[0]!.reviewerName).toBe("ผู้ซื้อ4");

    const audit = await testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, ids[2]!));
    expect(audit).toMatchObject([{ action: "product-review.hide", actorId: admin.id, after: { hidden: true } }]);

    await setBuyerReviewHidden(testDb.db, admin, ids[2]!, false);
    expect((await standingOf(product.id)).ratingCount).toBe(3);
    expect(await testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, ids[2]!))).toHaveLength(2);
  });

  it("lists newest first, a page at a time, with the reviewer's name masked", async () => {
    const product = await insertProduct(testDb.db);
    for (let index = 0; index < 3; index += 1) {
      const buyer = await insertMember(testDb.db, { name: "สมหญิง ใจดี" });
      const order = await orderOf(testDb.db, buyer, [product.id], { status: "delivered" });
      await save(buyer, review(order.orderNumber, product.id, 5, `รีวิวที่ ${index}`));
    }
    const firstPage = await listProductReviews(testDb.db, product.id, 2);
    expect(firstPage.hasMore).toBe(true);
    expect(firstPage.reviews.map((each) => each.text)).toEqual(["รีวิวที่ 2", "รีวิวที่ 1"]);
    // The profile's display name "สมหญิง ใจดี": the first word only.
    expect(firstPage.reviews[0]!.reviewerName).toBe("สมหญิง");
    expect((await listProductReviews(testDb.db, product.id, 3)).hasMore).toBe(false);
  });

  it("counts units sold in paid, shipped and delivered orders, never in cancelled (expired), pending or refunded ones", async () => {
    const buyer = await insertMember(testDb.db);
    const product = await insertProduct(testDb.db);
    await orderOf(testDb.db, buyer, [product.id], { status: "confirmed", paymentStatus: "paid", quantity: 2 });
    await orderOf(testDb.db, buyer, [product.id], { status: "shipped", paymentStatus: "paid", quantity: 3 });
    await orderOf(testDb.db, buyer, [product.id], { status: "delivered", paymentStatus: "paid", quantity: 4 });
    await orderOf(testDb.db, buyer, [product.id], { status: "cancelled", paymentStatus: "unpaid", quantity: 50 });
    await orderOf(testDb.db, buyer, [product.id], { status: "cancelled", paymentStatus: "refunded", quantity: 60 });
    await orderOf(testDb.db, buyer, [product.id], { status: "pending", paymentStatus: "unpaid", quantity: 70 });
    await orderOf(testDb.db, buyer, [product.id], { status: "pending", paymentStatus: "pending", quantity: 80 });
    expect(await standingOf(product.id)).toEqual({ ratingAverage: null, ratingCount: 0, unitsSold: 9 });
  });

  it("the cards' SQL and the domain rule agree on every order state", async () => {
    const buyer = await insertMember(testDb.db);
    for (const status of ORDER_STATUSES) {
      for (const paymentStatus of ORDER_PAYMENT_STATUSES) {
        const product = await insertProduct(testDb.db);
        await orderOf(testDb.db, buyer, [product.id], { status, paymentStatus });
        const { unitsSold } = await standingOf(product.id);
        expect({ status, paymentStatus, sold: unitsSold === 1 }).toEqual({
          status,
          paymentStatus,
          sold: countsAsSold({ status, paymentStatus }),
        });
      }
    }
  });
});

describe("the cached storefront hears of it", () => {
  it("a review, a hidden review and an order's payment or status change notify; an order's tracking number does not", async () => {
    const heard: string[] = [];
    let listening = false;
    const changes = startContentChanges(testDb.connection);
    changes.subscribe({ onChange: (table) => heard.push(table), onListening: () => (listening = true) });
    const until = async (condition: () => boolean) => {
      const deadline = Date.now() + 10_000;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`heard only ${heard.join(", ")}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      await until(() => listening);
      const admin = { id: await insertMember(testDb.db, { role: "admin" }), email: "staff@test.example" };
      const buyer = await insertMember(testDb.db);
      const product = await insertProduct(testDb.db);
      const order = await orderOf(testDb.db, buyer, [product.id], { status: "delivered" });
      // The set-up's own notices may still be on their way; notices arrive in commit order, so once a
      // last write's notice is heard, every earlier one has been.
      await testDb.db.update(orders).set({ status: "delivered" }).where(eq(orders.id, order.id));
      await until(() => heard.includes("orders"));
      heard.length = 0;

      // Notices arrive in commit order: hearing the review proves the tracking number said nothing.
      await testDb.db.update(orders).set({ trackingNumber: "TH123" }).where(eq(orders.id, order.id));
      await save(buyer, review(order.orderNumber, product.id, 5));
      await until(() => heard.includes("product_reviews"));
      expect(heard).toEqual(["product_reviews"]);

      const [row] = await testDb.db.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.userId, buyer));
      heard.length = 0;
      await setBuyerReviewHidden(testDb.db, admin, row!.id, true);
      await until(() => heard.includes("product_reviews"));

      heard.length = 0;
      await testDb.db.update(orders).set({ paymentStatus: "refunded", status: "cancelled" }).where(eq(orders.id, order.id));
      await until(() => heard.includes("orders"));
    } finally {
      await changes.stop();
    }
  });
});
