// The worker thread that runs ZXing's decode (decision 023: the wasm call is synchronous and
// stalls whichever thread runs it for up to ~200 ms on a large photo). Node runs this file
// directly (type stripping), so it imports only node: modules and packages, never `../`.
//
// zxing-wasm fetches its .wasm from a CDN unless told otherwise; the shop works offline, so
// the binary shipped inside the npm package is read from disk and handed over once.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";
import { prepareZXingModule, readBarcodes, type ReaderOptions } from "zxing-wasm/reader";

/** Raw pixels as sharp gives them: 1 (grey), 2 (grey + alpha), 3 (RGB) or 4 (RGBA) channels. */
export type RawPixels = { data: Uint8Array; width: number; height: number; channels: number };
export type DecodeRequest = { id: number; pixels: RawPixels };
export type DecodeAnswer = { id: number; texts: string[] } | { id: number; error: string };

// Nothing in this thread may reach the network: should the wasmBinary override ever stop
// working, zxing-wasm's CDN fetch fails here at once (the decode answers "unread") instead of
// quietly depending on jsDelivr. The decode tests run through this, so they would fail too.
globalThis.fetch = () => Promise.reject(new Error("The QR decoder works offline; nothing may be fetched"));

let loaded: Promise<unknown> | undefined;

function loadDecoder(): Promise<unknown> {
  loaded ??= (() => {
    const wasmPath = createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm");
    const file = readFileSync(wasmPath);
    const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return loaded;
}

const READER_OPTIONS: ReaderOptions = {
  formats: ["QRCode"],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  // ZXing's own downscaling is off: readSlipQr chooses the scales itself.
  tryDownscale: false,
  // A slip shows one mini-QR; a photo of a screen may catch a second code nearby.
  maxNumberOfSymbols: 4,
};

// ZXing reads RGBA only; sharp keeps a grey image (or a grey source) at one channel.
function toRgba({ data, width, height, channels }: RawPixels): Uint8ClampedArray {
  if (channels === 4) return new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0, from = 0, to = 0; pixel < width * height; pixel++, from += channels, to += 4) {
    const grey = channels < 3;
    rgba[to] = data[from]!;
    rgba[to + 1] = grey ? data[from]! : data[from + 1]!;
    rgba[to + 2] = grey ? data[from]! : data[from + 2]!;
    rgba[to + 3] = 255;
  }
  return rgba;
}

async function decode(pixels: RawPixels): Promise<string[]> {
  await loadDecoder();
  const imageData = { data: toRgba(pixels), width: pixels.width, height: pixels.height, colorSpace: "srgb" };
  const results = await readBarcodes(imageData as ImageData, READER_OPTIONS);
  return results.filter((result) => result.isValid && result.text !== "").map((result) => result.text);
}

parentPort?.on("message", (request: DecodeRequest) => {
  decode(request.pixels).then(
    (texts) => parentPort!.postMessage({ id: request.id, texts } satisfies DecodeAnswer),
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: String(error) } satisfies DecodeAnswer),
  );
});
