import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminOfferTexts } from "../../domain/admin/admin-offer-texts";
import { OFFER_INTENTS } from "../../domain/admin/admin-offers";
import { provideTestAuth, requestHeaders } from "../../server/platform/auth/test-support/test-auth";
import { adminAuditLog, promotions } from "../../server/platform/db/schema";
import { provideTestDatabase } from "../../server/platform/db/test-support/test-database";
import { insertProduct } from "../../server/shop/orders/test-fixtures";
import * as promotionsRoute from "./admin.promotions";
import * as usesRoute from "./admin.promotions.$promotionId.uses";

// Issue 35: the promotions tab through its route — the admin's forms as the browser posts
// them, the file of a promotion's uses, and nobody else reading or writing either.
const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);
const m = adminOfferTexts;

const cookies = { member: "", admin: "" };

beforeAll(async () => {
  cookies.member = await testAuth.signedUpCookie("10.35.0.1", "user", "ฝน");
  cookies.admin = await testAuth.signedUpCookie("10.35.0.2", "admin", "ฝน");
});

const URL_ = "http://shop.test/admin/promotions?tab=offers&q=&page=1";

function post(cookie: string, fields: [string, string][]) {
  const request = new Request(URL_, {
    method: "POST",
    headers: requestHeaders("10.35.1.1", { ...(cookie ? { cookie } : {}), "content-type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams(fields),
  });
  return promotionsRoute.action({ request, params: {}, context: {} } as Parameters<typeof promotionsRoute.action>[0]);
}

function load(cookie: string, search = "?tab=offers") {
  const request = new Request(`http://shop.test/admin/promotions${search}`, { headers: requestHeaders("10.35.1.1", cookie ? { cookie } : {}) });
  return promotionsRoute.loader({ request, params: {}, context: {} } as Parameters<typeof promotionsRoute.loader>[0]);
}

function download(cookie: string, promotionId: string) {
  const request = new Request(`http://shop.test/admin/promotions/${promotionId}/uses`, { headers: requestHeaders("10.35.1.1", cookie ? { cookie } : {}) });
  return usesRoute.loader({ request, params: { promotionId }, context: {} } as Parameters<typeof usesRoute.loader>[0]);
}

/** A returned or thrown answer as status, location and body. */
async function outcome(run: Promise<unknown>) {
  try {
    const answer = await run;
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location"), response: answer };
    const { data, init } = answer as { data: unknown; init?: { status?: number } | null };
    return { status: init?.status ?? 200, data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location"), cookie: thrown.headers.get("set-cookie") };
    if (thrown && typeof thrown === "object" && "init" in thrown) return { status: (thrown as { init: { status: number } }).init.status };
    throw thrown;
  }
}

const form = (fields: Record<string, string>): [string, string][] =>
  Object.entries({
    intent: OFFER_INTENTS.create,
    title: "ซื้อครบรับส่วนลด",
    description: "",
    code: "",
    rewardType: "tiers",
    "tiers.0.minSpend": "500",
    "tiers.0.amount": "50",
    "tiers.1.minSpend": "1,000",
    "tiers.1.amount": "120",
    startsAt: "2026-12-01T09:00",
    endsAt: "2099-12-31T23:59",
    combinable: "on",
    ...fields,
  });

describe("/admin/promotions, the promotions and codes tab", () => {
  it("is the first tab: the list, and the dialog's choices only while a dialog is open", async () => {
    const shown = (await load(cookies.admin, "")) as { tab: string; data: { choices: unknown; list: { rows: unknown[] } } };
    expect(shown.tab).toBe("offers");
    expect(shown.data.choices).toBeNull();
    const creating = (await load(cookies.admin, "?tab=offers&new=1")) as { data: { creating: boolean; choices: { products: unknown[] } } };
    expect(creating.data.creating).toBe(true);
    expect(Array.isArray(creating.data.choices.products)).toBe(true);
  });

  it("creates a promotion from the dialog as the browser posts it: ticked boxes, tier rows, a code typed in lower case", async () => {
    const product = await insertProduct(testDb.db);
    const code = `tier${randomUUID().slice(0, 6)}`;
    const saved = await outcome(post(cookies.admin, form({ code, [`product.${product.id}`]: "on" })));
    expect(saved).toMatchObject({ status: 302, location: "/admin/promotions?tab=offers" });
    const [row] = await testDb.db.select().from(promotions).where(eq(promotions.code, code.toUpperCase()));
    expect(row).toMatchObject({
      title: "ซื้อครบรับส่วนลด",
      rewardType: "tiers",
      tiers: [
        { minSpend: 500_00, amount: 50_00 },
        { minSpend: 1000_00, amount: 120_00 },
      ],
      productIds: [product.id],
      categoryIds: null,
      status: "active",
      combinable: true,
    });
    expect(await testDb.db.select({ action: adminAuditLog.action }).from(adminAuditLog).where(eq(adminAuditLog.entityId, row!.id))).toEqual([
      { action: "promotion.create" },
    ]);

    // The same code again: refused beside its field in Thai, with what was sent.
    const again = await outcome(post(cookies.admin, form({ code: code.toUpperCase(), title: "ซ้ำ" })));
    expect(again).toMatchObject({
      status: 409,
      data: { ok: false, intent: OFFER_INTENTS.create, field: "code", message: "โค้ดนี้มีอยู่แล้ว", values: { title: "ซ้ำ" } },
    });
    // A bad form: every field's own error at once.
    const refused = await outcome(post(cookies.admin, form({ title: "", "tiers.1.amount": "40" })));
    expect(refused).toMatchObject({
      status: 400,
      data: { field: "title", fieldErrors: { title: m.titleRequired, tiers: m.tierNotIncreasing(2) } },
    });

    // Pause, duplicate and end from the row's buttons.
    const id = row!.id;
    const press = (intent: string) =>
      outcome(
        post(cookies.admin, [
          ["intent", intent],
          ["id", id],
        ]),
      );
    expect(await press(OFFER_INTENTS.pause)).toMatchObject({ status: 302 });
    expect(await press(OFFER_INTENTS.pause)).toMatchObject({
      status: 409,
      data: { intent: OFFER_INTENTS.pause, message: m.notActive },
    });
    expect(await press(OFFER_INTENTS.duplicate)).toMatchObject({ status: 302 });
    expect(await press(OFFER_INTENTS.end)).toMatchObject({ status: 302 });
    expect((await testDb.db.select({ status: promotions.status }).from(promotions).where(eq(promotions.id, id)))[0]?.status).toBe("ended");
  });

  it("downloads a promotion's uses as CSV for the admin, never cached; an unknown one is a 404", async () => {
    const [row] = await testDb.db
      .insert(promotions)
      .values({ title: "ลด ฿50", code: `FILE${randomUUID().slice(0, 6).toUpperCase()}`, rewardType: "amount", amount: 50_00 })
      .returning();
    const answered = await outcome(download(cookies.admin, row!.id));
    expect(answered.status).toBe(200);
    const response = (answered as { response: Response }).response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="promotion-${row!.code}-[0-9]{4}-[0-9]{2}-[0-9]{2}\\.csv"$`));
    expect((await response.text()).trim()).toBe(m.csvHeader.join(","));
    expect(await outcome(download(cookies.admin, randomUUID()))).toMatchObject({ status: 404 });
    expect(await outcome(download(cookies.admin, "not-an-id"))).toMatchObject({ status: 404 });
  });

  it("refuses a member and a guest everything: the list, every write and the file, writing nothing", async () => {
    const [row] = await testDb.db.insert(promotions).values({ title: "ของแอดมิน", rewardType: "freeShipping" }).returning();
    for (const cookie of [cookies.member, ""]) {
      const member = cookie !== "";
      const expectRefused = (answer: { status: number; location?: string | null }) => {
        expect(answer.status).toBe(302);
        if (member) expect(answer.location).toBe("/");
        else expect(answer.location).toMatch(/^\/auth\?redirectTo=/);
      };
      expectRefused(await outcome(load(cookie)));
      expectRefused(await outcome(download(cookie, row!.id)));
      expectRefused(await outcome(post(cookie, form({ title: "แอบสร้าง" }))));
      for (const intent of [OFFER_INTENTS.pause, OFFER_INTENTS.duplicate, OFFER_INTENTS.end])
        expectRefused(
          await outcome(
            post(cookie, [
              ["intent", intent],
              ["id", row!.id],
            ]),
          ),
        );
    }
    expect(await testDb.db.select().from(promotions).where(eq(promotions.title, "แอบสร้าง"))).toEqual([]);
    expect(await testDb.db.select().from(promotions).where(eq(promotions.title, "ของแอดมิน (สำเนา)"))).toEqual([]);
    expect((await testDb.db.select({ status: promotions.status }).from(promotions).where(eq(promotions.id, row!.id)))[0]?.status).toBe("active");
    expect(await testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, row!.id))).toEqual([]);
  });
});
