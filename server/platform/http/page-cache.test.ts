import { expectEvery, expectMapping } from "../../../domain/shared/test-support/expect-mapping";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Request, Response } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hasPersonalCookie, isStorefrontPagePath, normaliseQuery } from "./cacheable-pages";
import { MAX_PAGE_LIFETIME_MS, PageCache, preferredEncoding } from "./page-cache";
import { privatePages } from "./private-pages";
import { installShopRegistry } from "../../shop-registry";
import { request, startPageServer, streamHtml } from "./test-support/page-server";

// The shop's private pages are registered at start-up (decision 060).
installShopRegistry();

/** Every render is counted and numbered, so a test can tell a fresh page from a kept one. */
let renders: string[] = [];
/** The Cookie header each render saw. */
let renderedWithCookies: (string | undefined)[] = [];
let renderDelayMs = 0;
let boundaryMs: number | null = null;

function render(req: Request, res: Response) {
  renders.push(req.originalUrl);
  renderedWithCookies.push(req.headers.cookie);
  const html = `<!DOCTYPE html><html lang="th"><body><h1>หน้า ${req.originalUrl}</h1><p>render ${renders.length}</p>${"<p>สินค้า</p>".repeat(300)}</body></html>`;
  const respond = () => {
    if (req.path === "/missing") return void res.status(404).type("html").send("<h1>ไม่พบสินค้า</h1>");
    if (req.path === "/json-feed") return void res.json({ render: renders.length });
    if (req.path === "/with-cookie") res.cookie("shop_notice", "access-denied");
    if (req.path === "/private-page") res.setHeader("Cache-Control", "private, no-store");
    if (req.path === "/varies") res.setHeader("Vary", "Accept-Language");
    if (req.method === "HEAD") return void res.status(200).type("html").end();
    streamHtml(res, html);
  };
  if (renderDelayMs > 0) setTimeout(respond, renderDelayMs);
  else respond();
}

const cache = new PageCache({ maxBytes: 1024 * 1024, msUntilNextTimeBoundary: async () => boundaryMs });
let server: Awaited<ReturnType<typeof startPageServer>>;

