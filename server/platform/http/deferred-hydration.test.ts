import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { deferHydrationScripts, deferHydrationScriptsInBytes, deferredHydrationStream, HYDRATION_DEADLINE_MS } from "./deferred-hydration";

// The shape of React Router's document: preloads in <head>, the module script after the page.
const DOCUMENT = [
  '<!DOCTYPE html><html lang="th"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/chunk-B.js"/>',
  '<link rel="modulepreload" href="/assets/root-C.js"/>',
  "<title>ลิปสติก</title></head><body><main>สวัสดีค่ะ</main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import * as route0 from "/assets/root-C.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A.js");</script>',
  '<span id="document-end" hidden=""></span><!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>',
].join("");

function inertModule(html: string): string {
  return /<script type="text\/x-shop-module" id="shop-hydration">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

describe("deferHydrationScripts", () => {
  const rewritten = deferHydrationScripts(DOCUMENT)!;

  it("leaves no preload or module script for the browser to fetch while the page loads", () => {
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(rewritten).not.toContain('<script type="module"');
  });

  it("keeps React Router's module and imports every dropped preload from it, except the entry", () => {
    const module = inertModule(rewritten);
    expect(module).toContain('import * as route0 from "/assets/root-C.js";');
    expect(module).toContain('import("/assets/entry.client-A.js");');
    expect(module).toContain('import "/assets/chunk-B.js";');
    expect(module).toContain('import "/assets/root-C.js";');
    expect(module).not.toContain('import "/assets/entry.client-A.js";');
  });

  it("adds the loader with the entry to preload and the deadline, then the early-tap replay", () => {
    expect(rewritten).toMatch(
      new RegExp(`\\(\\.\\.\\.\\["shop-hydration",\\["/assets/entry.client-A.js"\\],${HYDRATION_DEADLINE_MS}\\]\\);\\n\\(function replayEarlyTaps`),
    );
    expect(rewritten).toMatch(/\)\(\.\.\.\["data-hydrated",\d+\]\)<\/script>/);
  });

  it("leaves the early-tap replay out when it is switched off (EARLY_TAP_REPLAY=false)", () => {
    const loaderOnly = deferHydrationScripts(DOCUMENT, undefined, false)!;
    expect(loaderOnly).toContain("(function loadHydrationScripts");
    expect(loaderOnly).not.toContain("replayEarlyTaps");
    // The loader kept for the last build is per switch: the default page still replays taps.
    expect(deferHydrationScripts(DOCUMENT)).toContain("(function replayEarlyTaps");
  });

  it("puts the response's nonce on the loader and on the module it will run", () => {
    const nonce = "bm9uY2UtZm9yLXRlc3Q=";
    const withNonce = deferHydrationScripts(DOCUMENT.replace('<script type="module"', `<script nonce="${nonce}" type="module"`), nonce)!;
    expect(withNonce).not.toContain('type="module"');
    expect(withNonce).toContain(`<script type="text/x-shop-module" id="shop-hydration" nonce="${nonce}">`);
    expect(withNonce).toContain(`<script nonce="${nonce}">(globalThis.__zod_globalConfig ??= {}).jitless = true;\n(function loadHydrationScripts`);
    expect(withNonce).toContain("script.nonce = nonce;");
  });

  it("leaves the page and the streamed data around it as they were", () => {
    expect(rewritten.startsWith('<!DOCTYPE html><html lang="th"><head><meta charSet="utf-8"/><title>')).toBe(true);
    expect(rewritten).toContain("<main>สวัสดีค่ะ</main><script>window.__reactRouterContext = {};</script>");
    expect(rewritten.endsWith(DOCUMENT.slice(DOCUMENT.indexOf('<span id="document-end"')))).toBe(true);
  });

  it("waits for a complete module script", () => {
    expect(deferHydrationScripts(DOCUMENT.slice(0, DOCUMENT.indexOf("window.__reactRouterRouteModules")))).toBeNull();
    expect(deferHydrationScripts("<html><body>ไม่มีสคริปต์</body></html>")).toBeNull();
  });
});

async function streamThrough(chunks: Buffer[]): Promise<string> {
  const output: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(deferredHydrationStream())) output.push(Buffer.from(chunk));
  return Buffer.concat(output).toString("utf8");
}

describe("deferredHydrationStream", () => {
  it("gives the same document however the renderer cuts it, even inside a Thai character", async () => {
    const bytes = Buffer.from(DOCUMENT, "utf8");
    const expected = deferHydrationScripts(DOCUMENT);
    for (const size of [1, 7, 64, 1000, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let offset = 0; offset < bytes.length; offset += size) chunks.push(bytes.subarray(offset, offset + size));
      expect(await streamThrough(chunks)).toBe(expected);
    }
  });

  it("passes a document without React Router's scripts through untouched", async () => {
    const page = "<!DOCTYPE html><html><body><h1>เกิดข้อผิดพลาด</h1></body></html>";
    expect(await streamThrough([Buffer.from(page)])).toBe(page);
  });
});

describe("deferHydrationScriptsInBytes", () => {
  it("rewrites the UTF-8 bytes of a document exactly as the text is rewritten, Thai before and after the places it changes", () => {
    const nonce = "bm9uY2UxMjM=";
    const documents = [
      DOCUMENT,
      DOCUMENT.replace('<script type="module"', `<script nonce="${nonce}" type="module"`),
      DOCUMENT.replace(/<link rel="modulepreload"[^>]*>/g, ""),
      // Multi-byte text everywhere a byte offset could drift from a character offset.
      DOCUMENT.replace("<head>", "<head><title>ลิปสติก 💄</title>").replace("<main>", '<main><p>ข้อความ type="module" ในหน้า</p>'),
    ];
    for (const document of documents) {
      for (const replay of [true, false]) {
        const expected = Buffer.from(deferHydrationScripts(document, nonce, replay)!, "utf8");
        expect(deferHydrationScriptsInBytes(Buffer.from(document, "utf8"), nonce, replay).equals(expected)).toBe(true);
      }
    }
  });

  it("passes a document without React Router's module script through as it is", () => {
    const page = Buffer.from('<!DOCTYPE html><html lang="th"><body><p>type="module" ในข้อความ</p></body></html>', "utf8");
    expect(deferHydrationScriptsInBytes(page)).toBe(page);
  });
});
