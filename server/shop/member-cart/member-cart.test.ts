import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCheckoutCart } from "../../../domain/orders/checkout-cart";
import { accounts, mailOutbox, memberCarts, users } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { installSettings, readSettings, settings } from "../../platform/env";
import { deliverDueMail } from "../../platform/mail/mail-delivery";
import { mailText } from "../../platform/mail/test-support/smtp-test-server";
import { provideSmtpWithTransport } from "../../platform/mail/test-support/smtp-with-transport";
import { consentToLineMessages } from "../member-messages/line-consent";
import { deliverDueLineMessages } from "../notices/line-delivery";
import { createLinePush } from "../notices/line-push";
import { startLineTestServer, type LineTestServer } from "../notices/test-support/line-test-server";
import { recordConsent } from "../members/member-consents";
import { insertMember, insertOrder } from "../members/test-fixtures";
import { checkoutForm, insertProduct } from "../orders/test-fixtures";
import { placeOrder } from "../orders/place-order";
import { cartReminderTexts } from "./cart-reminder-texts";
import { CART_REMINDER_AFTER_MS, remindLeftCarts } from "./cart-reminders";
import { tradeMemberCart } from "./member-cart";

const testDb = provideTestDatabase();
const smtp = provideSmtpWithTransport();
let lineServer: LineTestServer;
beforeAll(async () => {
  lineServer = await startLineTestServer();
});
afterAll(() => lineServer?.close());
const HOUR = 60 * 60_000;

const line = (productId: string, colorId: string | null, quantity: number) => ({ productId, colorId, quantity });
const trade = (userId: string, owner: string | null, lines: ReturnType<typeof line>[], changed: boolean, now = new Date()) =>
  tradeMemberCart(testDb.db, userId, { owner, cart: encodeCheckoutCart(lines), changed }, now);
const kept = (userId: string) => testDb.db.select().from(memberCarts).where(eq(memberCarts.userId, userId));

async function remindersTo(userId: string) {
  const [user] = await testDb.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return testDb.db.select({ subject: mailOutbox.subject, text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.toAddress, user!.email));
}

describe("a member's cart on the server", () => {
  it("merges a guest's cart at sign-in, adding quantities of the same shade, capped by that shade's stock", async () => {
    const member = await insertMember(testDb.db);
    // Stock per shade (decision 114): Rose 3, Brick 3.
    const lip = await insertProduct(testDb.db, { colors: ["Rose", "Brick"], shadeStock: [3, 3] });
    const other = await insertProduct(testDb.db, { stock: 10 });
    const [rose, brick] = lip.colors;
    await trade(member, member, [line(lip.id, rose!.id, 2), line(other.id, null, 1)], true);

    const merged = await trade(member, null, [line(lip.id, rose!.id, 2), line(lip.id, brick!.id, 1)], false);

    expect(merged.owner).toBe(member);
    expect(merged.lines.map((shown) => [shown.productId, shown.colorName, shown.quantity, shown.maxQuantity])).toEqual([
      [lip.id, "สีRose", 3, 3],
      [other.id, "ปกติ", 1, 10],
      [lip.id, "สีBrick", 1, 3],
    ]);
    expect((await kept(member))[0]!.lines).toEqual([line(lip.id, rose!.id, 3), line(other.id, null, 1), line(lip.id, brick!.id, 1)]);
  });

  it("gives another browser the member's cart, and takes a change only from the member's own copy", async () => {
    const member = await insertMember(testDb.db);
    const someoneElse = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 5 });
    await trade(member, member, [line(lip.id, null, 2)], true);

    // A second browser with the member's older copy, unchanged: it is given the server's.
    expect((await trade(member, member, [], false)).lines.map((shown) => shown.quantity)).toEqual([2]);
    // Another member's copy left in this browser is neither merged nor taken.
    expect((await trade(member, someoneElse, [line(lip.id, null, 4)], true)).lines.map((shown) => shown.quantity)).toEqual([2]);
    // The member emptied the cart here: the server's copy is emptied too.
    expect((await trade(member, member, [], true)).lines).toEqual([]);
    expect((await kept(member))[0]!.lines).toEqual([]);
  });

  it("drops a product no longer sold and lines the order took, keeping the rest", async () => {
    const member = await insertMember(testDb.db);
    const gone = await insertProduct(testDb.db, { isActive: false });
    const ordered = await insertProduct(testDb.db);
    const left = await insertProduct(testDb.db);
    const answer = await trade(member, null, [line(gone.id, null, 1), line(ordered.id, null, 1), line(left.id, null, 2)], false);
    expect(answer.lines.map((shown) => shown.productId)).toEqual([ordered.id, left.id]);

    expect((await placeOrder(testDb.db, member, checkoutForm([{ productId: ordered.id, quantity: 1 }]))).ok).toBe(true);
    expect((await kept(member))[0]!.lines).toEqual([line(left.id, null, 2)]);
  });

  it("drops what an order took in the order's own statement, and nothing when the order is refused (decision 119)", async () => {
    const member = await insertMember(testDb.db);
    const ordered = await insertProduct(testDb.db, { colors: ["Brick", "Rose"], shadeStock: [5, 3] });
    const [brick, rose] = ordered.colors;
    await trade(member, null, [line(ordered.id, brick!.id, 1), line(ordered.id, rose!.id, 1)], true);
    const keptLines = (await kept(member))[0]!.lines;
    expect(keptLines).toHaveLength(2);

    // More Brick than there is: the order is refused, and the kept cart is as it was.
    const refusedOrder = await placeOrder(testDb.db, member, checkoutForm([{ productId: ordered.id, colorId: brick!.id, quantity: 6 }]));
    expect(refusedOrder.ok).toBe(false);
    expect((await kept(member))[0]!.lines).toEqual(keptLines);

    const placed = await placeOrder(testDb.db, member, checkoutForm([{ productId: ordered.id, colorId: brick!.id, quantity: 1 }]));
    expect(placed.ok).toBe(true);
    expect((await kept(member))[0]!.lines).toEqual([line(ordered.id, rose!.id, 1)]);
  });
});

