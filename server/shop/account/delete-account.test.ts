import { mkdir, readdir, writeFile, access } from "node:fs/promises";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DELETE_ACCOUNT_PHRASE, myDataTexts } from "../../../domain/members/my-data-texts";
import { provideTestAuth } from "../../platform/auth/test-support/test-auth";
import {
  accounts,
  adminAuditLog,
  chatMessages,
  contactMessages,
  mailOutbox,
  orderItems,
  orders,
  productReviews,
  profiles,
  savedPaymentMethods,
  sessions,
  stockMovements,
  users,
  verifications,
} from "../../platform/db/schema";
import { isResetTokenUsable } from "../../platform/auth/password-reset";
import { findStorefrontProduct } from "../catalog/product-detail";
import { listProductReviews, saveProductReview } from "../product-reviews/product-reviews";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertProduct, stockOf } from "../orders/test-fixtures";
import { ACCOUNT_DELETED_CANCEL_REASON, DELETED_BUYER_NAME, deleteOwnAccount } from "./delete-account";
import { insertMember, insertOrder } from "../members/test-fixtures";
import { provideTempDir } from "../../platform/test-support/temp-dir";

const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);
const PASSWORD = "Lipstick-2024!";
const uploads = provideTempDir("shop-delete-account-");

const signUp = (name = "พลอย") => testAuth.signUpMember(name, PASSWORD, 2);
const canSignIn = (email: string) => testAuth.canSignIn(email, PASSWORD);

const requestWith = (cookie: string) => new Request("http://shop.test/profile", { method: "POST", headers: { cookie } });
const withPassword = (password: string) => ({ password, confirmation: "" });

/** Every row that deletion may touch, to show that a refusal touched none. */
async function snapshot(userId: string, email: string) {
  const db = testDb.db;
  return {
    user: await db.select().from(users).where(eq(users.id, userId)),
    profile: await db.select().from(profiles).where(eq(profiles.userId, userId)),
    sessions: await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)),
    accounts: await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, userId)),
    orders: await db.select().from(orders).where(eq(orders.userId, userId)),
    chat: await db.select().from(chatMessages).where(eq(chatMessages.userId, userId)),
    contact: await db.select().from(contactMessages).where(eq(contactMessages.email, email)),
    mail: await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, email)),
    audit: await db.select({ id: adminAuditLog.id }).from(adminAuditLog).where(eq(adminAuditLog.entityId, userId)),
  };
}

