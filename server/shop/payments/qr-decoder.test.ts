import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeQrTexts, QrDecodeFailedError } from "./qr-decoder";
import { readProofSlip } from "./payment-proof";
import { tinyPdf, slipPhotoFor } from "./test-support/proof-files";
import { qrPng } from "./test-support/qr-images";

async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** A photo-sized frame of grain without a QR: ZXing searches all of it. */
async function noisePixels() {
  const { data, info } = await sharp({
    create: { width: 2000, height: 2600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

describe("decodeQrTexts (worker thread)", () => {
  it("decodes in the worker and leaves the caller's pixels intact", async () => {
    const pixels = await pixelsOf(await qrPng("hello from the slip", 300));
    const copy = Buffer.from(pixels.data);
    expect(await decodeQrTexts(pixels)).toEqual(["hello from the slip"]);
    expect(pixels.data.equals(copy)).toBe(true);
  });

  // This times the process's own event loop, so the file needs fresh modules in a process of its own
  // (vitest.config.ts): in a worker shared with other files the loop once stood still for 209 ms
  // during a 381 ms decode.
  it("keeps the event loop turning while a large photo is decoded", async () => {
    await decodeQrTexts(await pixelsOf(await qrPng("warm-up", 200)));
    const pixels = await noisePixels();
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    expect(await decodeQrTexts(pixels)).toEqual([]);
    const decodeMs = performance.now() - started;
    // A loop blocked until now notices only when its timer finally fires.
    await new Promise((resolve) => setTimeout(resolve, 20));
    clearInterval(ticker);
    // Decoded on this thread, the loop would have stood still for the whole decode (seen).
    expect(longestGap).toBeLessThan(decodeMs / 2);
  });

  it("gives up on a decode past its time limit and starts a fresh worker for the next one", async () => {
    const pixels = await pixelsOf(await qrPng("after the timeout", 300));
    const big = await noisePixels();
    await expect(decodeQrTexts(big, 1)).rejects.toBeInstanceOf(QrDecodeFailedError);
    expect(await decodeQrTexts(pixels)).toEqual(["after the timeout"]);
  });
});

describe("readProofSlip", () => {
  it("finds the slip in a photo, calls a PDF not-an-image, and falls back to unread past its time limit", async () => {
    const photo = await slipPhotoFor("014", "2026112300000000042");
    const image = { kind: "image", mimeType: "image/jpeg", metadata: await sharp(photo).metadata() } as const;
    // The QR's own text comes along, for the slip provider to confirm (decision 110).
    expect(await readProofSlip(photo, image)).toEqual({
      status: "found",
      bankCode: "014",
      transactionRef: "2026112300000000042",
      payload: expect.stringContaining("2026112300000000042"),
    });
    expect(await readProofSlip(tinyPdf(), { kind: "pdf", mimeType: "application/pdf" })).toEqual({
      status: "not-an-image",
      bankCode: null,
      payload: null,
      transactionRef: null,
    });
    expect(await readProofSlip(photo, image, 1)).toEqual({ status: "unread", bankCode: null, payload: null, transactionRef: null });
  });
});