describe("the cart reminder", () => {
  async function leftCart(now: Date) {
    const member = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db);
    await trade(member, null, [line(lip.id, null, 2)], false, now);
    return member;
  }

  it("goes once, 24 hours after the member last changed the cart, and again only after a new change", async () => {
    const start = new Date("2026-12-01T10:00:00Z");
    const member = await leftCart(start);
    const at = (ms: number) => new Date(start.getTime() + ms);

    await remindLeftCarts(testDb.db, at(CART_REMINDER_AFTER_MS - 60_000));
    expect(await remindersTo(member)).toEqual([]);

    await remindLeftCarts(testDb.db, at(CART_REMINDER_AFTER_MS));
    await remindLeftCarts(testDb.db, at(CART_REMINDER_AFTER_MS + HOUR));
    await remindLeftCarts(testDb.db, at(3 * CART_REMINDER_AFTER_MS));
    const mails = await remindersTo(member);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(cartReminderTexts.subject);
    expect(mails[0]!.text).toContain("คุณมีสินค้า 2 ชิ้นรออยู่ในตะกร้า");
    expect(mails[0]!.text).toContain("/profile?tab=data");
  });

  it("is not sent after the member ordered, nor to a member who said no", async () => {
    const start = new Date("2026-12-01T10:00:00Z");
    const ordered = await leftCart(start);
    await insertOrder(testDb.db, ordered, { subtotal: 199_00, createdAt: new Date(start.getTime() + HOUR) });
    const optedOut = await leftCart(start);
    await recordConsent(testDb.db, optedOut, "cart-reminder", false);
    // An order placed before the cart's last change does not stop it.
    const orderedBefore = await leftCart(start);
    await insertOrder(testDb.db, orderedBefore, { subtotal: 199_00, createdAt: new Date(start.getTime() - HOUR) });

    await remindLeftCarts(testDb.db, new Date(start.getTime() + CART_REMINDER_AFTER_MS));

    expect(await remindersTo(ordered)).toEqual([]);
    expect(await remindersTo(optedOut)).toEqual([]);
    expect(await remindersTo(orderedBefore)).toHaveLength(1);
  });

  it("arrives once, in the member's mailbox and on their LINE, however often and on however many instances the job runs", async () => {
    const original = settings();
    installSettings(
      readSettings({ LINE_CHANNEL_ACCESS_TOKEN: "member-channel-token", LINE_CHANNEL_SECRET: "member-channel-secret", LINE_API_URL: lineServer.url }),
    );
    try {
      const start = new Date("2026-12-01T10:00:00Z");
      const member = await leftCart(start);
      const lineUserId = `U${randomBytes(16).toString("hex")}`;
      await testDb.db.insert(accounts).values({ userId: member, providerId: "line", accountId: lineUserId });
      expect(await consentToLineMessages(testDb.db, member)).toEqual({ ok: true });
      const [{ email }] = (await testDb.db.select({ email: users.email }).from(users).where(eq(users.id, member))) as [{ email: string }];

      // Two instances at the same moment, then the next runs: one reminder between them.
      const due = new Date(start.getTime() + CART_REMINDER_AFTER_MS);
      await Promise.all([remindLeftCarts(testDb.db, due), remindLeftCarts(testDb.db, due)]);
      await remindLeftCarts(testDb.db, new Date(due.getTime() + HOUR));
      const push = createLinePush(settings().lineMembers!);
      for (let run = 0; run < 2; run++) {
        await Promise.all([deliverDueMail(testDb.db, smtp.transport.send, { from: "shop@shop.test" }), deliverDueLineMessages(testDb.db, push)]);
      }

      const mails = smtp.smtp.received.filter((mail) => mail.to.includes(email));
      expect(mails).toHaveLength(1);
      expect(mailText(mails[0]!)).toContain("คุณมีสินค้า 2 ชิ้นรออยู่ในตะกร้า");
      const pushes = lineServer.delivered.filter((request) => (request.body as { to: string }).to === lineUserId);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.body).toMatchObject({ messages: [{ type: "flex", altText: cartReminderTexts.subject }] });
      expect(JSON.stringify(pushes[0]!.body)).toContain("/profile?tab=data");
    } finally {
      installSettings(original);
    }
  });
});
