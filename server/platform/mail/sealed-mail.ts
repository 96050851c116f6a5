import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Bodies of sensitive mail (reset links) are kept in `mail_outbox` sealed (decision 054):
 * AES-256-GCM under a key derived from the auth secret (HKDF, label "mail-outbox"), bound to
 * the recipient's address, so neither the table nor a backup of it shows a usable link, and a
 * sealed body moved onto a row addressed to someone else cannot be opened. Only the delivery
 * job opens them, just before handing the mail to SMTP.
 */
const SEALED_PREFIX = "sealed:v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

let sealKey: Buffer | undefined;

/** Derives the outbox key from the auth secret; createShopAuth calls it with the shop's secret. */
export function keyMailSeal(secret: string) {
  sealKey = Buffer.from(hkdfSync("sha256", secret, "", "glossy-velvet mail-outbox v1", 32));
}

function key() {
  // Without a key a secret would be stored readable: refuse instead.
  if (!sealKey) throw new Error("The mail outbox key is not set: configure auth (keyMailSeal) before queueing sensitive mail.");
  return sealKey;
}

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

export function sealMailBody(body: string, to: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(to));
  const sealed = Buffer.concat([cipher.update(body, "utf8"), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The body as written, opening a sealed one; throws when it was sealed under another secret or for another address. */
export function openMailBody(stored: string, to: string): string {
  if (!isSealed(stored)) return stored;
  const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key(), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(to));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}
