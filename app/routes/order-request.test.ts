import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AFTER_SALE_INTENTS } from "../../domain/after-sale/after-sale-requests";
import { afterSaleTexts } from "../../domain/after-sale/after-sale-texts";
import type { FormReply } from "../../domain/shared/form-contract";
import { provideTestAuth, requestHeaders } from "../../server/platform/auth/test-support/test-auth";
import { installSettings, settings, type ShopSettings } from "../../server/platform/env";
import { orderRequests, orders, users } from "../../server/platform/db/schema";
import { provideTestDatabase } from "../../server/platform/db/test-support/test-database";
import { afterSaleFilesDir } from "../../server/shop/after-sale/request-files";
import { placeOrder } from "../../server/shop/orders/place-order";
import { checkoutForm, insertProduct } from "../../server/shop/orders/test-fixtures";
import { loader as photoLoader } from "./order-request.files.$requestId.$index";
import { action, loader } from "./order-request";

// The member's request page (issue 36, decision 104): only the order's member, only what the
// order allows now, photos stored with the request and removed with a refusal, and served to
// the member and staff only.
const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);
const NO_CAPS = { unpaidOrders: 1_000, unpaidUnitsPerProduct: 1_000, ordersPerHour: 1_000 };

let original: ShopSettings;
let dataDir: string;
let owner: { cookie: string; userId: string };
let stranger: { cookie: string; userId: string };
let admin: { cookie: string; userId: string };

const signUp = (address: string) => testAuth.signedUp(address, { name: "ส้ม" });

beforeAll(async () => {
  original = settings();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "order-request-"));
  installSettings({ ...original, dataDir });
  owner = await signUp("10.36.0.1");
  stranger = await signUp("10.36.0.2");
  admin = await signUp("10.36.0.3");
  await testDb.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.userId));
});
afterAll(async () => {
  installSettings(original);
  await rm(dataDir, { recursive: true, force: true });
});

/** An unpaid PromptPay order of two units of a two-shade lipstick; `slipWaiting` as if a slip had been sent. */
async function orderOf(userId: string, slipWaiting = false) {
  const lip = await insertProduct(testDb.db, { price: 300_00, stock: 5, colors: ["Ruby", "Rosewood"] });
  const placed = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: 2 }]), new Date(), NO_CAPS);
  if (!placed.ok) throw new Error(JSON.stringify(placed));
  if (slipWaiting) await testDb.db.update(orders).set({ paymentStatus: "pending" }).where(eq(orders.id, placed.value.id));
  const [row] = await testDb.db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, placed.value.id));
  return { id: placed.value.id, orderNumber: row!.orderNumber };
}

const url = (query: string) => `http://shop.test/order-request?${query}`;

/** The loader's answer: its status and data, or where it redirected. */
async function open(query: string, cookie?: string) {
  const request = new Request(url(query), { headers: requestHeaders("10.36.1.1", cookie ? { cookie } : {}) });
  try {
    const answer = (await loader({ request, params: {}, context: {} } as Parameters<typeof loader>[0])) as unknown as {
      data: { page: unknown; view: { kind: string } | null };
      init: { status?: number } | null;
    };
    return { status: answer.init?.status ?? 200, view: answer.data.view };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    throw thrown;
  }
}

/** Posts the form as a browser would (multipart), answering the redirect or the refusal. */
async function post(query: string, cookie: string, fields: Record<string, string>, photos: Blob[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append("photos", photo, "photo.png");
  const request = new Request(url(query), { method: "POST", body: form, headers: requestHeaders("10.36.1.2", { cookie }) });
  try {
    const answer = (await action({ request, params: {}, context: {} } as Parameters<typeof action>[0])) as unknown as {
      data: FormReply;
      init: { status?: number } | null;
    };
    return { status: answer.init?.status ?? 200, reply: answer.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location"), cookie: thrown.headers.get("set-cookie") };
    throw thrown;
  }
}

const photo = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 40, height: 40, channels: 3, background: "#c02040" } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: "image/png" },
  );

async function storedPhotos() {
  try {
    return await readdir(afterSaleFilesDir(dataDir));
  } catch {
    return [];
  }
}

async function requestsOf(orderId: string) {
  return testDb.db.select().from(orderRequests).where(eq(orderRequests.orderId, orderId));
}

describe("GET /order-request", () => {
  it("sends a guest to sign in, gives another member and a missing number the order page's 404, and the owner only what the order allows", async () => {
    const order = await orderOf(owner.userId);
    const guest = await open(`order=${order.orderNumber}&kind=change-address`);
    expect(guest.status).toBe(302);
    expect(guest.location).toBe(`/auth?redirectTo=${encodeURIComponent(`/order-request?order=${order.orderNumber}&kind=change-address`)}`);
    expect(await open(`order=${order.orderNumber}&kind=change-address`, stranger.cookie)).toMatchObject({ status: 404, view: null });
    // Staff answer requests in the back-office; they never ask on a member's behalf.
    expect(await open(`order=${order.orderNumber}&kind=change-address`, admin.cookie)).toMatchObject({ status: 404, view: null });
    expect(await open(`order=ORDER-ZZZZZZZZZ&kind=cancel`, owner.cookie)).toMatchObject({ status: 404 });
    expect(await open(`order=${order.orderNumber}&kind=change-address`, owner.cookie)).toMatchObject({
      status: 200,
      view: { kind: "request", requestKind: "change-address" },
    });
    // Unpaid: cancelled at once on the order page, not asked; not delivered: nothing to return.
    for (const kind of ["cancel", "return", "nonsense"]) {
      expect(await open(`order=${order.orderNumber}&kind=${kind}`, owner.cookie), kind).toMatchObject({ status: 409, view: { kind: "not-allowed" } });
    }
  });
});

