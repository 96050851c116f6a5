import { isRefusal, refused, refusalStatus, type Refusal } from "../../domain/shared/refusal";

// The browser's one client for the shop's JSON routes (decision 061). Loaders and fetchers
// carry pages and forms; this carries the few JSON answers a component asks for itself (the
// header's /api/me, chat, the address picker, the Control Panel's dialog data). Every answer is
// the route's own type — a `domain/` type the server's answer `satisfies` — or the one refusal
// type, with a Thai message whatever went wrong. Only an abort (the caller stopped caring)
// rejects, as fetch does.

export const jsonClientMessages = {
  offline: "เชื่อมต่อกับร้านไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่อีกครั้ง",
  unreadable: "ร้านตอบกลับมาในรูปแบบที่อ่านไม่ได้ กรุณาลองใหม่อีกครั้ง",
  refused: "ร้านทำรายการนี้ให้ไม่ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง",
};

export type JsonAnswer<T> = { ok: true; value: T } | Refusal;

export type JsonRequestOptions = {
  signal?: AbortSignal;
  /** "no-store": data that must be fresh (the Control Panel's, reloaded on a live change). */
  cache?: RequestCache;
};

/** GET a JSON route. */
export async function getJson<T>(url: string, options: JsonRequestOptions = {}): Promise<JsonAnswer<T>> {
  const sent = await send(url, undefined, options);
  return sent.ok ? readJson<T>(sent.response, options.signal) : sent;
}

/** POST a JSON body to a JSON route. */
export async function postJson<T>(url: string, body: unknown, options: JsonRequestOptions = {}): Promise<JsonAnswer<T>> {
  const sent = await send(url, body, options);
  return sent.ok ? readJson<T>(sent.response, options.signal) : sent;
}

/**
 * POST a JSON body whose accepted answer the caller reads itself (chat's reply streams as
 * NDJSON); a refusal or a failed connection comes back as the refusal, as from `postJson`.
 */
export function sendJson(url: string, body: unknown, options: JsonRequestOptions = {}): Promise<{ ok: true; response: Response } | Refusal> {
  return send(url, body, options);
}

async function send(url: string, body: unknown, { signal, cache }: JsonRequestOptions): Promise<{ ok: true; response: Response } | Refusal> {
  const posting = body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: posting ? "POST" : "GET",
      headers: posting ? { accept: "application/json", "content-type": "application/json" } : { accept: "application/json" },
      body: posting ? JSON.stringify(body) : undefined,
      signal,
      cache,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return refused(503, jsonClientMessages.offline);
  }
  return response.ok ? { ok: true, response } : refusalFrom(response);
}

/** A refused status: the server's own refusal when it sent one (`jsonRefusal`, or chat's `{ error }`), else a Thai one. */
async function refusalFrom(response: Response): Promise<Refusal> {
  const body: unknown = await response.json().catch(() => null);
  if (isRefusal(body)) return body;
  const error = (body as { error?: { title?: unknown; message?: unknown } } | null)?.error;
  const status = refusalStatus(response.status);
  if (typeof error?.message === "string") return refused(status, error.message, undefined, typeof error.title === "string" ? { title: error.title } : {});
  return refused(status, jsonClientMessages.refused);
}

async function readJson<T>(response: Response, signal: AbortSignal | undefined): Promise<JsonAnswer<T>> {
  if (!response.headers.get("content-type")?.includes("application/json")) return refused(502, jsonClientMessages.unreadable);
  try {
    return { ok: true, value: (await response.json()) as T };
  } catch (error) {
    if (signal?.aborted) throw error;
    return refused(502, jsonClientMessages.unreadable);
  }
}
