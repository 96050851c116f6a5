// Thai e-slips carry a mini-QR (the bank's "slip verify" payload: sending bank code and
// transaction reference). Reading it lets the shop refuse a slip already used for another
// order. Phone photos of slips are large and the QR is small, so several scales are tried.
import { validate } from "promptparse";
import { checkImageShape, decodableImage, UploadRejectedError } from "../../platform/media/image-store";
import { decodeQrTexts } from "./qr-decoder";

export type SlipQrReading =
  { kind: "slip"; bankCode: string; transactionRef: string; payload: string } | { kind: "other-qr"; payload: string } | { kind: "none" };

// The largest side decoded at "full" scale. A 12 MP phone photo becomes ~5 MP (20 MB of
// RGBA) instead of 48 MB; a slip's mini-QR is still ~150 px wide at this size.
const FULL_SCALE_MAX_SIDE_PX = 2600;

type DecodePass = { scale: number; grayscale: boolean };

// Cheapest first is tempting, but a small QR vanishes at 1/4; full scale finds most slips
// (screenshots and photos) at once. The smaller scales help blurry photos, where shrinking
// sharpens the modules; the normalised grey pass helps dim or low-contrast photos.
const PASSES: readonly DecodePass[] = [
  { scale: 1, grayscale: false },
  { scale: 1 / 2, grayscale: false },
  { scale: 1 / 4, grayscale: false },
  { scale: 1, grayscale: true },
];

/** Classifies one QR text: a slip-verify payload with a valid CRC, or anything else. */
export function classifyQrPayload(payload: string): SlipQrReading {
  const slip = validate.slipVerify(payload);
  if (slip?.sendingBank && slip.transRef) {
    return { kind: "slip", bankCode: slip.sendingBank, transactionRef: slip.transRef, payload };
  }
  return { kind: "other-qr", payload };
}

/**
 * Finds the slip mini-QR in an uploaded image. Throws UploadRejectedError("dimensions") for
 * images over the shop's shape limits (checked from the header before any pixel is decoded);
 * bytes that are no image sharp can read (a PDF proof, say) give `none`.
 */
export async function readSlipQr(imageBytes: Uint8Array): Promise<SlipQrReading> {
  let width: number;
  let height: number;
  try {
    const metadata = await checkImageShape(imageBytes);
    const sideways = (metadata.orientation ?? 1) >= 5;
    width = (sideways ? metadata.height : metadata.width) ?? 0;
    height = (sideways ? metadata.width : metadata.height) ?? 0;
  } catch (error) {
    if (error instanceof UploadRejectedError && error.reason === "unreadable") return { kind: "none" };
    throw error;
  }
  if (width === 0 || height === 0) return { kind: "none" };
  const fullScale = Math.min(1, FULL_SCALE_MAX_SIDE_PX / Math.max(width, height));

  let otherQr: SlipQrReading | undefined;
  for (const pass of PASSES) {
    const passWidth = Math.max(1, Math.round(width * fullScale * pass.scale));
    // Transparent areas (a cut-out screenshot) read as white paper, not as black modules.
    let pipeline = decodableImage(imageBytes).flatten({ background: "#ffffff" }).resize({ width: passWidth });
    if (pass.grayscale) pipeline = pipeline.grayscale().normalise();
    let raw: { data: Buffer; info: { width: number; height: number; channels: number } };
    try {
      raw = await pipeline.raw().toBuffer({ resolveWithObject: true });
    } catch {
      // The header was fine but the pixels are not (a truncated upload): nothing to read.
      return otherQr ?? { kind: "none" };
    }
    const texts = await decodeQrTexts({ data: raw.data, ...raw.info });
    for (const text of texts) {
      const reading = classifyQrPayload(text);
      if (reading.kind === "slip") return reading;
      otherQr ??= reading;
    }
    // Another QR was seen but no slip: the remaining passes might still find the slip's
    // smaller code, so keep looking; `other-qr` is the answer only when none turns up.
  }
  return otherQr ?? { kind: "none" };
}
