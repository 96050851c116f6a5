import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAfterSaleTexts as x } from "../../domain/admin/admin-after-sale-texts";
import { afterSaleTexts as t } from "../../domain/after-sale/after-sale-texts";
import { provideTestAuth } from "../../server/platform/auth/test-support/test-auth";
import { orderRequests, refunds } from "../../server/platform/db/schema";
import { provideTestDatabase } from "../../server/platform/db/test-support/test-database";
import { deliveredOrder } from "../../server/shop/admin/test-fixtures";
import { stockOf } from "../../server/shop/orders/test-fixtures";
import { routeAnswer, routeCalls } from "../../server/platform/http/test-support/route-answers";
import * as route from "./admin.after-sale";

// Issue 36: the staff's after-sale queue through its route — each step's form as the browser posts
// it (the decision by the button pressed, per-line counts, the refund as multipart), refusals in
// Thai for the dialog, and nobody but staff reading or writing.
const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);
const cookies = { member: "", admin: "" };

beforeAll(async () => {
  cookies.member = await testAuth.signedUpCookie("10.36.0.1", "user", "ฝน");
  cookies.admin = await testAuth.signedUpCookie("10.36.0.2", "admin", "ฝน");
});

const calls = routeCalls(route as unknown as Parameters<typeof routeCalls>[0], "http://shop.test/admin/after-sale", "10.36.1.1");
const post = calls.post;
const load = (cookie: string, search = "") => calls.load(cookie, search) as ReturnType<typeof route.loader>;
/** A returned or thrown answer as status, location and body. */
const outcome = routeAnswer;

const statusOf = async (requestId: string) =>
  (await testDb.db.select({ status: orderRequests.status }).from(orderRequests).where(eq(orderRequests.id, requestId)))[0]?.status;

describe("/admin/after-sale", () => {
  it("is for staff only: a member or a guest neither reads nor writes it", async () => {
    const { requestId } = await deliveredOrder(testDb.db, { quantity: 1, returning: 1 });
    for (const cookie of [cookies.member, ""]) {
      const expectRefused = (answer: { status: number; location?: string | null }) => {
        expect(answer.status).toBe(302);
        if (cookie) expect(answer.location).toBe("/");
        else expect(answer.location).toMatch(/^\/auth\?redirectTo=/);
      };
      expectRefused(await outcome(load(cookie, `?request=${requestId}`)));
      expectRefused(await outcome(post(cookie, "", new URLSearchParams({ intent: "decide", decision: "approve", requestId: requestId!, note: "" }))));
    }
    expect(await statusOf(requestId!)).toBe("open");
  });

  it("takes a return through the decision, the parcel and the refund as the dialog's forms post them", async () => {
    const { order, item, requestId } = await deliveredOrder(testDb.db, { quantity: 2, returning: 2 });
    const search = `?q=${order.orderNumber}&status=all&request=${requestId}`;
    const shown = (await load(cookies.admin, search)) as Awaited<ReturnType<typeof route.loader>>;
    expect(shown.detail?.request.id).toBe(requestId);
    expect(shown.status).toBe("all");

    // Asking for more without a note: refused beside the note, in Thai.
    const ask = await outcome(post(cookies.admin, search, new URLSearchParams({ intent: "decide", decision: "ask", requestId: requestId!, note: "" })));
    expect(ask).toMatchObject({ status: 400, data: { ok: false, intent: "decide", field: "note", message: t.noteRequired } });
    const approved = await outcome(
      post(cookies.admin, search, new URLSearchParams({ intent: "decide", decision: "approve", requestId: requestId!, note: "" })),
    );
    // Back to the list, its search and status kept, the dialog closed.
    expect(approved).toMatchObject({ status: 302, location: `/admin/after-sale?status=all&q=${order.orderNumber}` });
    expect(await statusOf(requestId!)).toBe("approved");

    const receive = (restock: string, writeOff: string) =>
      new URLSearchParams({ intent: "receive", requestId: requestId!, note: "", [`restock:${item.id}`]: restock, [`writeoff:${item.id}`]: writeOff });
    expect(await outcome(post(cookies.admin, search, receive("หนึ่ง", "0")))).toMatchObject({ status: 422, data: { message: x.countsInvalid } });
    expect(await outcome(post(cookies.admin, search, receive("1", "0")))).toMatchObject({
      status: 422,
      data: { field: `restock:${item.id}`, message: t.receiveCountsWrong(`${item.productName} (${item.colorName})`, 2) },
    });
    const before = await stockOf(testDb.db, item.productId!);
    expect(await outcome(post(cookies.admin, search, receive("1", "1")))).toMatchObject({ status: 302 });
    expect(await stockOf(testDb.db, item.productId!)).toBe(before! + 1);

    // The refund as the multipart dialog sends it (no slip chosen: an empty file part).
    const refund = new FormData();
    for (const [name, value] of Object.entries({
      intent: "refund",
      orderId: order.id,
      requestId: requestId!,
      amount: "400.00",
      method: "promptpay",
      reference: "",
      note: "",
    }))
      refund.set(name, value);
    refund.set("slip", new File([], ""), "");
    expect(await outcome(post(cookies.admin, search, refund))).toMatchObject({ status: 422, data: { field: "reference", message: t.refundReferenceRequired } });
    refund.set("reference", "REF-36");
    expect(await outcome(post(cookies.admin, search, refund))).toMatchObject({ status: 302, cookie: expect.stringContaining("refund-recorded") });
    expect(await statusOf(requestId!)).toBe("closed");
  });

  it("refunds an order without a request and goes back to the order's page", async () => {
    const { order } = await deliveredOrder(testDb.db, { quantity: 1 });
    const answer = await outcome(
      post(
        cookies.admin,
        `?q=${order.orderNumber}&status=all&refund-order=${order.id}`,
        new URLSearchParams({ intent: "refund", orderId: order.id, requestId: "", amount: "50", method: "cash", reference: "", note: "ร้านยกเลิกเอง" }),
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: `/admin-orders/${order.orderNumber}` });
    const [row] = await testDb.db.select({ amount: refunds.amount, requestId: refunds.requestId }).from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toEqual({ amount: 50_00, requestId: null });
  });
});