describe("POST /order-request", () => {
  it("sends an address change back to the order page with a notice, the request opened on its timeline", async () => {
    const order = await orderOf(owner.userId);
    const sent = await post(`order=${order.orderNumber}&kind=change-address`, owner.cookie, {
      intent: AFTER_SALE_INTENTS.request,
      kind: "change-address",
      firstName: "ส้ม",
      lastName: "โอ",
      phone: "081-234-5678",
      address: "1 ถนนนิมมานเหมินท์ สุเทพ เมืองเชียงใหม่",
      city: "เชียงใหม่",
      postalCode: "50200",
      details: "ย้ายไปทำงานที่เชียงใหม่",
    });
    expect(sent).toMatchObject({ status: 302, location: `/orders/${order.orderNumber}` });
    expect(sent.cookie).toContain("shop_notice=after-sale-request-sent");
    const [request] = await requestsOf(order.id);
    expect(request).toMatchObject({ kind: "change-address", status: "open", address: { city: "เชียงใหม่", phone: "0812345678", postalCode: "50200" } });
    // One running request at a time: the page now refuses a second.
    expect(await open(`order=${order.orderNumber}&kind=change-shade`, owner.cookie)).toMatchObject({ status: 409 });
  });

  it("answers a refused form in the form with what was sent, and keeps none of its photos", async () => {
    const order = await orderOf(owner.userId);
    const before = await storedPhotos();
    const wrong = await post(`order=${order.orderNumber}&kind=change-address`, owner.cookie, {
      intent: AFTER_SALE_INTENTS.request,
      kind: "change-address",
      firstName: "ส้ม",
      lastName: "โอ",
      phone: "081-234-5678",
      address: "1 ถนนนิมมานเหมินท์",
      city: "เชียงใหม่",
      postalCode: "502",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.reply).toMatchObject({ ok: false, intent: AFTER_SALE_INTENTS.request, field: "postalCode", values: { city: "เชียงใหม่", postalCode: "502" } });
    // Unpaid: a cancellation is not asked for (the order page cancels it at once); the photo goes with the refusal.
    const refusedCancel = await post(
      `order=${order.orderNumber}&kind=cancel`,
      owner.cookie,
      { intent: AFTER_SALE_INTENTS.request, kind: "cancel", reason: "other" },
      [await photo()],
    );
    expect(refusedCancel).toMatchObject({ status: 409, reply: { ok: false, message: afterSaleTexts.cancelNowHint, values: { reason: "other" } } });
    expect(await storedPhotos()).toEqual(before);
    // Another member's order: the same 404 as a missing one.
    const other = await post(`order=${order.orderNumber}&kind=change-address`, stranger.cookie, {
      intent: AFTER_SALE_INTENTS.request,
      kind: "cancel",
      reason: "other",
    });
    expect(other).toMatchObject({ status: 404, reply: { ok: false, message: afterSaleTexts.orderNotFound } });
    expect(await requestsOf(order.id)).toEqual([]);
  });

  it("keeps a request's photo private: the member and staff see it, another member and a guest get a 404", async () => {
    const order = await orderOf(owner.userId, true);
    const sent = await post(
      `order=${order.orderNumber}&kind=cancel`,
      owner.cookie,
      { intent: AFTER_SALE_INTENTS.request, kind: "cancel", reason: "ordered-wrong" },
      [await photo()],
    );
    expect(sent).toMatchObject({ status: 302, location: `/orders/${order.orderNumber}` });
    const [request] = await requestsOf(order.id);
    expect(request!.photos).toHaveLength(1);

    const get = async (index: string, cookie?: string, requestId = request!.id) => {
      const at = new Request(`http://shop.test/order-request/files/${requestId}/${index}`, { headers: requestHeaders("10.36.1.3", cookie ? { cookie } : {}) });
      try {
        return (await photoLoader({ request: at, params: { requestId, index }, context: {} } as Parameters<typeof photoLoader>[0])) as Response;
      } catch (thrown) {
        return { status: (thrown as { init: { status: number } }).init.status, headers: new Headers() };
      }
    };
    for (const cookie of [owner.cookie, admin.cookie]) {
      const file = await get("0", cookie);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("cache-control")).toBe("private, no-store");
      expect(file.headers.get("content-security-policy")).toContain("default-src 'none'");
    }
    expect((await get("0", stranger.cookie)).status).toBe(404);
    expect((await get("0")).status).toBe(404);
    expect((await get("1", owner.cookie)).status).toBe(404);
    expect((await get("x", owner.cookie)).status).toBe(404);
    expect((await get("0", owner.cookie, "not-a-uuid")).status).toBe(404);
  });
});
