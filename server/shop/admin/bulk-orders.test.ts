import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminOrderTexts } from "../../../domain/admin/admin-order-texts";
import { parseForm } from "../../../domain/shared/form-contract";
import { bulkProcessingSchema, bulkShipSchema } from "../../../domain/admin/admin-bulk-orders";
import { ORDER_STATUS_LABELS } from "../../../domain/orders/order-status";
import { adminAuditLog, contactInfo, orders } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin, insertMember, insertOrder } from "../members/test-fixtures";
import { CONFIRMED_UNPAID } from "../orders/test-fixtures";
import { loadSelectedOrders, moveSelectedToProcessing, shipSelected } from "./bulk-orders";
import { moveOrder } from "./order-moves";
import { ordersCsv } from "./orders";
import { loadShippingLabels } from "./shipping-labels";

const testDb = provideTestDatabase();
const b = adminOrderTexts.bulk;

async function threeOrders(status: "pending" | "processing" = "pending") {
  const member = await insertMember(testDb.db);
  const made = [];
  for (let index = 0; index < 3; index++) made.push(await insertOrder(testDb.db, member, { subtotal: 300_00, status, quantities: [1, 2] }));
  return made;
}

const statusesOf = async (ids: string[]) =>
  new Map((await testDb.db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids))).map((row) => [row.id, row.status]));

const auditRows = (ids: string[]) => testDb.db.select().from(adminAuditLog).where(inArray(adminAuditLog.entityId, ids));

async function csvText(stream: ReadableStream<Uint8Array>) {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(await new Response(stream).arrayBuffer()));
}

