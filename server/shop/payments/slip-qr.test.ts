import { generate } from "promptparse";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UploadRejectedError } from "../../platform/media/image-store";
import { promptPayPayload } from "./promptpay-qr";
import { classifyQrPayload, readSlipQr } from "./slip-qr";
import { grainyCloseUp, qrPng, slipPhoto } from "./test-support/qr-images";

// The documented slip mini-QR: tag 00 (01 API id "000001", 02 sending bank, 03 transaction
// reference), tag 51 country "TH", CRC in tag 91 — built by the library, not by hand.
const slipPayload = (bankCode: string, transactionRef: string) => generate.slipVerify({ sendingBank: bankCode, transRef: transactionRef });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("classifyQrPayload", () => {
  it("reads bank and reference from a slip payload with a valid CRC", () => {
    const payload = slipPayload("004", "016123091524AQR01234");
    expect(payload).toMatch(/^0041000600000101030040220016123091524AQR012345102TH9104[0-9A-F]{4}$/);
    expect(classifyQrPayload(payload)).toEqual({
      kind: "slip",
      bankCode: "004",
      transactionRef: "016123091524AQR01234",
      payload,
    });
  });

  it("treats a slip payload with a broken CRC, a payment QR or a URL as another QR", () => {
    const payload = slipPayload("014", "20231015ABCDEF123456");
    const broken = payload.slice(0, -4) + (payload.endsWith("0000") ? "1111" : "0000");
    expect(classifyQrPayload(broken).kind).toBe("other-qr");
    expect(classifyQrPayload(promptPayPayload("0812345678", 10_000)).kind).toBe("other-qr");
    expect(classifyQrPayload("https://example.com/").kind).toBe("other-qr");
  });
});

describe("readSlipQr", () => {
  it("finds the slip's bank and reference in a tilted, noisy phone photo, without the network", async () => {
    const payload = slipPayload("014", "2023101514302512345");
    const photo = await slipPhoto(payload);
    expect(await readSlipQr(photo)).toEqual({
      kind: "slip",
      bankCode: "014",
      transactionRef: "2023101514302512345",
      payload,
    });
  });

  it("reads a grainy close-up, which only the smallest scale smooths enough", async () => {
    const payload = slipPayload("006", "6331AP0123456789");
    const reading = await readSlipQr(await grainyCloseUp(payload));
    expect(reading).toMatchObject({ kind: "slip", bankCode: "006", transactionRef: "6331AP0123456789" });
  });

  it("reads a clean screenshot-sized slip QR", async () => {
    const payload = slipPayload("025", "ABC0000000000001");
    const reading = await readSlipQr(await qrPng(payload, 240));
    expect(reading).toMatchObject({ kind: "slip", bankCode: "025", transactionRef: "ABC0000000000001" });
  });

  it("answers none for a photo without a QR, and for a PDF proof", async () => {
    const plain = await sharp({
      create: { width: 1200, height: 1600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    expect(await readSlipQr(plain)).toEqual({ kind: "none" });
    expect(await readSlipQr(Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n"))).toEqual({ kind: "none" });
  });

  it("answers other-qr for a PromptPay payment QR", async () => {
    const payload = promptPayPayload("0812345678", 49_900);
    expect(await readSlipQr(await qrPng(payload, 300))).toEqual({ kind: "other-qr", payload });
  });

  it("refuses an image over the shop's shape limits before decoding it", async () => {
    // 9000 × 10 declares more columns than IMAGE_MAX_SIDE_PX but deflates to a few bytes.
    const tooWide = await sharp({ create: { width: 9000, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    await expect(readSlipQr(tooWide)).rejects.toThrow(UploadRejectedError);
  });
});
