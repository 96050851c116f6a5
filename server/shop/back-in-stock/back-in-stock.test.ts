import { randomBytes } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { provideTestAuth } from "../../platform/auth/test-support/test-auth";
import { accounts, backInStockRequests, lineOutbox, mailOutbox, products, users } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { installSettings, readSettings, settings, type ShopSettings } from "../../platform/env";
import { updateStock } from "../admin/stocks";
import { insertAdmin, insertMember } from "../members/test-fixtures";
import { consentToLineMessages } from "../member-messages/line-consent";
import { insertProduct, stockRowIdOf } from "../orders/test-fixtures";
import { askToBeTold, stopAlert, stopAlertUrl } from "./back-in-stock";

const testDb = provideTestDatabase();
provideTestAuth(testDb);
let original: ShopSettings;

beforeAll(() => {
  original = settings();
  installSettings(readSettings({ LINE_CHANNEL_ACCESS_TOKEN: "token", LINE_CHANNEL_SECRET: "secret", LINE_API_URL: "http://127.0.0.1:9" }));
});
afterAll(() => installSettings(original));

async function emailOf(userId: string) {
  const [user] = await testDb.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user!.email;
}

/** The back-in-stock mails queued for this product's name, by address. */
async function toldByMail(productName: string) {
  const rows = await testDb.db
    .select({ to: mailOutbox.toAddress })
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `${productName} กลับมามีสินค้าแล้ว`));
  return rows.map((row) => row.to).sort();
}

async function productName(productId: string) {
  // The storefront's Thai name, as the alert says it.
  const [row] = await testDb.db.select({ name: products.nameThai }).from(products).where(eq(products.id, productId));
  return row!.name;
}

