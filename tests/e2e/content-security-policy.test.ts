import { createHash } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { postJson } from "./support/http-client";
import { addSessionCookies } from "./support/session-cookies";

const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: { width: 390, height: 844 } });

/** The script sources a page's Content-Security-Policy allows. */
function scriptSources(policy: string | null): string[] {
  const directive = (policy ?? "").split(";").map((part) => part.trim()).find((part) => part.startsWith("script-src "));
  return directive?.split(/\s+/).slice(1) ?? [];
}

/** Inline scripts a browser runs, or that the hydration loader will run (the inert module). */
function runnableInlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .filter(([, attributes]) => {
      const type = /\btype="([^"]*)"/.exec(attributes!)?.[1];
      return type === undefined || ["module", "text/javascript", "text/x-shop-module"].includes(type);
    })
    .map(([, attributes, source]) => ({
      nonce: / nonce="([^"]+)"/.exec(attributes!)?.[1],
      hash: createHash("sha256").update(source!).digest("base64"),
    }));
}

async function productPath(): Promise<string> {
  const list = await (await fetch(`${shopUrl}/products`)).text();
  return /href="(\/products\/[a-z0-9-]+)"/.exec(list)![1]!;
}

describe("the storefront's Content-Security-Policy", () => {
  it("allows each page's inline scripts by nonce when rendered and by hash when cached, never 'unsafe-inline'", async () => {
    for (const path of ["/", "/products", await productPath()]) {
      const seen = new Set<string>();
      for (let visit = 0; visit < 2; visit++) {
        const response = await fetch(shopUrl + path);
        seen.add(response.headers.get("x-shop-cache")!);
        const sources = scriptSources(response.headers.get("content-security-policy"));
        expect(sources).not.toContain("'unsafe-inline'");
        const scripts = runnableInlineScripts(await response.text());
        expect(scripts.length).toBeGreaterThanOrEqual(4);
        for (const script of scripts) {
          const allowed = sources.includes(`'nonce-${script.nonce}'`) || sources.includes(`'sha256-${script.hash}'`);
          expect(allowed, `${path}: an inline script the policy does not allow`).toBe(true);
        }
      }
      expect(seen.has("hit"), `${path} was never served from the page cache`).toBe(true);
    }
  });

  it("lets pages hydrate with no policy violation, rendered, cached and signed in", async () => {
    const { page, context } = browser;
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`),
      );
    });
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    const cacheStates = new Set<string>();
    for (const path of ["/", "/", "/products", await productPath()]) {
      const response = await page.goto(path);
      cacheStates.add(response!.headers()["x-shop-cache"]!);
      expect(await violations(), path).toEqual([]);
    }
    expect(cacheStates.has("hit")).toBe(true);

    const response = await postJson(
      `${shopUrl}/api/auth/sign-up/email`,
      { name: "น้องนนท์", email: uniqueEmail("csp"), password: "Policy-Lips-2024!" },
      { localAddress: "127.0.0.81", headers: { origin: shopUrl } },
    );
    expect(response.status).toBe(200);
    await addSessionCookies(context, shopUrl, response.headers["set-cookie"]);
    // A storefront page from the cache with the member's header filled in (decision 051), and a member page rendered for them.
    for (const [path, cache] of [["/", "hit"], ["/profile", "bypass"]] as const) {
      const signedIn = await page.goto(path);
      expect(signedIn!.headers()["x-shop-cache"], path).toBe(cache);
      await page.getByRole("button", { name: "บัญชีของ น้องนนท์" }).waitFor({ state: "visible" });
      expect(await violations(), path).toEqual([]);
    }
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});
