import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import Busboy, { type BusboyFileStream } from "@fastify/busboy";
import { data } from "react-router";
import { requestTexts } from "../../../domain/shared/request-texts";
import { asStorageFailure } from "../media/storage-errors";
import { bodyAllowanceFor, FORM_BODY_MAX_BYTES } from "./body-limit";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

const unsupported = () => data(requestTexts.unsupportedType, { status: 415, statusText: "Unsupported Media Type" });
const malformed = () => data(requestTexts.malformed, { status: 400, statusText: "Bad Request" });
const tooLarge = (message: string = requestTexts.tooLarge) => data(message, { status: 413, statusText: "Content Too Large" });

/**
 * The one reader of form bodies for route actions. Anything a shop form cannot have sent —
 * JSON, plain text, no content type, a multipart body that does not parse — is thrown as a
 * 415 or 400 with a Thai message (React Router renders it in the error boundary with that
 * status), so a bad body is the client's error, never a 500. The size of the body was
 * already capped by the HTTP layer (`body-limit.ts`); on a route whose uploads stream
 * (`streamed` allowance), a form read whole is held to FORM_BODY_MAX_BYTES here.
 */
export async function readActionForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.test(contentType)) {
    await discardBody(request);
    throw unsupported();
  }
  const streamed = bodyAllowanceFor(new URL(request.url).pathname).streamed;
  try {
    if (!streamed) return await request.formData();
    const body = await readUpTo(request, FORM_BODY_MAX_BYTES);
    if (!body) throw tooLarge();
    return await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch (error) {
    if (isThrownAnswer(error)) throw error;
    throw malformed();
  }
}

/** A file field `readUploadForm` received: on disk under a temporary name, counted on the way in. */
export type ReceivedFile = {
  /** The temporary file (removed by `discard`, or moved into place by whoever accepts it). */
  path: string;
  size: number;
  fileName: string;
  /** More bytes came than the field's cap: nothing of it is kept (`path` no longer exists). */
  overCap: boolean;
};

export type UploadForm = {
  /** The text fields (at most FORM_BODY_MAX_BYTES of them), as readActionForm would give them. */
  form: FormData;
  files: ReadonlyMap<string, ReceivedFile>;
  /** Removes every temporary file not moved away; call it whatever happened (finally). */
  discard: () => Promise<void>;
};

export type UploadFormOptions = {
  /** DATA_DIR/uploads: temporary files go to its hidden `.incoming` folder (never served), so accepting one is a rename. */
  uploadsDir: string;
  /** The file fields taken and each one's byte cap; any other file part is read past and dropped. */
  files: Readonly<Record<string, number>>;
};

/**
 * The form reader for actions that take large files (videos): the multipart body is parsed as
 * it arrives (busboy), each file written to a temporary file while counted, never held whole
 * in memory; a file over its cap is cut off, dropped and reported (`overCap`), the rest of the
 * body read past. Text fields are held to FORM_BODY_MAX_BYTES in all. Refusals are thrown as
 * readActionForm's are (415, 400, 413); the caller checks each file by content
 * (`checkUpload`) and moves it into place (`moveIntoPlace`), and calls `discard` at the end.
 */
