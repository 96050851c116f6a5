/** A body read up to a cap: its bytes, or how far the reading got before passing the cap. */
export type BodyUpTo = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; bytesRead: number };

/**
 * Reads a body stream until it ends or passes `maxBytes`, holding at most `maxBytes` (plus the
 * chunk that passed the cap) in memory. On passing the cap the reader is left open, so the
 * caller decides whether to cancel it or read on and discard the rest.
 */
export async function readUpTo(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number): Promise<BodyUpTo> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) return { ok: false, bytesRead: total };
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * Reads a request body as text, giving up (null) as soon as it exceeds `maxBytes`, whatever
 * Content-Length claims, so an oversized body is never held in memory.
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const read = await readUpTo(reader, maxBytes);
  if (!read.ok) {
    await reader.cancel();
    return null;
  }
  return Buffer.from(read.bytes).toString("utf8");
}
