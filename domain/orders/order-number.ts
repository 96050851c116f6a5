export const ORDER_NUMBER_PREFIX = "ORDER-";
export const ORDER_NUMBER_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const ORDER_NUMBER_RANDOM_LENGTH = 9;

const ORDER_NUMBER_PATTERN = new RegExp(`^${ORDER_NUMBER_PREFIX}[A-Z0-9]{${ORDER_NUMBER_RANDOM_LENGTH}}$`);

// 252 is the largest multiple of 36 that fits in a byte; bytes at or above it are
// thrown away so every character is equally likely (plain `byte % 36` would favour A–D).
const ACCEPT_BELOW = 256 - (256 % ORDER_NUMBER_ALPHABET.length);

export type RandomBytes = (count: number) => Uint8Array;

// globalThis.crypto rather than node:crypto so the same module runs in the browser.
const cryptoRandomBytes: RandomBytes = (count) => globalThis.crypto.getRandomValues(new Uint8Array(count));

/** "ORDER-" + 9 uniformly random A–Z/0–9 characters. `randomBytes` exists for tests. */
export function generateOrderNumber(randomBytes: RandomBytes = cryptoRandomBytes): string {
  let suffix = "";
  while (suffix.length < ORDER_NUMBER_RANDOM_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte >= ACCEPT_BELOW) continue;
      suffix += ORDER_NUMBER_ALPHABET[byte % ORDER_NUMBER_ALPHABET.length];
      if (suffix.length === ORDER_NUMBER_RANDOM_LENGTH) break;
    }
  }
  return ORDER_NUMBER_PREFIX + suffix;
}

export function isOrderNumber(text: unknown): text is string {
  return typeof text === "string" && ORDER_NUMBER_PATTERN.test(text);
}
