// Test images: QR codes as PNGs, and "phone photos" of a slip that carries one.
import QRCode from "qrcode";
import sharp from "sharp";

export function qrPng(payload: string, widthPx: number): Promise<Buffer> {
  return QRCode.toBuffer(payload, { type: "png", width: widthPx, margin: 4, errorCorrectionLevel: "M" });
}

/** A white slip card with a small QR near its corner, some "text" bars, slightly rotated,
 * on a noisy background, JPEG-compressed and scaled down like a photo sent from a phone. */
export async function slipPhoto(payload: string): Promise<Buffer> {
  const qr = await qrPng(payload, 170);
  const bar = (width: number) =>
    sharp({ create: { width, height: 22, channels: 3, background: "#5a5a5a" } })
      .png()
      .toBuffer();
  const card = await sharp({ create: { width: 720, height: 1100, channels: 3, background: "#fbfbf7" } })
    .composite([
      { input: await bar(420), left: 60, top: 80 },
      { input: await bar(300), left: 60, top: 140 },
      { input: await bar(520), left: 60, top: 260 },
      { input: await bar(360), left: 60, top: 320 },
      { input: await bar(460), left: 60, top: 440 },
      { input: qr, left: 500, top: 860 },
    ])
    .png()
    .toBuffer();
  const tilted = await sharp(card).rotate(4, { background: "#8a7f70" }).png().toBuffer();
  const tiltedMeta = await sharp(tilted).metadata();
  const background = await sharp({
    create: { width: 2000, height: 2600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  const photo = await sharp(background)
    .composite([{ input: tilted, left: Math.round((2000 - tiltedMeta.width!) / 2), top: 600 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  // Down to 1500 × 1950: the QR ends up ~125 px wide in a 3 MP photo.
  return sharp(photo).resize({ width: 1500 }).jpeg({ quality: 80 }).toBuffer();
}

/** The SVG rendered to a PNG, as a browser would draw it. */
export function rasterizeSvg(svg: string, widthPx: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 300 }).resize({ width: widthPx }).flatten({ background: "#ffffff" }).png().toBuffer();
}

/** A close-up of a QR filling a 2400 px frame under heavy sensor grain (a dim room), JPEG 60. */
export async function grainyCloseUp(payload: string): Promise<Buffer> {
  const grain = await sharp({
    create: { width: 2400, height: 2400, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 90 } },
  })
    .ensureAlpha(0.25)
    .png()
    .toBuffer();
  return sharp(await qrPng(payload, 2400))
    .composite([{ input: grain }])
    .jpeg({ quality: 60 })
    .toBuffer();
}
