import type { Page } from "playwright-core";
import sharp from "sharp";
import { paymentTexts } from "../../../domain/payments/payment-texts";
import { decodeQrTexts } from "../../../server/shop/payments/qr-decoder";

/**
 * Reads the QR the shopper sees, as a banking app's camera would: from the screen's pixels, once,
 * the moment it shows — nothing may float over it (issue 33): a notice on the payment page is a
 * line in the page, not a toast.
 */
export async function decodeShownQr(page: Page): Promise<string> {
  const text = await readQrOnScreen(page);
  if (text === undefined) throw new Error("the QR on the screen cannot be read: something covers it");
  return text;
}

/** One look at the QR on the screen (what overlaps it included); undefined when it cannot be read. */
export async function readQrOnScreen(page: Page): Promise<string | undefined> {
  const qr = page.getByRole("img", { name: /QR พร้อมเพย์/ });
  await qr.waitFor({ state: "visible" });
  const { data, info } = await sharp(await qr.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [text] = await decodeQrTexts({ data, width: info.width, height: info.height, channels: info.channels });
  return text;
}

/**
 * Chooses the slip image on /payment-confirmation and sends it, with the optional bank and
 * transfer time (as the form's datetime-local takes it, Bangkok time: "2026-11-23T14:05").
 */
export async function uploadSlip(page: Page, slip: Buffer, details: { bank?: string; transferTime?: string } = {}) {
  await page.getByLabel(paymentTexts.proofFile).setInputFiles({ name: "slip.jpg", mimeType: "image/jpeg", buffer: slip });
  if (details.transferTime) await page.getByLabel(paymentTexts.transferTime).fill(details.transferTime);
  if (details.bank) await page.getByLabel(paymentTexts.transferBank).selectOption(details.bank);
  await page.getByRole("button", { name: paymentTexts.submitProof }).click();
}
