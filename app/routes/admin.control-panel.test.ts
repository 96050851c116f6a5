import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { provideTestAuth, requestHeaders } from "../../server/platform/auth/test-support/test-auth";
import { contentBlocks, flashSales, heroSlides, siteConfig } from "../../server/platform/db/schema";
import { insertProduct } from "../../server/shop/orders/test-fixtures";
import { provideTestDatabase } from "../../server/platform/db/test-support/test-database";
import * as contentBlocksRoute from "./admin.control-panel.content-blocks";
import * as heroRoute from "./admin.control-panel.hero";
import * as promotionsRoute from "./admin.control-panel.promotions";
import * as imagesRoute from "./admin.control-panel.images";
import * as productsRoute from "./admin.control-panel.products";
import * as profileRoute from "./admin.control-panel.profile";
import { controlPanelTexts } from "../../domain/admin/control-panel-texts";

// Decision 044: the Control Panel is for admins only, checked on the server for every read and
// write; the spec would let any signed-in user rewrite the shop.
const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);

const ROUTES = {
  "/admin/control-panel/profile": profileRoute,
  "/admin/control-panel/products": productsRoute,
  "/admin/control-panel/content-blocks": contentBlocksRoute,
  "/admin/control-panel/images": imagesRoute,
  "/admin/control-panel/hero": heroRoute,
  "/admin/control-panel/promotions": promotionsRoute,
} as const;
type Path = keyof typeof ROUTES;

const cookies: { guest: string; member: string; admin: string } = { guest: "", member: "", admin: "" };

beforeAll(async () => {
  cookies.member = await testAuth.signedUpCookie("10.44.0.1", "user");
  cookies.admin = await testAuth.signedUpCookie("10.44.0.2", "admin");
});

function call(path: Path, cookie: string, body?: URLSearchParams) {
  const headers = requestHeaders("10.44.1.1", cookie ? { cookie } : {});
  if (body) headers.set("content-type", "application/x-www-form-urlencoded");
  const request = new Request(`http://shop.test${path}`, body ? { method: "POST", headers, body } : { headers });
  const args = { request, params: {}, context: {} } as never;
  const route = ROUTES[path] as { loader: (args: never) => Promise<unknown>; action?: (args: never) => Promise<unknown> };
  return (body ? route.action!(args) : route.loader(args)) as Promise<Response>;
}