describe("bulk work on the orders list", () => {
  it("moves each selected order to processing with its own audit row; an order moved meanwhile is refused alone, with its reason", async () => {
    const admin = await insertAdmin(testDb.db);
    const [first, stale, third] = await threeOrders();
    // Another admin packed this one after the list was read.
    await moveOrder(testDb.db, admin, stale!.id, { to: "processing", expectedStatus: "pending", ...CONFIRMED_UNPAID });
    const before = (await auditRows([stale!.id])).length;

    const result = await moveSelectedToProcessing(testDb.db, admin, {
      orders: [first!, stale!, third!].map((order) => ({ id: order.id, expectedStatus: "pending" as const })),
      ...CONFIRMED_UNPAID,
    });

    expect(result).toEqual({
      done: 2,
      total: 3,
      failures: [{ orderNumber: stale!.orderNumber, reason: adminOrderTexts.movedMeanwhile(ORDER_STATUS_LABELS.processing) }],
    });
    expect(b.summary(result.done, result.total)).toBe("2 ของ 3 สำเร็จ");
    const statuses = await statusesOf([first!.id, third!.id]);
    expect([...statuses.values()]).toEqual(["processing", "processing"]);
    const audited = await auditRows([first!.id, third!.id]);
    expect(audited.map((row) => [row.entityId, row.action, row.actorId]).sort()).toEqual(
      [
        [first!.id, "order.status", admin.id],
        [third!.id, "order.status", admin.id],
      ].sort(),
    );
    // The refused order got no second audit row.
    expect(await auditRows([stale!.id])).toHaveLength(before);
  });

  it("ships each order with the tracking number on its own line and one carrier; a cancelled one fails alone", async () => {
    const admin = await insertAdmin(testDb.db);
    const [first, second, third] = await threeOrders("processing");
    await testDb.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, second!.id));
    const form = {
      orders: [first!, second!, third!].map((order) => ({ id: order.id, expectedStatus: "processing" })),
      carrier: "kerry",
      trackingNumbers: "ker100000001\r\n KER100000002 \n\nKER100000003\n",
      confirmUnpaid: "on",
      unpaidReason: CONFIRMED_UNPAID.unpaidReason,
    };
    const parsed = parseForm(bulkShipSchema, form);
    if (!parsed.ok) throw new Error(parsed.message);
    const shipped = await shipSelected(testDb.db, admin, parsed.value);
    expect(shipped).toEqual({
      ok: true,
      value: { done: 2, total: 3, failures: [{ orderNumber: second!.orderNumber, reason: adminOrderTexts.movedMeanwhile(ORDER_STATUS_LABELS.cancelled) }] },
    });
    const rows = await testDb.db
      .select({ id: orders.id, status: orders.status, carrier: orders.shippingCarrier, tracking: orders.trackingNumber })
      .from(orders)
      .where(inArray(orders.id, [first!.id, third!.id]));
    expect(rows.sort((x, y) => (x.tracking ?? "").localeCompare(y.tracking ?? ""))).toEqual([
      { id: first!.id, status: "shipped", carrier: "kerry", tracking: "KER100000001" },
      { id: third!.id, status: "shipped", carrier: "kerry", tracking: "KER100000003" },
    ]);
  });

  it("refuses the whole form before writing anything: a count that does not match, a bad line, a number given twice", async () => {
    const admin = await insertAdmin(testDb.db);
    const made = await threeOrders("processing");
    const selection = made.map((order) => ({ id: order.id, expectedStatus: "processing" }));
    const short = parseForm(bulkShipSchema, { orders: selection, carrier: "flash", trackingNumbers: "TH1111111111\nTH2222222222" });
    expect(short).toMatchObject({ ok: false, field: "trackingNumbers", message: b.trackingCount(2, 3) });

    const badLine = parseForm(bulkShipSchema, { orders: selection, carrier: "flash", trackingNumbers: "TH1111111111\nTH2222222222\nไม่มี" });
    if (!badLine.ok) throw new Error(badLine.message);
    expect(await shipSelected(testDb.db, admin, badLine.value)).toMatchObject({
      ok: false,
      field: "trackingNumbers",
      message: b.trackingLine(3, adminOrderTexts.trackingInvalid),
    });
    const twice = parseForm(bulkShipSchema, { orders: selection, carrier: "flash", trackingNumbers: "TH1111111111\nTH2222222222\nth 1111111111" });
    if (!twice.ok) throw new Error(twice.message);
    expect(await shipSelected(testDb.db, admin, twice.value)).toMatchObject({ ok: false, message: b.trackingLine(3, b.trackingRepeated(1)) });

    expect([...(await statusesOf(made.map((order) => order.id))).values()]).toEqual(["processing", "processing", "processing"]);
    expect(await auditRows(made.map((order) => order.id))).toHaveLength(0);
  });

  describe("an unpaid prepaid order among the selection (decision 102)", () => {
    /** One unpaid transfer order and one paid, both waiting at `status`. */
    async function unpaidAndPaid(status: "pending" | "processing") {
      const member = await insertMember(testDb.db);
      const unpaid = await insertOrder(testDb.db, member, { subtotal: 300_00, status });
      const paid = await insertOrder(testDb.db, member, { subtotal: 300_00, status, paymentStatus: "paid" });
      return { unpaid: unpaid!, paid: paid! };
    }
    const auditedAfter = async (id: string) => (await auditRows([id])).map((row) => row.after);

    it("moves to processing only the paid one without the dialog's confirmation; the unpaid one fails alone, naming itself", async () => {
      const admin = await insertAdmin(testDb.db);
      const { unpaid, paid } = await unpaidAndPaid("pending");
      const selection = [unpaid, paid].map((order) => ({ id: order.id, expectedStatus: "pending" as const }));
      const result = await moveSelectedToProcessing(testDb.db, admin, { orders: selection });
      expect(result).toEqual({
        done: 1,
        total: 2,
        failures: [{ orderNumber: unpaid.orderNumber, reason: adminOrderTexts.unpaidNotConfirmed(unpaid.orderNumber) }],
      });
      expect(b.summary(result.done, result.total)).toBe("1 ของ 2 สำเร็จ");
      expect(await statusesOf([unpaid.id, paid.id])).toEqual(
        new Map([
          [unpaid.id, "pending"],
          [paid.id, "processing"],
        ]),
      );
      expect(await auditRows([unpaid.id])).toHaveLength(0);

      // With the box ticked and a reason, the unpaid one moves too, its audit row keeping the reason.
      const confirmed = await moveSelectedToProcessing(testDb.db, admin, { orders: [selection[0]!], ...CONFIRMED_UNPAID });
      expect(confirmed).toEqual({ done: 1, total: 1, failures: [] });
      expect(await auditedAfter(unpaid.id)).toEqual([
        { status: "processing", paymentStatus: "unpaid", unpaidConfirmed: true, unpaidReason: CONFIRMED_UNPAID.unpaidReason },
      ]);
      expect(await auditedAfter(paid.id)).toEqual([{ status: "processing", paymentStatus: "paid" }]);
    });

    it("ships 1 of 2 without the confirmation and 2 of 2 with it; the confirmation is recorded only on the unpaid one", async () => {
      const admin = await insertAdmin(testDb.db);
      const { unpaid, paid } = await unpaidAndPaid("processing");
      const form = (extra: Record<string, string>) => {
        const parsed = parseForm(bulkShipSchema, {
          orders: [unpaid, paid].map((order) => ({ id: order.id, expectedStatus: "processing" })),
          carrier: "flash",
          trackingNumbers: "TH7000000001\nTH7000000002",
          ...extra,
        });
        if (!parsed.ok) throw new Error(parsed.message);
        return parsed.value;
      };
      expect(await shipSelected(testDb.db, admin, form({}))).toEqual({
        ok: true,
        value: { done: 1, total: 2, failures: [{ orderNumber: unpaid.orderNumber, reason: adminOrderTexts.unpaidNotConfirmed(unpaid.orderNumber) }] },
      });
      expect(await statusesOf([unpaid.id, paid.id])).toEqual(
        new Map([
          [unpaid.id, "processing"],
          [paid.id, "shipped"],
        ]),
      );
      expect(await auditRows([unpaid.id])).toHaveLength(0);

      // The same selection again, confirmed: the paid one is refused as shipped meanwhile, the unpaid one ships.
      const again = await shipSelected(testDb.db, admin, form({ confirmUnpaid: "on", unpaidReason: "ลูกค้าประจำ โอนทุกครั้ง" }));
      expect(again).toEqual({
        ok: true,
        value: { done: 1, total: 2, failures: [{ orderNumber: paid.orderNumber, reason: adminOrderTexts.movedMeanwhile(ORDER_STATUS_LABELS.shipped) }] },
      });
      expect(await auditedAfter(unpaid.id)).toEqual([
        {
          status: "shipped",
          paymentStatus: "unpaid",
          carrier: "flash",
          trackingNumber: "TH7000000001",
          unpaidConfirmed: true,
          unpaidReason: "ลูกค้าประจำ โอนทุกครั้ง",
        },
      ]);

      // Two fresh ones, confirmed at once: 2 of 2.
      const fresh = await unpaidAndPaid("processing");
      const both = parseForm(bulkShipSchema, {
        orders: [fresh.unpaid, fresh.paid].map((order) => ({ id: order.id, expectedStatus: "processing" })),
        carrier: "flash",
        trackingNumbers: "TH7000000003\nTH7000000004",
        confirmUnpaid: "on",
        unpaidReason: CONFIRMED_UNPAID.unpaidReason,
      });
      if (!both.ok) throw new Error(both.message);
      expect(await shipSelected(testDb.db, admin, both.value)).toEqual({ ok: true, value: { done: 2, total: 2, failures: [] } });
      expect((await auditedAfter(fresh.unpaid.id))[0]).toMatchObject({ unpaidConfirmed: true, unpaidReason: CONFIRMED_UNPAID.unpaidReason });
      expect((await auditedAfter(fresh.paid.id))[0]).not.toHaveProperty("unpaidConfirmed");
    });

    it("refuses a ticked box without a reason as a whole form, before anything moves", () => {
      const selection = [{ id: "00000000-0000-4000-8000-000000000001", expectedStatus: "pending" }];
      expect(parseForm(bulkProcessingSchema, { orders: selection, confirmUnpaid: "on", unpaidReason: "  " })).toMatchObject({
        ok: false,
        field: "unpaidReason",
        message: adminOrderTexts.unpaidReasonRequired,
      });
      expect(
        parseForm(bulkShipSchema, { orders: selection, carrier: "kerry", trackingNumbers: "KER100000001", confirmUnpaid: "on", unpaidReason: "" }),
      ).toMatchObject({
        ok: false,
        field: "unpaidReason",
        message: adminOrderTexts.unpaidReasonRequired,
      });
    });
  });

  it("reads the selected orders in the order they were ticked, leaving out ids that are gone", async () => {
    const [first, second] = await threeOrders();
    const rows = await loadSelectedOrders(testDb.db, [second!.id, "00000000-0000-4000-8000-000000000000", first!.id]);
    expect(rows.map((row) => row.orderNumber)).toEqual([second!.orderNumber, first!.orderNumber]);
  });
});

