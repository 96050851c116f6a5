import { expectMapping } from "../../../domain/shared/test-support/expect-mapping";
import type { NextFunction, Request, Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commonTexts } from "../../../domain/shared/common-texts";
import { checkWriteOrigin, sameOriginWrites } from "./same-origin-writes";
import { request, startPageServer } from "./test-support/page-server";

const SHOP = "https://shop.example";

describe("checkWriteOrigin", () => {
  const check = (headers: Parameters<typeof checkWriteOrigin>[0]) => checkWriteOrigin(headers, [SHOP, "http://127.0.0.1:3000"]).allowed;

  it("lets the shop's own pages through, by Origin or (without it) by Referer", () => {
    expectMapping(check, [
      [{ origin: SHOP }, true],
      [{ origin: "http://127.0.0.1:3000" }, true],
      [{ referer: `${SHOP}/profile?tab=orders` }, true],
      [{ "sec-fetch-site": "same-origin" }, true],
    ]);
    // Typed into the address bar or sent by a script that is not a browser: nobody's cookies ride along.
    expect(check({ "sec-fetch-site": "none" })).toBe(true);
    expect(check({})).toBe(true);
  });

  it("refuses other sites, whichever header names them", () => {
    for (const origin of [
      "http://evil.example",
      "https://shop.example.evil.example",
      "http://shop.example",
      "https://shop.example:444",
      "null",
      "",
      "not a url",
      "https://shop.example@evil.example",
    ]) {
      expect(check({ origin }), origin).toBe(false);
    }
    // Origin decides when present, even with a same-origin Referer.
    expectMapping(check, [
      [{ origin: "http://evil.example", referer: `${SHOP}/` }, false],
      [{ referer: "http://evil.example/shop.example" }, false],
      [{ referer: "garbage" }, false],
      [{ "sec-fetch-site": "cross-site" }, false],
      [{ "sec-fetch-site": "same-site" }, false],
    ]);
  });
});

describe("sameOriginWrites", () => {
  let server: Awaited<ReturnType<typeof startPageServer>>;
  beforeAll(async () => {
    server = await startPageServer(sameOriginWrites(SHOP), (req, res) => {
      res.status(200).type("text/plain").send(`handled ${req.method}`);
    });
  });
  // The same behind a proxy the shop trusts (TRUST_PROXY): Express then believes X-Forwarded-Host.
  let trustingServer: Awaited<ReturnType<typeof startPageServer>>;
  beforeAll(async () => {
    const trustProxy = (req: Request, _res: Response, next: NextFunction) => {
      req.app.set("trust proxy", true);
      next();
    };
    trustingServer = await startPageServer([trustProxy, sameOriginWrites(SHOP)], (req, res) => {
      res.status(200).type("text/plain").send(`handled ${req.method}`);
    });
  });
  afterAll(() => Promise.all([server.close(), trustingServer.close()]));

  it("answers 403 with the Thai message before any handler runs, for every state-changing method", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const page = await request(`${server.url}/sign-out`, { method, headers: { origin: "http://evil.example" } });
      expect(page.status, method).toBe(403);
      expect(page.text).toBe(commonTexts.crossSiteRequestRefused);
      expect(page.headers["content-type"]).toMatch(/^text\/plain; charset=utf-8/);

      const api = await request(`${server.url}/api/auth/sign-out`, { method, headers: { origin: "http://evil.example" } });
      expect(api.status).toBe(403);
      expect(JSON.parse(api.text)).toEqual({ code: "CROSS_SITE_REQUEST", message: commonTexts.crossSiteRequestRefused });
    }
  });

  it("never takes the Host header for the shop's origin: a proxy forwarding any Host cannot let another site in (issue 21)", async () => {
    const evil = "http://evil.example";
    const variants: Record<string, string>[] = [
      { host: "evil.example", origin: evil },
      { host: "evil.example", referer: `${evil}/win-a-prize` },
      // Express reads X-Forwarded-Host for req.host once a proxy is trusted.
      { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http", origin: evil },
    ];
    for (const headers of variants) {
      for (const target of [server, trustingServer]) {
        const answer = await request(`${target.url}/sign-out`, { method: "POST", headers });
        expect(answer.status, JSON.stringify(headers)).toBe(403);
        expect(answer.text).toBe(commonTexts.crossSiteRequestRefused);
      }
    }
    // The public origin still passes whatever Host the proxy sends along.
    expect((await request(`${trustingServer.url}/sign-out`, { method: "POST", headers: { host: "internal:3000", origin: SHOP } })).text).toBe("handled POST");
  });

  it("leaves reads alone, and writes from the shop's public origin or the address it was reached at", async () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect((await request(`${server.url}/sign-out`, { method, headers: { origin: "http://evil.example" } })).status).toBe(200);
    }
    expect((await request(`${server.url}/sign-out`, { method: "POST", headers: { origin: SHOP } })).text).toBe("handled POST");
    // The socket's own address (a LAN address in development, an instance beside its balancer).
    expect((await request(`${server.url}/sign-out`, { method: "POST", headers: { origin: server.url } })).text).toBe("handled POST");
    expect((await request(`${server.url}/sign-out`, { method: "POST", headers: { origin: server.url, host: "evil.example" } })).text).toBe("handled POST");
    expect((await request(`${server.url}/sign-out`, { method: "POST", headers: { referer: `${server.url}/profile` } })).text).toBe("handled POST");
    expect((await request(`${server.url}/sign-out`, { method: "POST" })).text).toBe("handled POST");
  });
});
