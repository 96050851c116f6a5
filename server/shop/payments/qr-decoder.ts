// QR decoding off the main thread: ZXing (zxing-wasm) runs in one worker thread
// (qr-decode-worker.ts), one image at a time, so a large phone photo never stalls the shop's
// event loop (decision 023). A decode that takes too long ends the worker; the next decode
// starts a fresh one.
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { DecodeAnswer, DecodeRequest, RawPixels } from "./qr-decode-worker";

export type { RawPixels } from "./qr-decode-worker";

// Resolved from the working directory like the migrations folder: the production bundle
// has no copy of the worker, Node runs the source file itself.
const WORKER_FILE = path.resolve("server/shop/payments/qr-decode-worker.ts");

/** One full-scale pass of a 3000 × 4000 photo without a QR takes ~0.3 s; 8 s is a stuck decoder. */
export const QR_DECODE_TIME_LIMIT_MS = 8_000;

export class QrDecodeFailedError extends Error {
  override name = "QrDecodeFailedError";
}

type Pending = { thread: Worker; resolve: (texts: string[]) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;
// One decode at a time: a second upload waits rather than doubling the worker's memory.
let queue: Promise<unknown> = Promise.resolve();

/** Fails the jobs of one worker (a worker ended after a timeout must not fail its successor's). */
function failJobsOf(thread: Worker, error: Error) {
  for (const [id, job] of pending) {
    if (job.thread !== thread) continue;
    pending.delete(id);
    clearTimeout(job.timer);
    job.reject(error);
  }
}

function decodeWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_FILE);
  // An idle worker never keeps the process (a test run, a stopping shop) alive.
  started.unref();
  started.on("message", (answer: DecodeAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    clearTimeout(job.timer);
    if ("texts" in answer) job.resolve(answer.texts);
    else job.reject(new QrDecodeFailedError(answer.error));
  });
  started.on("error", (error) => failJobsOf(started, new QrDecodeFailedError(String(error))));
  started.on("exit", () => {
    if (worker === started) worker = undefined;
    failJobsOf(started, new QrDecodeFailedError("QR decode worker exited"));
  });
  worker = started;
  return started;
}

function decodeInWorker(pixels: RawPixels, timeLimitMs: number): Promise<string[]> {
  return new Promise<string[]>((resolve, reject) => {
    const thread = decodeWorker();
    const id = nextId++;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new QrDecodeFailedError(`QR decode took longer than ${timeLimitMs} ms`));
      // The wasm call cannot be interrupted: the worker goes, the next decode starts another.
      if (worker === thread) worker = undefined;
      void thread.terminate();
    }, timeLimitMs);
    pending.set(id, { thread, resolve, reject, timer });
    // A copy the worker owns (transferred, not cloned again): sharp's buffer stays ours.
    const data = new Uint8Array(pixels.data);
    thread.postMessage({ id, pixels: { ...pixels, data } } satisfies DecodeRequest, [data.buffer]);
  });
}

/** Texts of the QR codes found in the pixels; QrDecodeFailedError when the worker fails or times out. */
export function decodeQrTexts(pixels: RawPixels, timeLimitMs = QR_DECODE_TIME_LIMIT_MS): Promise<string[]> {
  const result = queue.then(() => decodeInWorker(pixels, timeLimitMs));
  queue = result.catch(() => undefined);
  return result;
}
