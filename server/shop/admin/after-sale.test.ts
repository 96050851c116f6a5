import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAfterSaleTexts } from "../../../domain/admin/admin-after-sale-texts";
import { afterSaleTexts } from "../../../domain/after-sale/after-sale-texts";
import { refundSchema } from "../../../domain/after-sale/after-sale-requests";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { smallGif } from "../../platform/media/test-support/sample-files";
import { decideRequest, receiveReturn } from "../after-sale/staff-requests";
import { orders } from "../../platform/db/schema";
import { insertAdmin } from "../members/test-fixtures";
import { stockOf } from "../orders/test-fixtures";
import { deliveredOrder } from "./test-fixtures";
import { loadAfterSaleQueue, recordStaffRefund, staffOrderAfterSale } from "./after-sale";
import { listAuditLog } from "./audit-log";
import { loadOrderDetail } from "./orders";

const testDb = provideTestDatabase();
let slipsDir: string;
beforeAll(async () => {
  slipsDir = await mkdtemp(path.join(tmpdir(), "after-sale-slips-"));
});
afterAll(async () => {
  await rm(slipsDir, { recursive: true, force: true });
});

const refundOf = (orderId: string, requestId: string | null, amount: string, extra: Record<string, string> = {}) => {
  const parsed = refundSchema.safeParse({ orderId, requestId: requestId ?? "", amount, method: "promptpay", reference: "", note: "", ...extra });
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data;
};

const queueRequest = (query: string) => new Request(`http://shop.test/admin/after-sale${query}`);
const slipFile = async () => new File([new Uint8Array(await smallGif())], "slip.gif", { type: "image/gif" });

