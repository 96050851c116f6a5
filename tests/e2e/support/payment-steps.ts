import type { Page } from "playwright-core";
import { expect } from "vitest";
import sharp from "sharp";
import { paymentTexts } from "../../../domain/payment-texts";
import { decodeQrTexts } from "../../../server/payments/qr-decoder";

/** Reads the QR the shopper sees, as a banking app's camera would: from the screen's pixels. */
export async function decodeShownQr(page: Page): Promise<string> {
  // Notifications rest at the bottom of a phone's screen (issue 24) and arrive with their own
  // script (decision 084), so one may cover the QR a moment after the page shows: read it again
  // until the picture decodes.
  const qr = page.getByRole("img", { name: /QR พร้อมเพย์/ });
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached", timeout: 15_000 });
        const { data, info } = await sharp(await qr.screenshot())
          .raw()
          .toBuffer({ resolveWithObject: true });
        [text] = await decodeQrTexts({ data, width: info.width, height: info.height, channels: info.channels });
        return text !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return text!;
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
