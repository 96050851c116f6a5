import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * Links that act without a sign-in (a mail's or LINE message's "stop this alert", decision 111)
 * carry an HMAC of what they name, under a key derived from the auth secret (HKDF, its own label):
 * a link for one row cannot be turned into a link for another, and no table holds the key.
 */
let linkKey: Buffer | undefined;

/** createShopAuth calls it with the shop's secret, as it keys the sealed mail. */
export function keySignedLinks(secret: string) {
  linkKey = Buffer.from(hkdfSync("sha256", secret, "", "glossy-velvet signed-links v1", 32));
}

function key() {
  if (!linkKey) throw new Error("The signed links' key is not set: configure auth (keySignedLinks) first.");
  return linkKey;
}

/** The signature of `value` for `purpose` (a link for one purpose opens nothing else), base64url. */
export function signLink(purpose: string, value: string): string {
  return createHmac("sha256", key()).update(`${purpose}\n${value}`).digest("base64url");
}

export function signedLinkMatches(purpose: string, value: string, signature: string | null | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signLink(purpose, value), "base64url");
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
