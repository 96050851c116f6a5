import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHECKOUT_CART_COOKIE, encodeCheckoutCart } from "../../domain/orders/checkout-cart";
import type { CheckoutReplyDetail } from "../../domain/orders/checkout-form";
import type { FormReply } from "../../domain/shared/form-contract";
import { checkoutTexts } from "../../domain/orders/checkout-texts";
import { requestTexts } from "../../domain/shared/request-texts";
import { mailTexts } from "../../server/platform/mail/mail-texts";
import { queuedMailHtml } from "../../server/platform/mail/mail-html-later";
import { installShopRegistry } from "../../server/shop-registry";
import { formatThaiDateTime } from "../../domain/shared/dates";
import { formatBaht } from "../../domain/shared/money";
import { paymentDeadline } from "../../domain/payments/payment-deadline";
import { settings } from "../../server/platform/env";
import { hasPersonalCookie } from "../../server/platform/http/cacheable-pages";
import { provideTestAuth, requestHeaders } from "../../server/platform/auth/test-support/test-auth";
import { flashSales, mailOutbox, orders, products, profiles, stocks } from "../../server/platform/db/schema";
import { provideTestDatabase } from "../../server/platform/db/test-support/test-database";
import { insertProduct, orderRowCounts, stockOf } from "../../server/shop/orders/test-fixtures";
import { action, loader } from "./checkout";

// The features' mail templates, as the running shop has them (decision 122).
installShopRegistry();

// The whole server path of /checkout: the session decides who orders, the cookie the cart
// on the page, the posted form the order; prices come from the database only.
const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);
const m = checkoutTexts;

type Product = Awaited<ReturnType<typeof insertProduct>>;
let member: { cookie: string; email: string; userId: string };

const signUp = (address: string) => testAuth.signedUp(address, { name: "มะลิ" });

beforeAll(async () => {
  member = await signUp("10.24.0.1");
});

// One request's context, as React Router hands it to the action and then the page's loader.
function load(cookie: string, context = new RouterContextProvider()) {
  const request = new Request("http://shop.test/checkout", { headers: requestHeaders("10.24.1.1", { cookie }) });
  return loader({ request, url: new URL(request.url), pattern: "/checkout", params: {}, context } as Parameters<typeof loader>[0]);
}