/** A thrown redirect or an answer, as a Response either way (a form reply, React Router's data(), as the fetcher gets it). */
async function answer(promise: Promise<Response>): Promise<Response> {
  try {
    const answered: unknown = await promise;
    if (answered instanceof Response) return answered;
    const { data, init } = answered as { data: unknown; init?: { status?: number } | null };
    return Response.json(data, { status: init?.status ?? 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // React Router's data() refusals (400 for a form no dialog sends).
    if (thrown && typeof thrown === "object" && "init" in thrown) return new Response(null, { status: (thrown as { init: { status: number } }).init.status });
    throw thrown;
  }
}

/** Forms that would change something if they got through. */
const WRITES: Partial<Record<Path, URLSearchParams>> = {
  "/admin/control-panel/profile": new URLSearchParams({ intent: "save", key: "brand_name", value: "Hijacked" }),
  "/admin/control-panel/products": new URLSearchParams({ intent: "update", id: randomUUID(), name: "Hijacked", price: "1" }),
  "/admin/control-panel/content-blocks": new URLSearchParams({ intent: "create", title: "Hijacked", content: "x" }),
  "/admin/control-panel/images": new URLSearchParams({ intent: "delete", id: randomUUID() }),
  "/admin/control-panel/hero": new URLSearchParams({ intent: "create", slideType: "text", title: "Hijacked" }),
  "/admin/control-panel/promotions": new URLSearchParams({
    intent: "create",
    productId: randomUUID(),
    salePrice: "1",
    startTime: "2026-01-01T00:00",
    endTime: "2099-01-01T00:00",
  }),
};

describe("Control Panel routes: admins only, for every read and write", () => {
  it.each(Object.keys(ROUTES) as Path[])("%s: a guest goes to /auth, a member home with the notice, on reads and writes", async (path) => {
    for (const body of [undefined, ...(WRITES[path] ? [WRITES[path]] : [])]) {
      const guest = await answer(call(path, "", body));
      expect(guest.status).toBe(302);
      expect(guest.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
      const member = await answer(call(path, cookies.member, body));
      expect(member.status).toBe(302);
      expect(member.headers.get("location")).toBe("/");
      expect(member.headers.get("set-cookie")).toMatch(/^shop_notice=access-denied/);
    }
    expect(await testDb.db.select().from(siteConfig).where(eq(siteConfig.configValue, "Hijacked"))).toEqual([]);
    expect(await testDb.db.select().from(contentBlocks).where(eq(contentBlocks.title, "Hijacked"))).toEqual([]);
    expect(await testDb.db.select().from(heroSlides).where(eq(heroSlides.title, "Hijacked"))).toEqual([]);
  });

  it.each(Object.keys(ROUTES) as Path[])("%s: the admin reads it as JSON, never cached", async (path) => {
    const response = await answer(call(path, cookies.admin));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(typeof (await response.json())).toBe("object");
  });

  it("the admin's save answers the spec's toast; a bad form is a 4xx with its reason", async () => {
    const saved = await answer(
      call("/admin/control-panel/profile", cookies.admin, new URLSearchParams({ intent: "save", key: "tagline", value: "ลิปสวยทุกวัน" })),
    );
    expect(await saved.json()).toEqual({ ok: true, intent: "save", message: "บันทึกการตั้งค่า tagline เรียบร้อยแล้ว" });
    const unknownKey = await answer(call("/admin/control-panel/profile", cookies.admin, new URLSearchParams({ intent: "save", key: "payment_promptpay" })));
    expect(unknownKey.status).toBe(400);
    const noContent = await answer(call("/admin/control-panel/content-blocks", cookies.admin, new URLSearchParams({ intent: "create", title: "หัวข้อ" })));
    expect(noContent.status).toBe(400);
    expect(await noContent.json()).toMatchObject({ ok: false, field: "content" });
  });

  it("a refused panel form answers the one form contract: every field's error and what was sent", async () => {
    const refused = await answer(
      call("/admin/control-panel/content-blocks", cookies.admin, new URLSearchParams({ intent: "create", title: "", content: "", sortOrder: "x" })),
    );
    expect(refused.status).toBe(400);
    const reply = (await refused.json()) as {
      ok: boolean;
      intent: string;
      field: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };
    expect(reply).toMatchObject({ ok: false, intent: "create", field: "title", values: { title: "", content: "", sortOrder: "x" } });
    expect(Object.keys(reply.fieldErrors)).toEqual(expect.arrayContaining(["title", "content"]));
  });

  it("a panel form posted without scripts goes back to its page with the saved notice, or gets its refusal as a page", async () => {
    const post = (fields: Record<string, string>) => {
      const headers = requestHeaders("10.44.1.2", {
        cookie: cookies.admin,
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-mode": "navigate",
        referer: "http://shop.test/lip?tab=1",
      });
      const request = new Request("http://shop.test/admin/control-panel/profile", {
        method: "POST",
        headers,
        body: new URLSearchParams(fields),
      });
      return answer(profileRoute.action({ request, params: {}, context: {} } as never) as Promise<Response>);
    };
    const saved = await post({ intent: "save", key: "tagline", value: "ลิปสวยทุกวัน" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/lip?tab=1");
    expect(saved.headers.get("set-cookie")).toMatch(/^shop_notice=content-saved/);
    const refused = await post({ intent: "save", key: "brand_name", value: "  " });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-type")).toContain("text/html");
    expect(await refused.text()).toContain('href="/lip?tab=1"');
  });

  it("Hero Section: the admin adds a text slide (title required, spec §5), edits and deletes it on the hero editor's functions", async () => {
    const post = (fields: Record<string, string>) => answer(call("/admin/control-panel/hero", cookies.admin, new URLSearchParams(fields)));
    const untitled = await post({ intent: "create", slideType: "text", title: "", subtitle: "x" });
    expect(untitled.status).toBe(400);
    expect(await untitled.json()).toMatchObject({ ok: false, field: "title" });
    const created = await post({
      intent: "create",
      slideType: "text",
      title: "ลิปใหม่",
      subtitle: "",
      sortOrder: "0",
      autoplayInterval: "5000",
      isActive: "on",
    });
    expect(await created.json()).toEqual({ ok: true, intent: "create", message: controlPanelTexts.heroSlideSaved });
    const [slide] = await testDb.db.select().from(heroSlides).where(eq(heroSlides.title, "ลิปใหม่"));
    expect(slide).toMatchObject({ slideType: "text", isActive: true, autoplayInterval: 5000 });
    const image = await post({
      intent: "update",
      id: slide!.id,
      slideType: "image",
      title: "ลิปใหม่",
      mediaUrl: "https://evil.example/x.png",
      isActive: "on",
    });
    expect(image.status).toBe(400);
    const deleted = await post({ intent: "delete", id: slide!.id });
    expect(await deleted.json()).toEqual({ ok: true, intent: "delete", message: controlPanelTexts.heroSlideDeleted });
    expect(await testDb.db.select().from(heroSlides).where(eq(heroSlides.id, slide!.id))).toEqual([]);
  });

  it("Promotions: the admin makes a flash sale from a product and edits its price, under the promotions manager's rules", async () => {
    const post = (fields: Record<string, string>) => answer(call("/admin/control-panel/promotions", cookies.admin, new URLSearchParams(fields)));
    const product = await insertProduct(testDb.db, { price: 30000, stock: 10 });
    const window = { startTime: "2026-01-01T09:00", endTime: "2099-01-01T09:00" };
    // The spec's control panel forgot that a sale must be cheaper; the shop does not.
    const dearer = await post({ intent: "create", productId: product.id, salePrice: "300", ...window });
    expect(dearer.status).toBe(400);
    expect(await dearer.json()).toMatchObject({ ok: false, field: "salePrice" });
    const created = await post({ intent: "create", productId: product.id, salePrice: "", ...window });
    expect(await created.json()).toEqual({ ok: true, intent: "create", message: "บันทึก Flash Sale เรียบร้อยแล้ว" });
    const [sale] = await testDb.db.select().from(flashSales).where(eq(flashSales.productId, product.id));
    expect(sale).toMatchObject({ originalPrice: 30000, salePrice: 24000, isActive: true });
    const listed = (await (await answer(call("/admin/control-panel/promotions", cookies.admin))).json()) as {
      flashSales: { id: string; state: string }[];
    };
    expect(listed.flashSales.find((row) => row.id === sale!.id)?.state).toBe("active");
    const edited = await post({ intent: "update", id: sale!.id, salePrice: "199", ...window });
    expect(await edited.json()).toEqual({ ok: true, intent: "update", message: "บันทึก Flash Sale เรียบร้อยแล้ว" });
    expect((await testDb.db.select().from(flashSales).where(eq(flashSales.id, sale!.id)))[0]?.salePrice).toBe(19900);
  });
});