describe("the staff's side of a return", () => {
  it("queues the request, shows its detail, takes it through approve and receive, and refunds it with its slip; the order's page lists the request and the refund", async () => {
    const db = testDb.db;
    const admin = await insertAdmin(db);
    const { order, item, requestId: opened } = await deliveredOrder(db, { quantity: 2, returning: 1 });
    const requestId = opened!;
    const productId = item.productId!;

    // Running by default, searched by the order's number; the dialog's detail read beside it.
    const queue = await loadAfterSaleQueue(db, queueRequest(`?q=${order.orderNumber}&request=${requestId}`));
    expect(queue.status).toBe("running");
    expect(queue.list.rows.map((row) => row.id)).toEqual([requestId]);
    expect(queue.detail?.request.details).toBe("ไม่ถูกใจสี");
    expect(queue.dialogMissing).toBe(false);
    // A status the screen does not offer reads as running; a request that is not there says so.
    expect((await loadAfterSaleQueue(db, queueRequest(`?q=${order.orderNumber}&status=bogus`))).status).toBe("running");
    expect((await loadAfterSaleQueue(db, queueRequest(`?request=${crypto.randomUUID()}`))).dialogMissing).toBe(true);

    expect(await decideRequest(db, admin, { decision: "approve", requestId, note: "" })).toEqual({ ok: true });
    const before = await stockOf(db, productId);
    expect(await receiveReturn(db, admin, { requestId, note: "" }, [{ itemId: item.id, restock: 1, writeOff: 0 }])).toEqual({ ok: true });
    expect(await stockOf(db, productId)).toBe(before! + 1);

    // Waiting for its money: the order itself cannot be refunded beside it.
    const waiting = await staffOrderAfterSale(db, order.id);
    expect(waiting?.refundable).toBe(false);
    expect(await recordStaffRefund(db, admin, refundOf(order.id, null, "10"), [], slipsDir)).toMatchObject({
      ok: false,
      message: adminAfterSaleTexts.refundThroughRequest,
    });

    // Above what is left: refused, and the slip stored for it removed again.
    const tooMuch = await recordStaffRefund(db, admin, refundOf(order.id, requestId, "99999"), [await slipFile()], slipsDir);
    expect(tooMuch).toMatchObject({ ok: false, field: "amount" });
    expect(await readdir(slipsDir)).toEqual([]);
    expect(await recordStaffRefund(db, admin, refundOf(order.id, requestId, "200"), [await slipFile(), await slipFile()], slipsDir)).toMatchObject({
      ok: false,
      field: "slip",
    });

    const refunded = await recordStaffRefund(db, admin, refundOf(order.id, requestId, "200", { note: "โอนคืนแล้ว" }), [await slipFile()], slipsDir);
    expect(refunded).toEqual({ ok: true, value: { orderNumber: order.orderNumber } });
    expect(await readdir(slipsDir)).toHaveLength(1);

    const closed = await loadAfterSaleQueue(db, queueRequest(`?q=${order.orderNumber}`));
    expect(closed.list.rows).toEqual([]);
    const all = await loadAfterSaleQueue(db, queueRequest(`?q=${order.orderNumber}&status=all`));
    expect(all.list.rows.map((row) => row.status)).toEqual(["closed"]);

    const detail = await loadOrderDetail(db, admin.id, order.orderNumber);
    expect(detail?.afterSale).toMatchObject({
      paid: order.totalAmount,
      refundedAmount: 200_00,
      left: order.totalAmount - 200_00,
      refundable: true,
      requests: [{ id: requestId, kind: "return", status: "closed" }],
      refunds: [{ amount: 200_00, method: "promptpay", note: "โอนคืนแล้ว", refundedByEmail: admin.email }],
    });
    expect(detail?.afterSale?.refunds[0]?.slipUrl).toMatch(/^\/order-request\/refund-slips\//);
    // /admin/audit, searched by the order's number, says each step in Thai (member's and staff's alike).
    const audit = (await listAuditLog(db, { q: order.orderNumber, page: 1 })).rows.map((row) => row.sentence);
    const a = afterSaleTexts.audit;
    expect(audit).toEqual(
      expect.arrayContaining([
        a.opened("มาลี หลังการขาย", afterSaleTexts.kinds.return, order.orderNumber),
        expect.stringContaining(a.decided("", afterSaleTexts.approve, afterSaleTexts.kinds.return, order.orderNumber).slice("แอดมิน ".length + 1)),
        expect.stringContaining(`รับสินค้าคืนของคำสั่งซื้อ ${order.orderNumber} (เข้าสต็อก 1 ชิ้น ตัดจำหน่าย 0 ชิ้น)`),
        expect.stringContaining(`คืนเงิน ฿200 ให้คำสั่งซื้อ ${order.orderNumber} (${afterSaleTexts.refundMethods.promptpay})`),
      ]),
    );
    // The order's timeline says the refund in Thai.
    expect(detail?.timeline.map((entry) => entry.text)).toContain(adminAfterSaleTexts.orderTimeline.refunded("฿200", afterSaleTexts.refundMethods.promptpay));
  });

  it("refunds an order without a request (staff cancelled a paid order) up to what is left, and then offers no more", async () => {
    const db = testDb.db;
    const admin = await insertAdmin(db);
    const { order } = await deliveredOrder(db, { quantity: 1 });
    expect((await staffOrderAfterSale(db, order.id))?.refundable).toBe(true);
    const refunded = await recordStaffRefund(db, admin, refundOf(order.id, null, String(order.totalAmount / 100), { method: "cash" }), [], slipsDir);
    expect(refunded).toEqual({ ok: true, value: { orderNumber: order.orderNumber } });
    const after = await staffOrderAfterSale(db, order.id);
    expect(after).toMatchObject({ left: 0, refundable: false, requests: [] });
    const [row] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe("refunded");
    // An order that is not there.
    expect(await staffOrderAfterSale(db, crypto.randomUUID())).toBeNull();
    expect(await recordStaffRefund(db, admin, refundOf(crypto.randomUUID(), null, "1"), [], slipsDir)).toMatchObject({ ok: false, status: 404 });
  });
});