describe("shipping labels", () => {
  it("name the shop as sender, the receiver, the pieces, the order number as a barcode, and the cash to collect only on an unpaid COD order", async () => {
    await testDb.db
      .insert(contactInfo)
      .values({ email: "shop@test.example", phone: "02-000-0000", address: "1 ถนนพระราม 9 กรุงเทพฯ 10310", workingHours: "" })
      .onConflictDoUpdate({ target: contactInfo.singleton, set: { phone: "02-000-0000", address: "1 ถนนพระราม 9 กรุงเทพฯ 10310" } });
    const [transfer, cod, codPaid] = await threeOrders();
    await testDb.db
      .update(orders)
      .set({ paymentMethod: "cod" })
      .where(inArray(orders.id, [cod!.id, codPaid!.id]));
    await testDb.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, codPaid!.id));

    const { sender, labels } = await loadShippingLabels(testDb.db, [cod!.id, transfer!.id, codPaid!.id]);
    expect(sender).toMatchObject({ phone: "02-000-0000", address: "1 ถนนพระราม 9 กรุงเทพฯ 10310" });
    expect(sender.name).not.toBe("");
    expect(labels.map((label) => [label.orderNumber, label.codAmount, label.pieces])).toEqual([
      [cod!.orderNumber, 300_00, 3],
      [transfer!.orderNumber, null, 3],
      [codPaid!.orderNumber, null, 3],
    ]);
    expect(labels[0]!.receiver).toEqual({ name: "สมหญิง ใจดี", address: "99/1 ถนนสุขุมวิท", cityAndPostcode: "กรุงเทพมหานคร 10110", phone: "0812345678" });
    for (const label of labels) expect(label.barcodeSvg).toMatch(/^<svg [^>]*viewBox="[^"]+"[^>]*>[\s\S]*<path [\s\S]*<\/svg>\s*$/);
    expect(labels[0]!.barcodeSvg).not.toBe(labels[1]!.barcodeSvg);
  });
});

