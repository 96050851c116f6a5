// Money is integer satang everywhere (1 baht = 100 satang): floats only ever appear at
// the edges, when reading what a person typed or formatting what they will see.

export type Satang = number;

export const SATANG_PER_BAHT = 100;

export function isSatang(value: unknown): value is Satang {
  return Number.isSafeInteger(value);
}

function assertSatang(satang: number): void {
  if (!isSatang(satang)) {
    throw new RangeError(`Expected an integer number of satang, got ${satang}`);
  }
}

export function bahtToSatang(baht: number): Satang {
  if (!Number.isFinite(baht)) {
    throw new RangeError(`Cannot convert ${baht} baht to satang`);
  }
  // toPrecision(15) removes binary noise first, so 1.005 baht becomes 100.5 satang
  // (then 101) instead of 100.49999999999999 (then 100).
  const exact = Number((Math.abs(baht) * SATANG_PER_BAHT).toPrecision(15));
  // Rounding the magnitude keeps refunds symmetric with charges (-1.005 -> -101).
  const rounded = Math.round(exact);
  if (!Number.isSafeInteger(rounded)) {
    throw new RangeError(`${baht} baht is too large to represent exactly`);
  }
  return baht < 0 && rounded !== 0 ? -rounded : rounded;
}

export function satangToBaht(satang: Satang): number {
  assertSatang(satang);
  return satang / SATANG_PER_BAHT;
}

const withDecimals = new Intl.NumberFormat("th-TH", { style: "currency", currency: "THB" });
const wholeBaht = new Intl.NumberFormat("th-TH", {
  style: "currency",
  currency: "THB",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "฿1,000" for whole baht, "฿1,249.50" otherwise. */
export function formatBaht(satang: Satang): string {
  assertSatang(satang);
  const formatter = satang % SATANG_PER_BAHT === 0 ? wholeBaht : withDecimals;
  return formatter.format(satang / SATANG_PER_BAHT);
}

/** "฿1,000.00": always with satang, as a bank shows an amount to transfer (the saved PromptPay QR picture). */
export function formatBahtWithSatang(satang: Satang): string {
  assertSatang(satang);
  return withDecimals.format(satang / SATANG_PER_BAHT);
}

// Either plain digits or correctly grouped thousands; at most two decimals. A leading
// "฿" is tolerated because people paste prices copied from the shop itself.
const BAHT_INPUT = /^฿?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Parses what an admin or shopper typed as a baht amount; null when it is not one. */
export function parseBahtInput(text: string): Satang | null {
  const match = BAHT_INPUT.exec(text.trim());
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  // Built from the digits rather than parseFloat, so no rounding can creep in.
  const satang = Number(whole.replaceAll(",", "")) * SATANG_PER_BAHT + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(satang) ? satang : null;
}
