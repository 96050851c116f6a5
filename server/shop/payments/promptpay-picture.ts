// "บันทึก QR": the order's PromptPay QR as a PNG to keep in the photo library, since Thai banking
// apps scan a QR from a saved picture (decision 070). Drawn here, not in the browser, so the link
// works without scripts and every phone gets the same picture. The QR keeps its quiet zone and is
// drawn 1:1 in whole pixels per module, black on white; the texts (shop, amount with satang, order
// number, account name) are set apart from it so no decoder mistakes them for part of the code.
// Thai needs a font that has it: Sarabun (OFL) ships in fonts/ beside this module, never fetched.
import path from "node:path";
import QRCode from "qrcode";
import sharp, { type OverlayOptions } from "sharp";
import { escapeHtml } from "../../../domain/shared/html-escape";
import { formatBahtWithSatang } from "../../../domain/shared/money";
import { paymentTexts } from "../../../domain/payments/payment-texts";
import { loadSiteChrome } from "../content/site-chrome";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orderForViewer, type OrderViewer } from "../orders/order-access";
import { awaitsPayment } from "../../../domain/orders/order-tracking";
import { paymentInstructionsFor } from "./payment-providers";

// Resolved from the working directory like the demo images and the QR worker: the production
// bundle has no copy of these files.
const FONT_DIR = path.resolve("server/shop/payments/fonts");
const FONT = { regular: path.join(FONT_DIR, "Sarabun-Regular.ttf"), bold: path.join(FONT_DIR, "Sarabun-Bold.ttf") };

const WIDTH = 800;
const PADDING = 48;
/** Whole pixels per module (a PromptPay QR with its quiet zone comes out ~400 px): crisp in any photo viewer or scanner. */
const QR_SCALE = 10;
const INK = "#1f1f1f";
const BRAND = "#9d174d";
const MUTED = "#52525b";

type Line = { text: string; sizePx: number; bold?: boolean; colour: string; gapBefore: number };

/** One line of text (wrapped within the picture's width when long), as a transparent PNG. */
async function textPicture(line: Line): Promise<{ input: Buffer; width: number; height: number }> {
  const { data, info } = await sharp({
    text: {
      // Pango markup: everything from settings or the order is escaped.
      text: `<span foreground="${line.colour}">${escapeHtml(line.text)}</span>`,
      font: `Sarabun ${line.bold ? "Bold " : ""}${line.sizePx}`,
      fontfile: line.bold ? FONT.bold : FONT.regular,
      width: WIDTH - 2 * PADDING,
      align: "centre",
      wrap: "word-char",
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

export type PromptPayPictureContent = { payload: string; amount: number; orderNumber: string; shopName: string; accountName: string };

/** The picture: shop name and title above the QR; amount, order number and account name below. */
export async function drawPromptPayPicture(content: PromptPayPictureContent): Promise<Buffer> {
  const m = paymentTexts;
  const qr = await QRCode.toBuffer(content.payload, { type: "png", errorCorrectionLevel: "M", margin: 4, scale: QR_SCALE });
  const qrSize = (await sharp(qr).metadata()).width;
  const above: Line[] = [
    { text: content.shopName, sizePx: 34, bold: true, colour: INK, gapBefore: 0 },
    { text: m.qrPictureTitle, sizePx: 26, colour: MUTED, gapBefore: 8 },
  ];
  const below: Line[] = [
    { text: formatBahtWithSatang(content.amount), sizePx: 56, bold: true, colour: BRAND, gapBefore: 12 },
    { text: m.qrPictureOrder(content.orderNumber), sizePx: 28, colour: INK, gapBefore: 12 },
    { text: `${m.accountName} ${content.accountName}`, sizePx: 24, colour: MUTED, gapBefore: 8 },
  ];
  const [aboveTexts, belowTexts] = await Promise.all([Promise.all(above.map(textPicture)), Promise.all(below.map(textPicture))]);
  const layers: OverlayOptions[] = [];
  let top = PADDING;
  const place = (pictures: typeof aboveTexts, lines: Line[]) =>
    pictures.forEach((picture, index) => {
      top += lines[index]!.gapBefore;
      layers.push({ input: picture.input, left: Math.round((WIDTH - picture.width) / 2), top });
      top += picture.height;
    });
  place(aboveTexts, above);
  // The QR's own white margin is its quiet zone; nothing is drawn inside it.
  layers.push({ input: qr, left: Math.round((WIDTH - qrSize) / 2), top });
  top += qrSize;
  place(belowTexts, below);
  return sharp({ create: { width: WIDTH, height: top + PADDING, channels: 3, background: "#ffffff" } })
    .composite(layers)
    .png()
    .toBuffer();
}

export type PromptPayPicture = { fileName: string; png: Buffer };

/**
 * The saved-QR picture of an order, for whoever may see the order (its owner, or staff), while a
 * PromptPay order still waits for the shopper's money and the shop's PromptPay id is set. Null
 * otherwise — exactly as for an order that does not exist, so numbers cannot be probed.
 */
export async function promptPayPicture(db: DatabaseOrTransaction, viewer: OrderViewer, orderNumber: string): Promise<PromptPayPicture | null> {
  const order = await orderForViewer(db, viewer, orderNumber);
  if (!order || order.paymentMethod !== "promptpay" || !awaitsPayment(order)) return null;
  const [instructions, chrome] = await Promise.all([paymentInstructionsFor(db, order.paymentMethod, order.totalAmount), loadSiteChrome(db)]);
  if (instructions.kind !== "promptpay") return null;
  const png = await drawPromptPayPicture({
    payload: instructions.payload,
    amount: order.totalAmount,
    orderNumber: order.orderNumber,
    shopName: chrome.brandName,
    accountName: instructions.promptPay.accountName,
  });
  return { fileName: paymentTexts.qrPictureFileName(order.orderNumber), png };
}
