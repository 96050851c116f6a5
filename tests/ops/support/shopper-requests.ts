import sharp from "sharp";
import type { BenchMember } from "../../../scripts/bench/members";

/** A photo of a transfer slip as a phone sends it: a different picture each time. */
export async function slipPhoto(seed: number): Promise<Buffer> {
  const shade = (seed * 47) % 256;
  return sharp({ create: { width: 240, height: 420, channels: 3, background: { r: 30 + (shade % 200), g: 120, b: 255 - shade } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The profile page's avatar form as the browser posts it: a square PNG of one colour. */
export async function avatarForm(size: number, background: string): Promise<FormData> {
  const picture = await sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("avatar", new File([new Uint8Array(picture)], "me.png", { type: "image/png" }));
  return form;
}

/**
 * The slip upload on /payment-confirmation, as the page's form posts it; true when the shop
 * acknowledged it (200), false for any other answer, a dropped connection included.
 */
export async function submitSlip(shopUrl: string, member: BenchMember, orderNumber: string, photo: Buffer): Promise<boolean> {
  const form = new FormData();
  form.append("bankName", "");
  form.append("transferTime", "");
  form.append("proof", new File([new Uint8Array(photo)], "slip.jpg", { type: "image/jpeg" }));
  try {
    const response = await fetch(`${shopUrl}/payment-confirmation?order=${orderNumber}`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { cookie: member.cookie, origin: shopUrl, accept: "text/html" },
    });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * The total a shopper of these tests was shown: none — the order is placed at the server's price.
 * The shops here have the demo's promotions (a new member's first order is 10 % off, decision 101);
 * what these tests check is that orders survive faults, not the price.
 */
export const SERVER_PRICE = null;
