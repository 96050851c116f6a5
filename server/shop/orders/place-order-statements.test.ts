import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contactInfo, mailOutbox, profiles, stockMovements } from "../../platform/db/schema";
import { MAIL_QUEUED_CHANNEL } from "../../platform/mail/mail-outbox";
import { queriesSentBy } from "../../platform/db/test-support/sent-queries";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { placeOrder } from "./place-order";
import { checkoutForm, insertProduct } from "./test-fixtures";

// What an order costs the database, as a count (decision 083): every statement is one round trip
// over the pool's connection (node-postgres sends the next only after the last one's answer), so
// the count of `Client#query` calls is both figures. A count, not a timing: it cannot flake.
const MAX_STATEMENTS_PER_ORDER = 5;

const testDb = provideTestDatabase();

beforeAll(async () => {
  // A shop with its contact address set, as every real one has: the staff notice goes there too.
  await testDb.db
    .insert(contactInfo)
    .values({ email: "staff@shop.example", phone: "02-000-0000", address: "กรุงเทพฯ", workingHours: "ทุกวัน" })
    .onConflictDoUpdate({ target: contactInfo.singleton, set: { email: "staff@shop.example" } });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The statements `work` sends, in order: their SQL's first words (`[prepared]` when sent as a named prepared statement), and their whole text. */
async function statementsOf(work: () => Promise<unknown>) {
  const queries = await queriesSentBy(work);
  const sent = queries.map(({ text, name }) => (name ? `[prepared] ${text.trim().slice(0, 60)}` : text.trim().slice(0, 60)));
  return { sent, whole: queries.map(({ text }) => text) };
}

describe("placeOrder's statements", () => {
  it(`places a one-line order, its mails, staff notice and stock movement in at most ${MAX_STATEMENTS_PER_ORDER} statements`, async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 5, colors: ["Ruby"] });
    let result: Awaited<ReturnType<typeof placeOrder>> | undefined;
    const { sent, whole } = await statementsOf(async () => {
      result = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: 1 }]));
    });
    console.info(`one-line order: ${sent.length} statements\n  ${sent.join("\n  ")}`);
    expect(result).toMatchObject({ ok: true });
    // Everything the order writes is there: the member's confirmation and the staff mail, the movement.
    const [mails] = await testDb.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(mails!.n).toBeGreaterThanOrEqual(2);
    const [movements] = await testDb.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements);
    expect(movements!.n).toBe(1);
    expect(sent.length).toBeLessThanOrEqual(MAX_STATEMENTS_PER_ORDER);
    // The read and the write are parsed and planned once per connection (decision 092): more than
    // half of PostgreSQL's time on an order went to planning them again.
    expect(sent.filter((statement) => statement.startsWith("[prepared]"))).toHaveLength(2);
    // The stock is taken by the statement that commits (decision 092): a hot product's row is never
    // locked across a round trip.
    const committing = whole.filter((text) => /;\s*commit$/.test(text));
    expect(committing).toHaveLength(1);
    expect(committing[0]).toContain('update "stocks"');
    // Nothing the order does not need (decision 122): an update of no rows still fires its table's
    // statement triggers, a NOTIFY to every shop instance for promotions, the sales-days sums for lines.
    expect(committing[0]).not.toContain('update "promotions"');
    expect(committing[0]).not.toContain('update "order_items"');
    expect(committing[0]).not.toContain('update "profiles"');
  });

  it("places a two-product order redeeming points in as many statements as a one-line order", async () => {
    const userId = await insertMember(testDb.db);
    await testDb.db
      .update(profiles)
      .set({ loyaltyPoints: 500 })
      .where(sql`${profiles.userId} = ${userId}`);
    const first = await insertProduct(testDb.db, { stock: 5 });
    const second = await insertProduct(testDb.db, { stock: 5 });
    let result: Awaited<ReturnType<typeof placeOrder>> | undefined;
    const { sent } = await statementsOf(async () => {
      result = await placeOrder(
        testDb.db,
        userId,
        checkoutForm(
          [
            { productId: first.id, quantity: 2 },
            { productId: second.id, quantity: 1 },
          ],
          { redeemPoints: 200 },
        ),
      );
    });
    console.info(`two-product order with points: ${sent.length} statements\n  ${sent.join("\n  ")}`);
    expect(result).toMatchObject({ ok: true });
    expect(sent.length).toBeLessThanOrEqual(MAX_STATEMENTS_PER_ORDER);
  });

  it("refuses a product already sold out after the read alone: no order written, nothing queued", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 0 });
    let result: Awaited<ReturnType<typeof placeOrder>> | undefined;
    const { sent, whole } = await statementsOf(async () => {
      result = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 1 }]));
    });
    expect(result).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("หมดแล้ว") });
    expect(whole.some((text) => text.includes('insert into "orders"'))).toBe(false);
    // begin, the read, rollback: the message says what the read saw, without asking again.
    expect(sent).toEqual([expect.stringMatching(/^begin/), expect.stringMatching(/^\[prepared\] select/), "rollback"]);
  });

  it("names how many are left when the read saw fewer than wanted", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 2, nameThai: "ลิปเหลือน้อย" });
    const result = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 3 }]));
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(result.ok ? "" : result.message).toMatch(/ลิปเหลือน้อย.*2/);
  });

  it("wakes the mail job once per queued mail, only when the order commits", async () => {
    const listener = new pg.Client({ connectionString: testDb.connectionString });
    await listener.connect();
    try {
      const heard: string[] = [];
      listener.on("notification", (message) => {
        if (message.channel === MAIL_QUEUED_CHANNEL && message.payload) heard.push(message.payload);
      });
      await listener.query(`listen ${MAIL_QUEUED_CHANNEL}`);
      const userId = await insertMember(testDb.db);
      const lip = await insertProduct(testDb.db, { stock: 1 });
      const placed = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 1 }]));
      expect(placed).toMatchObject({ ok: true });
      // A refused order (sold out now) queued its mails in a statement that was rolled back: no wake-up.
      const refused = await placeOrder(testDb.db, await insertMember(testDb.db), checkoutForm([{ productId: lip.id, quantity: 1 }]));
      expect(refused).toMatchObject({ ok: false, status: 409 });
      // A round trip on the listener's connection delivers what was notified before it.
      await listener.query("select 1");
      const queued = await testDb.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} like ${`%${placed.ok ? placed.value.orderNumber : "-"}%`}`);
      expect(queued).toHaveLength(2);
      expect(heard.sort()).toEqual(queued.map((row) => row.id).sort());
    } finally {
      await listener.end();
    }
  });
});