beforeAll(async () => {
  // In the shop's order (shop-app.ts): private-pages marks personal answers the cache passes by.
  server = await startPageServer([privatePages, cache.middleware], render);
});
afterAll(() => server.close());
beforeEach(() => {
  cache.setActive(true);
  renders = [];
  renderedWithCookies = [];
  renderDelayMs = 0;
  boundaryMs = null;
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => request(server.url + path, { headers, method });

describe("the anonymous page cache", () => {
  it("renders a guest's first visit, then answers from memory with the same page", async () => {
    const first = await get("/products");
    expect(first.headers["x-shop-cache"]).toBe("miss");
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=30$/);
    const second = await get("/products");
    expect(second.status).toBe(200);
    expect(second.headers["x-shop-cache"]).toBe("hit");
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
    expect(second.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(second.text).toBe(first.text);
    expect(renders).toEqual(["/products"]);
  });

  it.each([
    ["a one-shot notice", "shop_notice=access-denied"],
    ["a session and a one-shot notice", "shop.session_token=abc.def; shop_notice=signed-in"],
    ["the benchmark's opt-out", "theme=dark; shop_bench_nocache=1"],
  ])("always renders for a request with %s, and marks it private, no-store", async (_label, cookie) => {
    await get("/");
    const personal = await get("/", { cookie });
    expect(personal.headers["x-shop-cache"]).toBe("bypass");
    expect(personal.headers["cache-control"]).toBe("private, no-store");
    expect(renders).toEqual(["/", "/"]);
  });

  describe("signed-in shoppers (decision 051)", () => {
    const marked = (page: string) => page.replace("<html", '<html data-member-shell=""');

    it.each([
      ["a Better Auth session", "shop.session_token=abc.def"],
      ["a secure Better Auth session", "__Secure-shop.session_token=abc.def; theme=dark"],
    ])("get the guests' page from memory with %s, marked as a member shell and private", async (_label, cookie) => {
      const guest = await get("/products");
      const member = await get("/products", { cookie });
      expect(member.headers["x-shop-cache"]).toBe("hit");
      expect(member.headers["cache-control"]).toBe("private, no-store");
      expect(member.headers.vary).toBe("Accept-Encoding, Cookie");
      expect(member.headers.etag).toBeUndefined();
      expect(member.text).toBe(marked(guest.text));
      expect(renders).toEqual(["/products"]);
    });

    it("on a miss, the page is rendered as a guest's, kept for guests, and marked only on its way to the member", async () => {
      const member = await get("/promotions", { cookie: "theme=dark; shop.session_token=abc.def" });
      expect(member.headers["x-shop-cache"]).toBe("miss");
      expect(member.headers["cache-control"]).toBe("private, no-store");
      expect(member.text).toMatch(/^<!DOCTYPE html><html data-member-shell="" lang="th">/);
      expect(renderedWithCookies).toEqual(["theme=dark"]);
      const guest = await get("/promotions");
      expect(guest.headers["x-shop-cache"]).toBe("hit");
      expect(guest.text).not.toContain("data-member-shell");
      expect(marked(guest.text)).toBe(member.text);
    });

    it("get compressed copies of the marked page, and guests never get those", async () => {
      await get("/reviews");
      const brotli = await request(`${server.url}/reviews`, { headers: { "accept-encoding": "br", cookie: "shop.session_token=abc" } });
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(brotli.body).toString()).toContain('<html data-member-shell=""');
      const gzip = await request(`${server.url}/reviews`, { headers: { "accept-encoding": "gzip", cookie: "shop.session_token=abc" } });
      expect(gunzipSync(gzip.body).toString()).toContain('<html data-member-shell=""');
      const guest = await request(`${server.url}/reviews`, { headers: { "accept-encoding": "br" } });
      expect(brotliDecompressSync(guest.body).toString()).not.toContain("data-member-shell");
    });
  });

  it("never keeps or serves a page for a request with an Authorization header", async () => {
    await get("/");
    const personal = await get("/", { authorization: "Bearer abc" });
    expect(personal.headers["x-shop-cache"]).toBe("bypass");
    expect(personal.headers["cache-control"]).toBe("private, no-store");
    expect(renders).toEqual(["/", "/"]);
  });

  it("ignores cookies that are not the shop's", async () => {
    await get("/", { cookie: "theme=dark" });
    expect((await get("/", { cookie: "theme=dark; _ga=GA1.1" })).headers["x-shop-cache"]).toBe("hit");
  });

  it.each([
    "/auth",
    "/admin-products",
    "/admin/hero",
    "/api/events",
    "/media/x.webp",
    "/profile",
    "/checkout",
    "/payment-success",
    "/products.data",
    "/_.data",
    "/_.data?_routes=root",
    "/a/b/c",
  ])("never caches %s", async (path) => {
    await get(path);
    expect((await get(path)).headers["x-shop-cache"]).toBe("bypass");
    expect(renders).toHaveLength(2);
  });

  it("never keeps responses that set cookies, are not 200 HTML, are private or vary", async () => {
    for (const path of ["/with-cookie", "/missing", "/json-feed", "/private-page", "/varies"]) {
      const first = await get(path);
      expect(first.headers["x-shop-cache"]).toBe("miss");
      expect(first.headers["cache-control"] ?? "").not.toMatch(/public/);
      expect((await get(path)).headers["x-shop-cache"]).toBe("miss");
    }
    expect(renders).toHaveLength(10);
  });

  it("does not cache other methods", async () => {
    await get("/contact", {}, "POST");
    const again = await get("/contact", {}, "POST");
    expect(again.headers["x-shop-cache"]).toBeUndefined();
    expect(renders).toHaveLength(2);
  });

  it("answers HEAD from a page a GET filled", async () => {
    expect((await get("/reviews", {}, "HEAD")).headers["x-shop-cache"]).toBe("miss");
    await get("/reviews");
    const head = await get("/reviews", {}, "HEAD");
    expect(head.headers["x-shop-cache"]).toBe("hit");
    expect(head.body.length).toBe(0);
  });

  it("keys on the path and the normalised query, and renders the normalised URL", async () => {
    await get("/products?line=velvet&page=2&utm_source=line&fbclid=IwAR1");
    expect(renders).toEqual(["/products?line=velvet&page=2"]);
    expect((await get("/products?page=2&line=velvet")).headers["x-shop-cache"]).toBe("hit");
    expect((await get("/products?fbclid=other&page=2&line=velvet")).headers["x-shop-cache"]).toBe("hit");
    expect((await get("/products?line=glossy&page=2")).headers["x-shop-cache"]).toBe("miss");
    expect((await get("/products")).headers["x-shop-cache"]).toBe("miss");
    expect(renders).toHaveLength(3);
  });

  it("keeps pages apart per host, so a forged Host header cannot poison other shoppers' page", async () => {
    await get("/contact");
    const forged = await get("/contact", { host: "evil.example" });
    expect(forged.headers["x-shop-cache"]).toBe("miss");
    expect((await get("/contact")).headers["x-shop-cache"]).toBe("hit");
    expect(renders).toHaveLength(2);
  });

  it("serves compressed copies to clients that accept them and revalidates with the ETag", async () => {
    const plain = await get("/faq");
    const br = await get("/faq", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(plain.text);
    const gzip = await get("/faq", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(plain.text);
    const etag = String(br.headers.etag);
    const revalidated = await get("/faq", { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(renders).toHaveLength(1);
  });

  it("forgets every page when told the data changed", async () => {
    await get("/");
    cache.invalidate();
    const after = await get("/");
    expect(after.headers["x-shop-cache"]).toBe("miss");
    expect(after.text).toContain("render 2");
  });

  it("does not keep a page whose render began before a change", async () => {
    renderDelayMs = 100;
    const slow = get("/promotions");
    await new Promise((resolve) => setTimeout(resolve, 30));
    cache.invalidate();
    await slow;
    renderDelayMs = 0;
    expect((await get("/promotions")).headers["x-shop-cache"]).toBe("miss");
  });

  it("renders a page once for many simultaneous guests", async () => {
    renderDelayMs = 150;
    const responses = await Promise.all(Array.from({ length: 6 }, () => get("/lipstick-info")));
    expect(renders).toEqual(["/lipstick-info"]);
    expect(new Set(responses.map((response) => response.text)).size).toBe(1);
    expect(responses.filter((response) => response.headers["x-shop-cache"] === "hit")).toHaveLength(5);
  });

  it("serves nothing from memory while changes cannot be heard", async () => {
    await get("/terms");
    cache.setActive(false);
    expect((await get("/terms")).headers["x-shop-cache"]).toBe("bypass");
    cache.setActive(true);
    expect((await get("/terms")).headers["x-shop-cache"]).toBe("miss");
  });

  it("keeps no page past the next flash-sale start or end", async () => {
    boundaryMs = 5_000;
    const soon = Date.now() + 5_000;
    expect(await cache.expiryForRenderStartingNow()).toBeGreaterThanOrEqual(soon - 50);
    expect(await cache.expiryForRenderStartingNow()).toBeLessThanOrEqual(soon + 50);
    cache.invalidate();
    boundaryMs = null;
    const capped = await cache.expiryForRenderStartingNow();
    expect(capped - Date.now()).toBeGreaterThan(MAX_PAGE_LIFETIME_MS - 1_000);
    expect(capped - Date.now()).toBeLessThanOrEqual(MAX_PAGE_LIFETIME_MS);
    const first = await get("/");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
  });

  it("does not keep a page when a boundary is now", async () => {
    boundaryMs = 0;
    await get("/privacy");
    expect((await get("/privacy")).headers["x-shop-cache"]).toBe("miss");
  });
});

describe("the cacheable-page rules", () => {
  it("covers storefront pages, including ones added later, and nothing private", () => {
    expectEvery(
      isStorefrontPagePath,
      [
        "/",
        "/products",
        "/products/velvet-rose",
        "/product/0b7c",
        "/promotions",
        "/reviews",
        "/cart",
        "/contact",
        "/faq",
        "/lipstick-info",
        "/privacy",
        "/terms",
        "/glossy-velvet",
        "/authentic-red",
      ],
      true,
    );
    expectEvery(
      isStorefrontPagePath,
      [
        "/auth",
        "/reset-password",
        "/dashboard",
        "/profile",
        "/payment-settings",
        "/payment-confirmation",
        "/add-payment-method",
        "/checkout",
        "/thank-you",
        "/admin-dashboard",
        "/admin/flash-sales",
        "/api/auth/session",
        "/media/demo/a.webp",
        "/sign-out",
        "/robots.txt",
        "/products/x.data",
        "/_.data",
        "/products/.data",
        "/__manifest",
        "/a/b",
      ],
      false,
    );
  });

  it("treats only the shop's own cookies as personal", () => {
    expectMapping(hasPersonalCookie, [
      [undefined, false],
      ["theme=dark; _ga=1", false],
      ["shopping=1", false],
      ["a=1; shop.session_token=x", true],
      ["__Host-shop.x=1", true],
      ["shop_notice=access-denied", true],
    ]);
  });

  it("normalises the query", () =>
    expectMapping(normaliseQuery, [
      ["", ""],
      ["?utm_source=fb&fbclid=1", ""],
      ["?b=2&a=1&a=0", "?a=1&a=0&b=2"],
      ["?q=ลิป สี", "?q=%E0%B8%A5%E0%B8%B4%E0%B8%9B+%E0%B8%AA%E0%B8%B5"],
    ]));

  it("prefers brotli, then gzip, and respects q=0", () => {
    expectMapping(preferredEncoding, [
      [undefined, "identity"],
      ["gzip, deflate, br, zstd", "br"],
      ["br;q=0, gzip", "gzip"],
      ["deflate", "identity"],
    ]);
  });
});
