import { expectMapping } from "../../../domain/shared/test-support/expect-mapping";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrivatePath } from "./cacheable-pages";
import { privatePages } from "./private-pages";
import { installShopRegistry } from "../../shop-registry";
import { request, startPageServer } from "./test-support/page-server";
import { SIGNED_IN_PAGES } from "./test-support/redirect-bypasses";

// The shop's private pages are registered at start-up (decision 060).
installShopRegistry();

describe("private pages", () => {
  let server: Awaited<ReturnType<typeof startPageServer>>;
  beforeAll(async () => {
    server = await startPageServer(privatePages, (req, res) => {
      // A route may choose its own caching (public data under /api).
      if (req.path === "/api/thai-address") res.setHeader("Cache-Control", "public, max-age=3600");
      res.status(200).type("html").send("<p>page</p>");
    });
  });
  afterAll(() => server.close());

  it("sends every account, checkout and back-office page with private, no-store", async () => {
    for (const path of [...SIGNED_IN_PAGES, "/reset-password?token=x", "/auth", "/profile.data", "/api/auth/get-session", "/checkout"]) {
      const page = await request(`${server.url}${path}`);
      expect(page.headers["cache-control"], path).toBe("private, no-store");
    }
  });

  it("sends every answer to a member (a shop cookie or Authorization) with private, no-store: pages and their data", async () => {
    const personal: Record<string, string>[] = [
      { cookie: "shop.session_token=abc.def" },
      { cookie: "theme=dark; __Secure-shop.session_token=abc" },
      { cookie: "shop_notice=x" },
      { authorization: "Bearer abc" },
    ];
    for (const headers of personal) {
      for (const path of [
        "/",
        "/_.data",
        "/_.data?_routes=root",
        "/products",
        "/products.data",
        "/products/glossy-red.data?_routes=root,routes/product",
        "/contact.data",
        "/media/x.webp",
      ]) {
        const page = await request(`${server.url}${path}`, { headers });
        expect(page.headers["cache-control"], `${path} ${JSON.stringify(headers)}`).toBe("private, no-store");
      }
      // A route's own choice still wins (public data is the same for everyone).
      expect((await request(`${server.url}/api/thai-address`, { headers })).headers["cache-control"]).toBe("public, max-age=3600");
    }
  });

  it("leaves a guest's storefront pages and their data alone, whatever other cookies they carry", async () => {
    for (const path of ["/", "/_.data", "/products.data", "/products/glossy-red.data"]) {
      expect(
        (await request(`${server.url}${path}`, { headers: { cookie: "theme=dark; _ga=GA1.1; shopping=1" } })).headers["cache-control"],
        path,
      ).toBeUndefined();
    }
  });

  it("leaves storefront pages, files and a route's own choice alone", async () => {
    for (const path of ["/", "/products", "/products/glossy-red", "/contact", "/media/x.webp", "/assets/app.js", "/profiles-of-lipstick"]) {
      expect((await request(`${server.url}${path}`)).headers["cache-control"], path).toBeUndefined();
    }
    expect((await request(`${server.url}/api/thai-address`)).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("reads the same list as the page cache", () =>
    expectMapping(isPrivatePath, [
      ["/payment-anything", true],
      ["/admin-orders/1", true],
      ["/media/avatar.webp", false],
      ["/reviews", false],
    ]));
});
