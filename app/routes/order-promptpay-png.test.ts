import { parse } from "promptparse";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { promptPayAmountText } from "../../domain/payments/promptpay";
import { provideTestAuth, requestHeaders } from "../../server/platform/auth/test-support/test-auth";
import { siteConfig } from "../../server/platform/db/schema";
import { demoSiteConfig } from "../../server/shop/demo/demo-catalogue";
import { provideTestDatabase } from "../../server/platform/db/test-support/test-database";
import { cancelOrder } from "../../server/shop/orders/cancel-order";
import { placeOrder } from "../../server/shop/orders/place-order";
import { checkoutForm, insertProduct } from "../../server/shop/orders/test-fixtures";
import { readSlipQr } from "../../server/shop/payments/slip-qr";
import { loader } from "./order-promptpay-png";

// "บันทึก QR" (decision 070): the picture a banking app scans from the photo library must carry
// the order's exact amount, and only the order's owner (or staff) may have it.
const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);

const signUp = (address: string) => testAuth.signedUp(address, { name: "มะลิ" });

let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  const payment = demoSiteConfig(() => "/media/x.webp").filter((entry) => entry.category === "payment");
  await testDb.db.insert(siteConfig).values(payment.map((entry) => ({ configKey: entry.key, configValue: entry.value, category: entry.category })));
  owner = await signUp("10.70.0.1");
  stranger = await signUp("10.70.0.2");
});

async function orderOf(userId: string, paymentMethod = "promptpay") {
  // 333.33 baht a unit: an amount with satang, so a rounded or cut amount shows.
  const lip = await insertProduct(testDb.db, { price: 333_33, stock: 5 });
  const placed = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 2 }], { paymentMethod }));
  if (!placed.ok) throw new Error(JSON.stringify(placed));
  return placed.value;
}

/** The route's answer: the Response it returns, or the status of the refusal it throws. */
async function get(orderNumber: string, cookie?: string): Promise<Response | { refusedWith: number }> {
  const request = new Request(`http://shop.test/orders/${orderNumber}/promptpay.png`, {
    headers: requestHeaders("10.70.1.1", cookie ? { cookie } : {}),
  });
  try {
    return (await loader({ request, params: { orderNumber }, context: {} } as Parameters<typeof loader>[0])) as Response;
  } catch (thrown) {
    return { refusedWith: (thrown as { init: { status: number } }).init.status };
  }
}

describe("GET /orders/<number>/promptpay.png", () => {
  it("gives the owner a PNG to save whose QR scans to the order's exact total, with a valid checksum", async () => {
    const order = await orderOf(owner.userId);
    const answer = await get(order.orderNumber, owner.cookie);
    if (!(answer instanceof Response)) throw new Error(`refused with ${answer.refusedWith}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="promptpay-${order.orderNumber}.png"`);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");

    const png = new Uint8Array(await answer.arrayBuffer());
    expect((await sharp(png).metadata()).format).toBe("png");
    const reading = await readSlipQr(png);
    if (reading.kind === "none") throw new Error("no QR found in the saved picture");
    const qr = parse(reading.payload, true);
    expect(qr?.getTagValue("54")).toBe(promptPayAmountText(order.totalAmount));
    expect(order.totalAmount % 100).not.toBe(0);
    expect(qr?.getTagValue("53")).toBe("764");
    expect(qr?.validate("63")).toBe(true);
  });

  it("answers another member, a guest and a made-up number with the same 404", async () => {
    const order = await orderOf(owner.userId);
    expect(await get(order.orderNumber, stranger.cookie)).toEqual({ refusedWith: 404 });
    expect(await get(order.orderNumber)).toEqual({ refusedWith: 404 });
    expect(await get("GV-20990101-9999", owner.cookie)).toEqual({ refusedWith: 404 });
  });

  it("has no picture once there is nothing to pay by PromptPay", async () => {
    const cancelled = await orderOf(owner.userId);
    await cancelOrder(testDb.db, cancelled.id, "ทดสอบ", "expiry");
    expect(await get(cancelled.orderNumber, owner.cookie)).toEqual({ refusedWith: 404 });
    const transfer = await orderOf(owner.userId, "bankTransfer");
    expect(await get(transfer.orderNumber, owner.cookie)).toEqual({ refusedWith: 404 });
  });
});