function post(fields: [string, string][], cookie = member.cookie, context = new RouterContextProvider()) {
  const request = new Request("http://shop.test/checkout", {
    method: "POST",
    headers: requestHeaders("10.24.1.1", { cookie, "content-type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams(fields),
  });
  return action({ request, url: new URL(request.url), pattern: "/checkout", params: {}, context } as Parameters<typeof action>[0]);
}

/** What a thrown redirect or returned answer is, for assertions. */
async function outcome(promise: Promise<unknown>) {
  try {
    const value = await promise;
    return { kind: "answer" as const, ...(value as { data: FormReply<CheckoutReplyDetail>; init: { status: number } }) };
  } catch (thrown) {
    if (thrown instanceof Response) return { kind: "redirect" as const, response: thrown };
    throw thrown;
  }
}

/** The checkout form as the page posts it: contact fields, the picker's parts, line triples. */
function form(lines: { product: Product; colorId?: string; quantity: number }[], extra: Record<string, string> = {}): [string, string][] {
  const fields: [string, string][] = [
    ["firstName", "มะลิ"],
    ["lastName", "หอมจัง"],
    ["email", "mali@shop.test"],
    ["phone", "081-234-5678"],
    ["address", "99/1 ถนนสุขุมวิท"],
    ["subDistrict", "คลองเตย"],
    ["district", "คลองเตย"],
    ["city", "กรุงเทพมหานคร"],
    ["postalCode", "10110"],
    ["paymentMethod", "promptpay"],
    ["redeemPoints", "0"],
    ["idempotencyKey", randomUUID()],
  ];
  for (const line of lines) {
    fields.push(["productId", line.product.id], ["colorId", line.colorId ?? ""], ["quantity", String(line.quantity)]);
  }
  const replaced = fields.map(([name, value]): [string, string] => [name, extra[name] ?? value]);
  const added = Object.entries(extra).filter(([name]) => !fields.some(([field]) => field === name));
  return [...replaced, ...added];
}

async function mailCount() {
  const [row] = await testDb.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
  return row!.n;
}

async function written() {
  return { ...(await orderRowCounts(testDb.db)), mails: await mailCount() };
}

describe("GET /checkout", () => {
  it("sends a guest to sign in with the Thai notice, coming back to /checkout", async () => {
    const result = await outcome(load(""));
    expect(result.kind).toBe("redirect");
    if (result.kind !== "redirect") return;
    expect(result.response.headers.get("location")).toBe("/auth?redirectTo=%2Fcheckout");
    expect(result.response.headers.get("set-cookie")).toContain("shop_notice=sign-in-to-checkout");
  });

  it("sends a member with an empty, missing or tampered cart to /cart", async () => {
    for (const cart of ["", `${CHECKOUT_CART_COOKIE}=`, `${CHECKOUT_CART_COOKIE}=not-a-cart.1~'; DROP`, `${CHECKOUT_CART_COOKIE}=${randomUUID()}..1`]) {
      const result = await outcome(load(`${member.cookie}; ${cart}`));
      expect(result.kind === "redirect" && result.response.headers.get("location")).toBe("/cart");
    }
  });

  it("prices the cookie's cart from the database (a running flash sale included) and prefills the profile", async () => {
    const lip = await insertProduct(testDb.db, { price: 300_00, stock: 5, colors: ["Ruby"] });
    const now = Date.now();
    await testDb.db.insert(flashSales).values({
      productId: lip.id,
      productName: "ลดแรง",
      originalPrice: 300_00,
      salePrice: 199_00,
      startTime: new Date(now - 60_000),
      endTime: new Date(now + 3_600_000),
    });
    await testDb.db.update(profiles).set({ firstName: "มะลิ", phone: "0812345678", province: "เชียงใหม่" }).where(eq(profiles.userId, member.userId));
    const cookie = `${member.cookie}; ${CHECKOUT_CART_COOKIE}=${encodeCheckoutCart([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: 2 }])}`;
    const page = await load(cookie);
    expect(page.summary.lines).toEqual([
      expect.objectContaining({ productId: lip.id, nameThai: lip.nameThai, colorName: "สีRuby", unitPrice: 199_00, quantity: 2 }),
    ]);
    expect(page.summary.amounts).toEqual({ subtotal: 398_00, shippingFee: 50_00, discount: 0, total: 448_00 });
    expect(page.contact).toMatchObject({ email: member.email, firstName: "มะลิ", phone: "0812345678", province: "เชียงใหม่", lastName: "" });
    expect(page.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.redeemablePoints).toEqual([]);
  });
});

describe("POST /checkout", () => {
  // The file's member pays for each order before the next test: what one member may hold
  // unpaid (decision 056) is a test of its own below.
  beforeEach(async () => {
    await testDb.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.userId, member.userId));
  });

  it("answers 429 in Thai and writes nothing when the member already holds three unpaid orders", async () => {
    const hoarder = await signUp("10.24.0.3");
    const lip = await insertProduct(testDb.db, { stock: 20 });
    for (let index = 0; index < 3; index += 1) expect((await outcome(post(form([{ product: lip, quantity: 1 }]), hoarder.cookie))).kind).toBe("redirect");
    const before = await written();
    const result = await outcome(post(form([{ product: lip, quantity: 1 }]), hoarder.cookie));
    expect(result.kind === "answer" && result.init.status).toBe(429);
    if (result.kind !== "answer") return;
    expect(result.data).toMatchObject({ ok: false, detail: { kind: "invalid" }, formErrors: [m.tooManyUnpaidOrders(3)] });
    expect(await written()).toEqual(before);
    expect(await stockOf(testDb.db, lip.id)).toBe(17);
  });

  it("refuses a guest without writing anything", async () => {
    const lip = await insertProduct(testDb.db);
    const before = await written();
    const result = await outcome(post(form([{ product: lip, quantity: 1 }]), ""));
    expect(result.kind === "redirect" && result.response.headers.get("location")).toBe("/auth?redirectTo=%2Fcheckout");
    expect(await written()).toEqual(before);
  });

  it("places the order at the database's price whatever price fields the form carries, mails it, and clears the cart", async () => {
    const lip = await insertProduct(testDb.db, { price: 249_00, stock: 4 });
    const tampered = form([{ product: lip, quantity: 2 }], {
      unitPrice: "1",
      price: "1",
      subtotal: "1",
      total: "1",
      shippingFee: "0",
      discount: "99900",
    });
    const before = await written();
    const result = await outcome(post(tampered));
    expect(result.kind).toBe("redirect");
    if (result.kind !== "redirect") return;
    const location = result.response.headers.get("location")!;
    expect(location).toMatch(/^\/payment-confirmation\?order=ORDER-[A-Z0-9]{9}$/);
    const orderNumber = new URL(location, "http://shop.test").searchParams.get("order")!;
    const cookies = result.response.headers.getSetCookie();
    expect(cookies).toContain(`shop_notice=order-created~${orderNumber}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`);
    expect(cookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^shop_checkout_cart=; Path=\/checkout; Max-Age=0/),
        expect.stringMatching(/^shop_checkout_cart=; Path=\/checkout\.data; Max-Age=0/),
      ]),
    );
    // What the order took, for the browser's cart to drop on whatever page comes next (decision 090).
    expect(cookies).toContain(`cart_ordered_lines=${lip.id}..2; Path=/; Max-Age=2592000; SameSite=Lax`);
    // No page's server reads it: a guest's next page stays one the page cache may answer.
    expect(hasPersonalCookie(`cart_ordered_lines=${lip.id}..2`)).toBe(false);

    const [order] = await testDb.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({
      userId: member.userId,
      subtotal: 498_00,
      shippingFee: 50_00,
      discount: 0,
      totalAmount: 548_00,
      shippingAddress: "99/1 ถนนสุขุมวิท คลองเตย คลองเตย",
      shippingCity: "กรุงเทพมหานคร",
    });
    expect(await stockOf(testDb.db, lip.id)).toBe(2);
    expect(await written()).toEqual({ ...before, orders: before.orders + 1, items: before.items + 1, mails: before.mails + 1 });

    // The confirmation goes to the account's address, in Thai, with the total and the order page.
    const [queued] = await testDb.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, mailTexts.orderConfirmationSubject(orderNumber)));
    // Its HTML as the delivery job renders it from the stored order (decision 122).
    const mail = queued && { ...queued, htmlBody: await queuedMailHtml(queued) };
    expect(mail).toMatchObject({ toAddress: member.email, sensitive: false });
    expect(mail!.textBody).toContain(`${lip.nameThai} (สี ปกติ) x 2`);
    expect(mail!.textBody).toContain(mailTexts.amountLine(checkoutTexts.total, formatBaht(548_00)));
    expect(mail!.textBody).toContain(m.promptpayHowToPay);
    expect(mail!.textBody).toMatch(new RegExp(`https?://[^/]+/orders/${orderNumber}`));
    // A transfer: the deadline ORDER_PAYMENT_HOURS after the order's own created_at, in both bodies,
    // and the pay button to the shop's absolute payment page (decision 073).
    const deadline = mailTexts.paymentDeadline(
      formatThaiDateTime(paymentDeadline({ createdAt: order!.createdAt, lastProofActivityAt: null }, settings().ORDER_PAYMENT_HOURS)),
    );
    expect(mail!.textBody).toContain(deadline);
    expect(mail!.htmlBody).toContain(deadline);
    expect(mail!.htmlBody).toContain(`href="${settings().publicUrl}/payment-confirmation?order=${orderNumber}"`);
  });

  it("answers invalid fields with Thai messages beside them, hands the typed values back, and writes nothing", async () => {
    const lip = await insertProduct(testDb.db, { stock: 3 });
    const before = await written();
    const result = await outcome(post(form([{ product: lip, quantity: 1 }], { postalCode: "1011", phone: "12345", firstName: "  ", email: "mali" })));
    expect(result.kind).toBe("answer");
    if (result.kind !== "answer") return;
    expect(result.init.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      detail: { kind: "invalid" },
      fieldErrors: { postalCode: m.postalCodeInvalid, phone: m.phoneInvalid, firstName: m.requiredFields, email: expect.any(String) },
      values: { postalCode: "1011", lastName: "หอมจัง" },
    });
    expect(result.data.detail?.summary?.lines).toHaveLength(1);
    expect(await written()).toEqual(before);
    expect(await stockOf(testDb.db, lip.id)).toBe(3);
  });

  it("refuses unknown products, bad quantities, unpaired lines, control characters and card payment with 4xx and writes nothing", async () => {
    const lip = await insertProduct(testDb.db, { stock: 3 });
    const ghost = { ...lip, id: randomUUID() };
    const before = await written();
    const cases: [[string, string][], string][] = [
      [form([{ product: ghost, quantity: 1 }]), m.productUnavailable],
      [form([{ product: lip, quantity: 0 }]), m.quantityInvalid(99)],
      [form([{ product: lip, quantity: 100 }]), m.quantityInvalid(99)],
      [form([{ product: lip, quantity: 1 }], { quantity: "-1" }), m.quantityInvalid(99)],
      [[...form([{ product: lip, quantity: 1 }]), ["productId", lip.id]], m.invalidLine],
      [form([{ product: lip, quantity: 1 }], { colorId: randomUUID() }), m.shadeUnavailable(lip.nameThai)],
      [form([]), m.emptyOrder],
      [form([{ product: lip, quantity: 1 }], { paymentMethod: "creditCard" }), m.cardUnavailable],
      [form([{ product: lip, quantity: 1 }], { paymentMethod: "bitcoin" }), m.paymentMethodInvalid],
      [form([{ product: lip, quantity: 1 }], { idempotencyKey: "x" }), m.invalidRequest],
      [form([{ product: lip, quantity: 1 }], { address: "ถนน\u0000" }), requestTexts.invalidCharacters],
    ];
    for (const [fields, message] of cases) {
      const result = await outcome(post(fields));
      expect(result.kind, message).toBe("answer");
      if (result.kind !== "answer") continue;
      expect(result.init.status, message).toBeGreaterThanOrEqual(400);
      expect(result.init.status, message).toBeLessThan(500);
      expect(result.data.ok, message).toBe(false);
      if (result.data.ok) continue;
      expect([...(result.data.formErrors ?? []), ...Object.values(result.data.fieldErrors ?? {})], message).toContain(message);
    }
    expect(await written()).toEqual(before);
  });

  it("names a sold-out product and leaves stock and rows as they were", async () => {
    const lip = await insertProduct(testDb.db, { stock: 1, nameThai: "ลิปหมดแล้ว" });
    const before = await written();
    const result = await outcome(post(form([{ product: lip, quantity: 2 }])));
    expect(result.kind === "answer" && result.init.status).toBe(409);
    expect(result.kind === "answer" && result.data).toMatchObject({
      ok: false,
      detail: { kind: "out-of-stock" },
      formErrors: [m.shortStock("ลิปหมดแล้ว", 1)],
    });
    expect(await stockOf(testDb.db, lip.id)).toBe(1);
    expect(await written()).toEqual(before);
  });

  it("without JavaScript, keeps the sold-out answer on the page when the cart's only line sold out meanwhile", async () => {
    const lip = await insertProduct(testDb.db, { stock: 1, nameThai: "ลิปขายดี" });
    const cookie = `${member.cookie}; ${CHECKOUT_CART_COOKIE}=${encodeCheckoutCart([{ productId: lip.id, colorId: null, quantity: 1 }])}`;
    expect((await load(cookie)).summary.lines).toHaveLength(1);
    await testDb.db.update(stocks).set({ quantity: 0 }).where(eq(stocks.productId, lip.id));
    const before = await written();
    const request = new RouterContextProvider();
    const result = await outcome(post(form([{ product: lip, quantity: 1 }]), cookie, request));
    expect(result.kind === "answer" && result.init.status).toBe(409);
    expect(result.kind === "answer" && result.data).toMatchObject({
      ok: false,
      formErrors: [m.soldOut("ลิปขายดี")],
      detail: {
        kind: "out-of-stock",
        summary: { lines: [], soldOutLines: [expect.objectContaining({ productId: lip.id, nameThai: "ลิปขายดี" })] },
      },
    });
    // A document POST renders the page with this loader after the action: it must not send the
    // shopper to /cart (losing the answer), but show the line as sold out with nothing to confirm.
    const page = await load(cookie);
    expect(page.summary).toMatchObject({ lines: [], removedLines: 1, soldOutLines: [expect.objectContaining({ nameThai: "ลิปขายดี" })] });
    // In the action's own request, the loader shows the summary the action priced (not priced again).
    const samePage = await load(cookie, request);
    expect(samePage.summary).toEqual(result.kind === "answer" ? (result.data as FormReply<CheckoutReplyDetail>).detail?.summary : undefined);
    expect(await written()).toEqual(before);
  });

  it("asks again with the new total when the price changed since the page was shown, then places the order", async () => {
    const lip = await insertProduct(testDb.db, { price: 200_00, stock: 5 });
    const shown = form([{ product: lip, quantity: 1 }], { expectedTotal: String(250_00) });
    await testDb.db.update(products).set({ price: 260_00 }).where(eq(products.id, lip.id));
    const before = await written();
    const result = await outcome(post(shown));
    expect(result.kind === "answer" && result.init.status).toBe(409);
    if (result.kind !== "answer") return;
    expect(result.data).toMatchObject({
      ok: false,
      detail: { kind: "price-changed", expectedTotal: 310_00 },
      formErrors: [m.priceChanged(formatBaht(310_00))],
    });
    expect(result.data.detail?.summary?.amounts.total).toBe(310_00);
    expect(await written()).toEqual(before);

    const confirmed = await outcome(post(shown.map(([name, value]): [string, string] => [name, name === "expectedTotal" ? "31000" : value])));
    expect(confirmed.kind).toBe("redirect");
  });

  it("creates one order for a replayed submit, both answers leading to it", async () => {
    const lip = await insertProduct(testDb.db, { stock: 5 });
    const fields = form([{ product: lip, quantity: 1 }]);
    const before = await written();
    const [first, second] = await Promise.all([outcome(post(fields)), outcome(post(fields))]);
    const third = await outcome(post(fields));
    const locations = [first, second, third].map((answer) => (answer.kind === "redirect" ? answer.response.headers.get("location") : answer.kind));
    expect(new Set(locations).size).toBe(1);
    expect(locations[0]).toMatch(/^\/payment-confirmation\?order=ORDER-/);
    expect(await written()).toEqual({ ...before, orders: before.orders + 1, items: before.items + 1, mails: before.mails + 1 });
    expect(await stockOf(testDb.db, lip.id)).toBe(4);
  });

  it("keeps the order when its confirmation mail cannot be queued", async () => {
    const lip = await insertProduct(testDb.db, { stock: 5 });
    await testDb.db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'mail store broken'; end $$`);
    await testDb.db.execute(sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`);
    try {
      const before = await written();
      const result = await outcome(post(form([{ product: lip, quantity: 1 }])));
      expect(result.kind).toBe("redirect");
      expect(await written()).toEqual({ ...before, orders: before.orders + 1, items: before.items + 1 });
      expect(await stockOf(testDb.db, lip.id)).toBe(4);
    } finally {
      await testDb.db.execute(sql`drop trigger refuse_mail on mail_outbox`);
      await testDb.db.execute(sql`drop function refuse_mail()`);
    }
  });

  it("redeems points as a discount line, and recalculates without placing when asked to review", async () => {
    const lip = await insertProduct(testDb.db, { price: 500_00, stock: 5 });
    const rich = await signUp("10.24.0.2");
    await testDb.db.update(profiles).set({ loyaltyPoints: 350 }).where(eq(profiles.userId, rich.userId));
    const page = await load(`${rich.cookie}; ${CHECKOUT_CART_COOKIE}=${encodeCheckoutCart([{ productId: lip.id, colorId: null, quantity: 1 }])}`);
    expect(page.redeemablePoints).toEqual([100, 200, 300]);

    const before = await written();
    // Recalculating needs no address yet.
    const review = await outcome(
      post(form([{ product: lip, quantity: 1 }], { redeemPoints: "300", intent: "review", firstName: "", postalCode: "" }), rich.cookie),
    );
    expect(review.kind === "answer" && review.init.status).toBe(200);
    expect(review.kind === "answer" && review.data).toMatchObject({ ok: true, detail: { kind: "review", expectedTotal: 520_00 } });
    expect(review.kind === "answer" && review.data).not.toHaveProperty("fieldErrors");
    expect(await written()).toEqual(before);

    // Confirmed with the total seen before choosing points (no JavaScript): asked again, in words about points.
    const unchanged = await outcome(post(form([{ product: lip, quantity: 1 }], { redeemPoints: "300", expectedTotal: "55000" }), rich.cookie));
    expect(unchanged.kind === "answer" && !unchanged.data.ok && unchanged.data.formErrors).toEqual([m.pointsAfterRedemption(formatBaht(520_00))]);

    const placed = await outcome(post(form([{ product: lip, quantity: 1 }], { redeemPoints: "300", expectedTotal: "52000" }), rich.cookie));
    expect(placed.kind).toBe("redirect");
    const [row] = await testDb.db.select({ points: profiles.loyaltyPoints }).from(profiles).where(eq(profiles.userId, rich.userId));
    expect(row!.points).toBe(50);
  });
});
