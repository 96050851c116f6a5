import { readUpTo } from "./request-body";

export type CappedFormData =
  | { ok: true; form: FormData }
  | { ok: false; reason: "too-large" | "not-multipart" | "malformed" };

/** Bytes a client may keep sending after the cap, which are read and thrown away (see below). */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/**
 * Reads a multipart/form-data body of at most `maxBytes` bytes. A declared Content-Length
 * over the cap is refused before anything is buffered; a body without one (chunked) or a
 * longer one is counted while it streams and never held beyond the cap. Only a body within
 * the cap is handed to the platform's multipart parser (undici, through `Response`).
 *
 * Bytes past the cap are read and discarded (up to a limit) rather than cutting the
 * connection: a browser still uploading would otherwise see a network error instead of
 * the shop's answer.
 */
export async function readCappedFormData(request: Request, maxBytes: number): Promise<CappedFormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) {
    await discard(request.body, DRAIN_LIMIT);
    return { ok: false, reason: "not-multipart" };
  }
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await discard(request.body, DRAIN_LIMIT);
    return { ok: false, reason: "too-large" };
  }
  if (!request.body) return { ok: false, reason: "malformed" };

  const reader = request.body.getReader();
  const read = await readUpTo(reader, maxBytes);
  if (!read.ok) {
    await drain(reader, DRAIN_LIMIT - read.bytesRead);
    return { ok: false, reason: "too-large" };
  }
  try {
    const form = await new Response(read.bytes, { headers: { "content-type": contentType } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, reason: "malformed" };
  }
}

async function discard(body: ReadableStream<Uint8Array> | null, limit: number) {
  if (body) await drain(body.getReader(), limit);
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number) {
  let left = limit;
  try {
    while (left > 0) {
      const { done, value } = await reader.read();
      if (done) return;
      left -= value.byteLength;
    }
    // Past the drain limit the client is not a shopper with a big photo: stop reading.
    await reader.cancel();
  } catch {
    // The client went away; nothing left to do.
  }
}