describe("the CSV of the ticked orders", () => {
  it("holds only those, with the items, the address and phone, the COD amount, the tracking number and the shipped time in Bangkok", async () => {
    const admin = await insertAdmin(testDb.db);
    const [cod, shipped, notTicked] = await threeOrders("processing");
    await testDb.db.update(orders).set({ paymentMethod: "cod" }).where(eq(orders.id, cod!.id));
    await moveOrder(
      testDb.db,
      admin,
      shipped!.id,
      { to: "shipped", expectedStatus: "processing", carrier: "kerry", trackingNumber: "KER555555555", ...CONFIRMED_UNPAID },
      new Date("2026-11-20T17:30:00Z"),
    );
    const text = await csvText(ordersCsv(testDb.db, { q: "", page: 1 }, [cod!.id, shipped!.id]));
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(`\uFEFF${adminOrderTexts.csvHeader.join(",")}`);
    expect(lines).toHaveLength(3);
    expect(text).not.toContain(notTicked!.orderNumber);
    const codLine = lines.find((line) => line.startsWith(cod!.orderNumber))!;
    expect(codLine).toContain(",0812345678,99/1 ถนนสุขุมวิท กรุงเทพมหานคร 10110,Velvet Lip (ปกติ) × 1; Velvet Lip (ปกติ) × 2,3,300.00,300.00,");
    const shippedLine = lines.find((line) => line.startsWith(shipped!.orderNumber))!;
    // 17:30 UTC on the 20th is 00:30 on the 21st in Bangkok.
    expect(shippedLine).toMatch(/,300\.00,,.*,Kerry Express,KER555555555,21 พ\.ย\. 2569 00:30$/);
    // A selection of none is an empty file, not the whole list.
    expect((await csvText(ordersCsv(testDb.db, { q: "", page: 1 }, []))).trimEnd().split("\r\n")).toHaveLength(1);
  });
});