export async function readUploadForm(request: Request, options: UploadFormOptions): Promise<UploadForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.test(contentType)) {
    await discardBody(request);
    throw unsupported();
  }
  const none = { files: new Map<string, ReceivedFile>(), discard: async () => {} };
  if (!/^multipart\/form-data/i.test(contentType)) return { form: await readActionForm(request), ...none };

  const incoming = path.join(options.uploadsDir, ".incoming");
  await mkdir(incoming, { recursive: true }).catch((error: unknown) => {
    throw asStorageFailure(error, ".incoming");
  });
  const files = new Map<string, ReceivedFile>();
  const discard = () => Promise.all([...files.values()].map((file) => rm(file.path, { force: true }))).then(() => undefined);
  const form = new FormData();
  const writes: Promise<void>[] = [];
  const open = new Set<BusboyFileStream>();
  let textBytes = 0;
  let refusal: ReturnType<typeof tooLarge> | null = null;

  const largestCap = Math.max(0, ...Object.values(options.files));
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      limits: {
        fileSize: largestCap + 1,
        files: Object.keys(options.files).length,
        fields: 200,
        fieldSize: FORM_BODY_MAX_BYTES,
        parts: 220,
        headerPairs: 20,
      },
    });
  } catch {
    await discardBody(request);
    throw malformed();
  }
  parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (valueTruncated || textBytes > FORM_BODY_MAX_BYTES) refusal ??= tooLarge();
    else if (!refusal) form.append(name, value);
  });
  parser.on("file", (name, stream, fileName) => {
    const cap = options.files[name];
    // A field we take once; an empty file input still sends a part with no name and no bytes.
    if (cap === undefined || files.has(name) || refusal) {
      // Read past and dropped; a body cut short errors this part too, and the parser's own
      // error answers the request: unheard here, it would be an uncaught error (a crash).
      stream.on("error", () => {});
      return void stream.resume();
    }
    const received: ReceivedFile = { path: path.join(incoming, `${randomUUID()}.upload`), size: 0, fileName, overCap: false };
    files.set(name, received);
    open.add(stream);
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done: TransformCallback) {
        received.size += chunk.byteLength;
        // Past the cap nothing more is written; the parser reads the rest past.
        if (received.size > cap) received.overCap = true;
        done(null, received.overCap ? undefined : chunk);
      },
    });
    writes.push(pipeline(stream, counter, createWriteStream(received.path, { flags: "wx" })).finally(() => open.delete(stream)));
  });

  const allowance = bodyAllowanceFor(new URL(request.url).pathname);
  let bodyBytes = 0;
  const countBody = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      bodyBytes += chunk.byteLength;
      done(null, chunk);
    },
  });
  try {
    if (!request.body) throw new Error("no body");
    await pipeline(Readable.fromWeb(request.body as WebReadableStream), countBody, parser);
    await Promise.all(writes);
  } catch (error) {
    for (const stream of open) stream.destroy();
    await Promise.allSettled(writes);
    await discard();
    // A file system fault (it names its path: disk full, permissions) is the shop's; a client
    // that went away or sent a body that does not parse is not. A body that ended early past
    // the HTTP layer's allowance was cut off there (body-limit.ts).
    if (typeof (error as NodeJS.ErrnoException).path === "string") throw asStorageFailure(error, ".incoming");
    if ([...files.values()].some((file) => file.overCap) || bodyBytes + FORM_BODY_MAX_BYTES >= allowance.maxBytes) throw tooLarge(allowance.tooLargeMessage);
    throw malformed();
  }
  if (refusal) {
    await discard();
    throw refusal;
  }
  for (const [name, file] of files) {
    if (file.size === 0) files.delete(name);
    if (file.overCap || file.size === 0) await rm(file.path, { force: true });
  }
  return { form, files, discard };
}

/** The body, or null once it passes `maxBytes` (what is left is read past and dropped). */
async function readUpTo(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > maxBytes) {
      chunks.length = 0;
      while (!(await reader.read()).done) {
        // dropped
      }
      return null;
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}

function isThrownAnswer(error: unknown): boolean {
  return typeof error === "object" && error !== null && "init" in error && "data" in error;
}

/**
 * Reads a refused body to its end and drops it, chunk by chunk (the HTTP layer's cap bounds it).
 * Cancelling the stream instead destroys the connection, and a client still sending — the faster
 * the refusal, the likelier — sees no answer at all instead of the 415.
 */
async function discardBody(request: Request) {
  if (!request.body) return;
  const reader = request.body.getReader();
  try {
    while (!(await reader.read()).done) {
      // dropped
    }
  } catch {
    // The client went away: nobody is waiting for the answer either.
  }
}