describe("deleteOwnAccount", () => {
  it("removes the personal data, keeps the orders' amounts, cancels the unpaid order, mails, audits and ends every session", async () => {
    const db = testDb.db;
    const member = await signUp();
    // Signed in on a second device too.
    await testAuth.auth.api.signInEmail({ body: { email: member.email, password: PASSWORD }, headers: new Headers() });
    expect(await db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(2);
    const neighbour = await signUp("นิด");
    await db
      .update(profiles)
      .set({ phone: "0812345678", address: "12 ซอยสุขุมวิท 11", province: "กรุงเทพมหานคร", postalCode: "10110", avatarUrl: "/media/x.webp" })
      .where(eq(profiles.userId, member.userId));
    const avatarFolder = path.join(uploads.path, "avatars", member.userId);
    await mkdir(avatarFolder, { recursive: true });
    await writeFile(path.join(avatarFolder, "face-480.webp"), "x");
    await db.insert(chatMessages).values({ userId: member.userId, role: "user", message: "สีไหนดี" });
    await db.insert(savedPaymentMethods).values({ userId: member.userId, brand: "visa", last4: "4242", expiry: "12/29" });
    await db.insert(contactMessages).values({ name: "พลอย", email: member.email, subject: "ถาม", message: "ส่งวันไหน" });
    await db.insert(contactMessages).values({ name: "นิด", email: neighbour.email, subject: "ถาม", message: "ของนิด" });

    const delivered = await insertOrder(db, member.userId, {
      subtotal: 498_00,
      shippingFee: 40_00,
      status: "delivered",
      paymentStatus: "paid",
    });
    // An unpaid order holding stock, as checkout leaves it.
    const product = await insertProduct(db, { stock: 7 });
    const unpaid = await insertOrder(db, member.userId, { subtotal: 249_00, quantities: [] });
    await db.insert(orderItems).values({ orderId: unpaid.id, productId: product.id, productName: "Velvet", colorName: "แดง", unitPrice: 249_00, quantity: 3 });

    const result = await deleteOwnAccount(db, requestWith(member.cookie), member.userId, withPassword(PASSWORD), { uploadsDir: uploads.path });
    expect(result).toEqual({ ok: true });

    const [user] = await db.select().from(users).where(eq(users.id, member.userId));
    expect(user).toMatchObject({ email: `deleted-${member.userId}@deleted.invalid`, name: "Deleted member", banned: true, image: null });
    expect(user!.deletedAt).toBeInstanceOf(Date);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, member.userId));
    expect(profile).toMatchObject({ phone: null, address: null, province: null, postalCode: null, avatarUrl: null, displayName: null });
    await expect(access(avatarFolder)).rejects.toMatchObject({ code: "ENOENT" });
    expect(await db.select().from(sessions).where(eq(sessions.userId, member.userId))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, member.userId))).toEqual([]);
    expect(await db.select().from(chatMessages).where(eq(chatMessages.userId, member.userId))).toEqual([]);
    expect(await db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.userId, member.userId))).toEqual([]);
    expect(await testAuth.auth.api.getSession({ headers: new Headers({ cookie: member.cookie }) })).toBeNull();
    expect(await canSignIn(member.email)).toBe(false);

    // The books keep the order and its amounts, without the buyer's name or contact.
    const [kept] = await db.select().from(orders).where(eq(orders.id, delivered.id));
    expect(kept).toMatchObject({
      orderNumber: delivered.orderNumber,
      subtotal: 498_00,
      shippingFee: 40_00,
      totalAmount: 538_00,
      status: "delivered",
      shippingFirstName: DELETED_BUYER_NAME,
      shippingLastName: "",
      shippingPhone: "",
      shippingAddress: "",
      shippingEmail: `deleted-${member.userId}@deleted.invalid`,
      shippingCity: "กรุงเทพมหานคร",
      shippingPostalCode: "10110",
    });
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, delivered.id))).toHaveLength(1);

    // The unpaid order is cancelled and its stock back, written to the stock history.
    const [cancelled] = await db.select().from(orders).where(eq(orders.id, unpaid.id));
    expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: ACCOUNT_DELETED_CANCEL_REASON });
    expect(await stockOf(db, product.id)).toBe(10);
    const movements = await db.select().from(stockMovements).where(eq(stockMovements.orderId, unpaid.id));
    expect(movements).toEqual([expect.objectContaining({ kind: "cancellation", change: 3 })]);

    // The contact message loses its name and e-mail; another member's is untouched.
    const contact = await db.select().from(contactMessages).where(eq(contactMessages.message, "ส่งวันไหน"));
    expect(contact[0]).toMatchObject({ name: DELETED_BUYER_NAME, email: `deleted-${member.userId}@deleted.invalid` });
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, neighbour.email))).toHaveLength(1);

    // The last mail goes to the old address, saying what was kept.
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, member.email));
    expect(mail).toMatchObject({ subject: "บัญชีของคุณถูกลบแล้ว", status: "pending" });
    expect(mail!.textBody).toContain("บัญชีของคุณถูกลบแล้ว");
    expect(mail!.textBody).toContain(myDataTexts.deleteKept[0]);

    // Staff see that it happened, by the account's id only.
    const [audit] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, member.userId)).orderBy(desc(adminAuditLog.createdAt));
    expect(audit).toMatchObject({
      action: "member.self-delete",
      entity: "member",
      after: { deleted: true },
      before: { orders: 2, unpaidCancelled: 1 },
    });
    const auditText = JSON.stringify(audit);
    for (const personal of [member.email, "พลอย", "0812345678", "สุขุมวิท"]) expect(auditText).not.toContain(personal);

    // The neighbour can still sign in; nothing of theirs changed.
    expect(await canSignIn(neighbour.email)).toBe(true);
  });

  it("leaves the review's stars in the average without its words or photo, removes the photo's files, and ends a reset link sent before", async () => {
    const db = testDb.db;
    const member = await signUp();
    const product = await insertProduct(db);
    const order = await insertOrder(db, member.userId, { subtotal: 249_00, status: "delivered", paymentStatus: "paid", quantities: [] });
    await db.insert(orderItems).values({ orderId: order.id, productId: product.id, productName: "Velvet", colorName: "แดง", unitPrice: 249_00, quantity: 1 });
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#c0144a" } })
      .png()
      .toBuffer();
    const review = { order: order.orderNumber, product: product.id, rating: 4, text: "สีสวย ติดทน", removePhoto: false };
    expect(await saveProductReview(db, member.userId, review, photo, uploads.path)).toEqual({ ok: true });
    const [written] = await db.select({ photoUrl: productReviews.photoUrl }).from(productReviews).where(eq(productReviews.userId, member.userId));
    const photoFolder = path.join(uploads.path, "product-reviews");
    const stem = path.basename(written!.photoUrl!).replace(/-\d+\.webp$/, "");
    expect((await readdir(photoFolder)).filter((file) => file.startsWith(stem)).length).toBeGreaterThan(0);
    // A reset link mailed before the deletion (Better Auth keeps it as this row).
    const token = `reset${crypto.randomUUID().replaceAll("-", "")}`;
    await db.insert(verifications).values({ identifier: `reset-password:${token}`, value: member.userId, expiresAt: new Date(Date.now() + 3_600_000) });
    expect(await isResetTokenUsable(token)).toBe(true);

    const result = await deleteOwnAccount(db, requestWith(member.cookie), member.userId, withPassword(PASSWORD), { uploadsDir: uploads.path });
    expect(result).toEqual({ ok: true });

    const { reviews } = await listProductReviews(db, product.id, 10);
    expect(reviews).toEqual([expect.objectContaining({ rating: 4, text: "", photoUrl: null, reviewerName: "ลูกค้า" })]);
    expect(await findStorefrontProduct(db, product.id)).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
    expect((await readdir(photoFolder)).filter((file) => file.startsWith(stem))).toEqual([]);
    expect(await isResetTokenUsable(token)).toBe(false);
  });

  it("refuses a wrong password and changes nothing", async () => {
    const member = await signUp();
    await insertOrder(testDb.db, member.userId, { subtotal: 249_00 });
    const before = await snapshot(member.userId, member.email);
    const result = await deleteOwnAccount(testDb.db, requestWith(member.cookie), member.userId, withPassword("wrong-password-1"), {
      uploadsDir: uploads.path,
    });
    expect(result).toMatchObject({ ok: false, status: 400, message: myDataTexts.passwordWrong, field: "password" });
    expect(await snapshot(member.userId, member.email)).toEqual(before);
    expect(await canSignIn(member.email)).toBe(true);
  });

  it("asks for the password when none is typed", async () => {
    const member = await signUp();
    const result = await deleteOwnAccount(testDb.db, requestWith(member.cookie), member.userId, withPassword(""), { uploadsDir: uploads.path });
    expect(result).toMatchObject({ ok: false, status: 400, message: myDataTexts.passwordRequired, field: "password" });
  });

  it("refuses while a paid order is on its way, and changes nothing", async () => {
    const member = await signUp();
    const order = await insertOrder(testDb.db, member.userId, { subtotal: 249_00, status: "processing", paymentStatus: "paid" });
    const before = await snapshot(member.userId, member.email);
    const result = await deleteOwnAccount(testDb.db, requestWith(member.cookie), member.userId, withPassword(PASSWORD), { uploadsDir: uploads.path });
    expect(result).toMatchObject({ ok: false, status: 409, message: myDataTexts.orderInFlight(order.orderNumber) });
    expect(await snapshot(member.userId, member.email)).toEqual(before);
  });

  it("refuses while a payment proof waits for staff", async () => {
    const member = await signUp();
    await insertOrder(testDb.db, member.userId, { subtotal: 249_00, status: "pending", paymentStatus: "pending" });
    const result = await deleteOwnAccount(testDb.db, requestWith(member.cookie), member.userId, withPassword(PASSWORD), { uploadsDir: uploads.path });
    expect(result).toMatchObject({ ok: false, status: 409 });
  });

  it("refuses an admin", async () => {
    const admin = await signUp("แอดมิน");
    await testDb.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.userId));
    const result = await deleteOwnAccount(testDb.db, requestWith(admin.cookie), admin.userId, withPassword(PASSWORD), { uploadsDir: uploads.path });
    expect(result).toMatchObject({ ok: false, status: 403, message: myDataTexts.adminCannotDelete });
    const [row] = await testDb.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, admin.userId));
    expect(row?.deletedAt).toBeNull();
  });

  it("asks a Google or LINE member for the typed phrase instead of a password", async () => {
    const userId = await insertMember(testDb.db, { name: "ไลน์" });
    await testDb.db.insert(accounts).values({ accountId: "line-123", providerId: "line", userId, accessToken: "line-secret-token" });
    const request = new Request("http://shop.test/profile", { method: "POST" });
    const wrong = await deleteOwnAccount(testDb.db, request, userId, { password: "", confirmation: "ลบ" }, { uploadsDir: uploads.path });
    expect(wrong).toMatchObject({ ok: false, status: 400, field: "confirmation" });
    expect(await testDb.db.select().from(accounts).where(eq(accounts.userId, userId))).toHaveLength(1);

    const done = await deleteOwnAccount(testDb.db, request, userId, { password: "", confirmation: ` ${DELETE_ACCOUNT_PHRASE} ` }, { uploadsDir: uploads.path });
    expect(done).toEqual({ ok: true });
    expect(await testDb.db.select().from(accounts).where(eq(accounts.userId, userId))).toEqual([]);
    const [count] = await testDb.db
      .select({ n: sql<number>`count(*)::int` })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, userId));
    expect(count!.n).toBe(1);
  });
});
