import { afterEach, describe, expect, it, vi } from "vitest";
import { refused } from "../../domain/shared/refusal";
import { getJson, jsonClientMessages, postJson, sendJson } from "./json-client";

// The browser boundary is fetch: a fake one answers as the shop (or a broken network) would.
function answering(answer: (request: Request) => Response | Promise<Response>) {
  const sent: Request[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const request = new Request(new URL(url, "http://shop.test"), init);
      sent.push(request);
      return answer(request);
    }),
  );
  return sent;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the JSON client", () => {
  it("GETs with accept: application/json, passes the abort signal and cache, and answers the route's value", async () => {
    const sent = answering(() => json({ user: { name: "สมหญิง", email: "a@b.th", isAdmin: false } }));
    const controller = new AbortController();
    const answer = await getJson<{ user: { name: string } }>("/api/me", { signal: controller.signal, cache: "no-store" });
    expect(answer).toEqual({ ok: true, value: { user: { name: "สมหญิง", email: "a@b.th", isAdmin: false } } });
    expect(sent[0]!.method).toBe("GET");
    expect(sent[0]!.headers.get("accept")).toBe("application/json");
    expect(sent[0]!.cache).toBe("no-store");
    expect(vi.mocked(fetch).mock.calls[0]![1]!.signal).toBe(controller.signal);
  });

  it("POSTs the body as JSON", async () => {
    const sent = answering(async (request) => json({ echoed: await request.json() }));
    const answer = await postJson<{ echoed: unknown }>("/api/thing", { message: "สวัสดี" });
    expect(answer).toEqual({ ok: true, value: { echoed: { message: "สวัสดี" } } });
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.headers.get("content-type")).toBe("application/json");
    expect(sent[0]!.headers.get("accept")).toBe("application/json");
  });

  it("answers a failed connection with a Thai refusal, never a throw", async () => {
    answering(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await getJson("/api/me")).toEqual({ ok: false, status: 503, message: jsonClientMessages.offline });
  });

  it("answers a page that is not JSON (a login page, a proxy's error) or broken JSON with a Thai refusal", async () => {
    answering(() => new Response("<!doctype html><title>เข้าสู่ระบบ</title>", { headers: { "content-type": "text/html" } }));
    expect(await getJson("/admin/control-panel/products")).toEqual({ ok: false, status: 502, message: jsonClientMessages.unreadable });
    answering(() => new Response("{ half", { headers: { "content-type": "application/json" } }));
    expect(await getJson("/api/me")).toEqual({ ok: false, status: 502, message: jsonClientMessages.unreadable });
  });

  it("answers a refused status with the server's own refusal, chat's { error }, or else a Thai one with the status", async () => {
    const own = refused(429, "ส่งบ่อยเกินไป กรุณารอสักครู่", undefined, { retryAfterSeconds: 30 });
    answering(() => json(own, 429));
    expect(await getJson("/api/thing")).toEqual(own);
    answering(() => json({ error: { title: "ส่งข้อความไม่สำเร็จ", message: "กรุณาเข้าสู่ระบบก่อน" } }, 401));
    expect(await postJson("/api/chat", { message: "hi" })).toEqual({
      ok: false,
      status: 401,
      message: "กรุณาเข้าสู่ระบบก่อน",
      title: "ส่งข้อความไม่สำเร็จ",
    });
    answering(() => new Response("Bad Gateway", { status: 502 }));
    expect(await getJson("/api/me")).toEqual({ ok: false, status: 502, message: jsonClientMessages.refused });
    answering(() => new Response("teapot", { status: 418 }));
    expect(await getJson("/api/me")).toEqual({ ok: false, status: 400, message: jsonClientMessages.refused });
  });

  it("hands an accepted stream to the caller as it is", async () => {
    answering(() => new Response('{"type":"done"}\n', { headers: { "content-type": "application/x-ndjson" } }));
    const sent = await sendJson("/api/chat", { message: "hi" });
    expect(sent.ok && (await sent.response.text())).toBe('{"type":"done"}\n');
  });

  it("rejects only when the caller aborted", async () => {
    const controller = new AbortController();
    answering(() => {
      controller.abort();
      return Promise.reject(new DOMException("aborted", "AbortError"));
    });
    await expect(getJson("/api/thai-address?q=10", { signal: controller.signal })).rejects.toThrow("aborted");
  });
});