describe("back in stock", () => {
  it("staff restock two units: exactly the first two waiting members are told, in the order they asked, each once", async () => {
    const admin = await insertAdmin(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 0 });
    const name = await productName(lip.id);
    const members = [await insertMember(testDb.db), await insertMember(testDb.db), await insertMember(testDb.db)];
    for (const member of members) expect(await askToBeTold(testDb.db, member, { productId: lip.id, channel: "mail" })).toEqual({ ok: true });
    // Asking again keeps the first place in line.
    expect(await askToBeTold(testDb.db, members[0]!, { productId: lip.id, channel: "mail" })).toEqual({ ok: true });

    expect(await updateStock(testDb.db, admin, await stockRowIdOf(testDb.db, lip.id), { quantity: 2, expectedQuantity: 0, reason: null })).toEqual({
      ok: true,
    });
    expect(await toldByMail(name)).toEqual([await emailOf(members[0]!), await emailOf(members[1]!)].sort());
    const mail = (
      await testDb.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, await emailOf(members[0]!)))
    )[0]!;
    expect(mail.textBody).toContain("/back-in-stock/stop?r=");

    // Sold again, then one more unit: the third is told, the first two never again.
    expect(await updateStock(testDb.db, admin, await stockRowIdOf(testDb.db, lip.id), { quantity: 0, expectedQuantity: 2, reason: null })).toEqual({
      ok: true,
    });
    expect(await updateStock(testDb.db, admin, await stockRowIdOf(testDb.db, lip.id), { quantity: 5, expectedQuantity: 0, reason: null })).toEqual({
      ok: true,
    });
    expect(await toldByMail(name)).toEqual((await Promise.all(members.map(emailOf))).sort());
  });

  it("only while sold out; LINE only with consent, and then told on LINE", async () => {
    const admin = await insertAdmin(testDb.db);
    const inStock = await insertProduct(testDb.db, { stock: 3 });
    const member = await insertMember(testDb.db);
    expect(await askToBeTold(testDb.db, member, { productId: inStock.id, channel: "mail" })).toMatchObject({ ok: false, status: 409 });

    const soldOut = await insertProduct(testDb.db, { stock: 0 });
    expect(await askToBeTold(testDb.db, member, { productId: soldOut.id, channel: "line" })).toMatchObject({ ok: false, field: "channel" });
    const lineUserId = `U${randomBytes(16).toString("hex")}`;
    await testDb.db.insert(accounts).values({ userId: member, providerId: "line", accountId: lineUserId });
    expect(await consentToLineMessages(testDb.db, member)).toEqual({ ok: true });
    expect(await askToBeTold(testDb.db, member, { productId: soldOut.id, channel: "line" })).toEqual({ ok: true });
    expect(await updateStock(testDb.db, admin, await stockRowIdOf(testDb.db, soldOut.id), { quantity: 1, expectedQuantity: 0, reason: null })).toEqual({
      ok: true,
    });
    const [row] = await testDb.db.select().from(lineOutbox).where(eq(lineOutbox.userId, member));
    expect(row).toMatchObject({ toId: lineUserId, status: "pending" });
    expect(JSON.stringify(row!.messages)).toContain("/back-in-stock/stop?r=");
  });

  it("stops by one tap of its signed link; a link with another request's signature stops nothing", async () => {
    const admin = await insertAdmin(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 0 });
    const [first, second] = [await insertMember(testDb.db), await insertMember(testDb.db)];
    await askToBeTold(testDb.db, first, { productId: lip.id, channel: "mail" });
    await askToBeTold(testDb.db, second, { productId: lip.id, channel: "mail" });
    const requests = await testDb.db.select().from(backInStockRequests).where(eq(backInStockRequests.productId, lip.id)).orderBy(backInStockRequests.createdAt);
    const firstLink = new URL(stopAlertUrl(requests[0]!.id));
    const secondLink = new URL(stopAlertUrl(requests[1]!.id));
    expect(await stopAlert(testDb.db, requests[1]!.id, firstLink.searchParams.get("s"))).toMatchObject({ ok: false, status: 400 });
    expect(await stopAlert(testDb.db, "not-an-id", secondLink.searchParams.get("s"))).toMatchObject({ ok: false, status: 400 });
    expect(await stopAlert(testDb.db, requests[0]!.id, firstLink.searchParams.get("s"))).toMatchObject({ ok: true });
    expect(await stopAlert(testDb.db, requests[0]!.id, firstLink.searchParams.get("s"))).toMatchObject({ ok: true });

    await updateStock(testDb.db, admin, await stockRowIdOf(testDb.db, lip.id), { quantity: 1, expectedQuantity: 0, reason: null });
    const [stopped] = await testDb.db.select().from(backInStockRequests).where(eq(backInStockRequests.id, requests[0]!.id));
    expect(stopped).toMatchObject({ toldAt: null, stoppedAt: expect.any(Date) });
    expect(await toldByMail(await productName(lip.id))).toEqual([await emailOf(second)]);
  });

  it("names the lipstick and the shade asked about in Thai, as the storefront does, in the mail and on the stop page", async () => {
    const admin = await insertAdmin(testDb.db);
    const lip = await insertProduct(testDb.db, { colors: ["Brick", "Rose"], shadeStock: [0, 4] });
    const brick = lip.colors[0]!;
    const member = await insertMember(testDb.db);
    expect(await askToBeTold(testDb.db, member, { productId: lip.id, colorId: brick.id, channel: "mail" })).toEqual({ ok: true });
    const named = `${await productName(lip.id)} สี${brick.nameThai}`;
    const [request] = await testDb.db.select().from(backInStockRequests).where(eq(backInStockRequests.userId, member));
    const link = new URL(stopAlertUrl(request!.id));
    expect(await stopAlert(testDb.db, request!.id, "x".repeat(43))).toMatchObject({ ok: false });

    await updateStock(testDb.db, admin, await stockRowIdOf(testDb.db, lip.id, brick.id), { quantity: 1, expectedQuantity: 0, reason: null });
    expect(await toldByMail(named)).toEqual([await emailOf(member)]);
    expect(await stopAlert(testDb.db, request!.id, link.searchParams.get("s"))).toEqual({ ok: true, value: { productName: named } });
  });
});
