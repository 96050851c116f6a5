import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import express, { type Request, type Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";
import { CSP_NONCE_HEADER, hashesOfScriptsWithNonce, LIBRARY_STYLE_HASHES, securityHeaders } from "./security-headers";
import { request, startPageServer, streamHtml } from "./test-support/page-server";
import { installShopRegistry } from "../../shop-registry";

// The shop's private pages are registered at start-up (decision 060); the page cache keeps nothing before.
installShopRegistry();

const sha256 = (source: string) => createHash("sha256").update(source).digest("base64");

/** The sources of one directive of a Content-Security-Policy header. */
function directive(policy: string | string[] | undefined, name: string): string[] {
  const entry = String(policy ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return entry?.slice(1) ?? [];
}

/** Every inline script of a page, with its nonce (if any) and the hash a browser checks. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .map(([, attributes, source]) => ({ nonce: / nonce="([^"]+)"/.exec(attributes!)?.[1], hash: sha256(source!), source: source! }));
}

// A renderer shaped like entry.server: the request's nonce on its own scripts. The text of the
// product name stands for data a shopper typed, with a script of its own.
function render(req: Request, res: Response) {
  const nonce = req.headers[CSP_NONCE_HEADER];
  const injected = "<script>alert('xss')</script>";
  streamHtml(
    res,
    `<!DOCTYPE html><html lang="th"><body><h1>ลิปสติก</h1>${injected}` +
      `<script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
      `<script type="text/x-shop-module" id="shop-hydration" nonce="${nonce}">import "/assets/root.js";</script>` +
      `<script nonce="${nonce}">(function loader() {})()</script></body></html>`,
  );
}

const cache = new PageCache({ maxBytes: 1024 * 1024, msUntilNextTimeBoundary: async () => null });
let server: Awaited<ReturnType<typeof startPageServer>>;

beforeAll(async () => {
  cache.setActive(true);
  server = await startPageServer(express.Router().use(securityHeaders(true), cache.middleware), render);
});
afterAll(() => server.close());

describe("the Content-Security-Policy", () => {
  it("allows no inline script but those carrying this response's nonce, new for every response", async () => {
    const first = await request(`${server.url}/api/anything`);
    const second = await request(`${server.url}/api/anything`);
    const [firstSources, secondSources] = [first, second].map((response) => directive(response.headers["content-security-policy"], "script-src"));
    expect(firstSources).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)]);
    expect(secondSources![1]).not.toBe(firstSources![1]);
    expect(firstSources).not.toContain("'unsafe-inline'");
    expect(directive(first.headers["content-security-policy"], "object-src")).toEqual(["'none'"]);
  });

  it("never gives two responses the same nonce, past the pool's refill", async () => {
    const nonces = new Set<string>();
    const responses = 300; // more than one fill of the nonce pool (256)
    for (let index = 0; index < responses; index += 1) {
      const response = await request(`${server.url}/api/anything`);
      const nonce = directive(response.headers["content-security-policy"], "script-src")[1]!;
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(responses);
  });

  it("lets a cached page's own scripts run by hash, and nothing that was not written with the nonce", async () => {
    const miss = await request(`${server.url}/products`);
    expect(miss.headers["x-shop-cache"]).toBe("miss");
    const missNonce = /^'nonce-(.+)'$/.exec(directive(miss.headers["content-security-policy"], "script-src")[1]!)?.[1];
    const ours = inlineScripts(miss.text).filter((script) => script.nonce === missNonce);
    expect(ours).toHaveLength(3);

    const hit = await request(`${server.url}/products`);
    expect(hit.headers["x-shop-cache"]).toBe("hit");
    const hitSources = directive(hit.headers["content-security-policy"], "script-src");
    // The first response's nonce is not reused for anyone else.
    expect(hitSources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(hitSources).not.toContain("'unsafe-inline'");
    expect(new Set(hitSources)).toEqual(new Set(["'self'", ...ours.map((script) => `'sha256-${script.hash}'`)]));
    const injected = inlineScripts(hit.text).find((script) => script.source.includes("alert"));
    expect(hitSources).not.toContain(`'sha256-${injected!.hash}'`);
  });
});

describe("the style policy (decision 055)", () => {
  it("allows stylesheets from this origin and Sonner's by hash; no inline <style>, no style attribute, rendered or cached", async () => {
    for (const path of ["/api/anything", "/reviews", "/reviews"]) {
      const policy = (await request(`${server.url}${path}`)).headers["content-security-policy"];
      expect(directive(policy, "style-src"), path).toEqual(["'self'", ...LIBRARY_STYLE_HASHES.map((hash) => `'sha256-${hash}'`)]);
      expect(directive(policy, "style-src-attr"), path).toEqual(["'none'"]);
    }
  });

  it("keeps Vite's and React Router's <style> elements working in development, and still no style attribute", () => {
    const res = {
      locals: {} as Record<string, unknown>,
      headers: new Map<string, string>(),
      setHeader(name: string, value: string) {
        this.headers.set(name, value);
      },
    };
    securityHeaders(false)({ headers: {} } as Request, res as unknown as Response, () => {});
    const policy = res.headers.get("Content-Security-Policy");
    expect(directive(policy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, "style-src-attr")).toEqual(["'none'"]);
  });

  it("names the hash of the stylesheet the installed Sonner inserts (a new version needs its new hash here)", async () => {
    const source = await readFile(
      createRequire(import.meta.url)
        .resolve("sonner")
        .replace(/index\.js$/, "index.mjs"),
      "utf8",
    );
    const inserted = [...source.matchAll(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/g)].map(([, literal]) => JSON.parse(literal!) as string);
    expect(inserted).toHaveLength(1);
    expect(new Set(LIBRARY_STYLE_HASHES)).toEqual(new Set([sha256(inserted[0]!), sha256("")]));
  });
});

describe("hashesOfScriptsWithNonce", () => {
  it("hashes each script with the nonce once, as the browser reads it", () => {
    const html =
      '<script nonce="abc">one()</script><script nonce="abcd">two()</script><script>three()</script>' +
      '<script nonce="abc" type="module">\r\nfour()</script><script nonce="abc">one()</script>';
    expect(hashesOfScriptsWithNonce(html, "abc")).toEqual([sha256("one()"), sha256("\nfour()")]);
  });
});
