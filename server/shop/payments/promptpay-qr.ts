// The shop's PromptPay payment QR: an EMVCo payload built by promptparse (tags, lengths and
// CRC are the library's job, not ours) for the exact amount, drawn as SVG on the server so
// the page needs no script and no canvas.
import { generate } from "promptparse";
import QRCode from "qrcode";
import type { Satang } from "../../../domain/shared/money";
import { parsePromptPayId, promptPayAmountText } from "../../../domain/payments/promptpay";

export class InvalidPromptPayIdError extends Error {
  override name = "InvalidPromptPayIdError";
  constructor() {
    // The id comes from the shop's settings; never echo it into logs in full.
    super("The shop's PromptPay id is neither a Thai mobile number nor a valid 13-digit id");
  }
}

/** EMVCo payload asking for exactly `amount` satang to the shop's PromptPay id. */
export function promptPayPayload(promptPayId: string, amount: Satang): string {
  const id = parsePromptPayId(promptPayId);
  if (!id) throw new InvalidPromptPayIdError();
  // promptparse writes amount.toFixed(2); an integer number of satang divided by 100 is
  // always the nearest double to its two-decimal text, so this is exact (the test pins it).
  const amountText = promptPayAmountText(amount);
  return generate.anyId({
    type: id.kind === "mobile" ? "MSISDN" : "NATID",
    target: id.digits,
    amount: Number(amountText),
  });
}

/** The payment QR as an SVG document (black modules on white, quiet zone included). */
export function promptPayQrSvg(promptPayId: string, amount: Satang): Promise<string> {
  return QRCode.toString(promptPayPayload(promptPayId, amount), {
    type: "svg",
    // M survives a smudged or photographed screen; the payload is short, so the QR stays small.
    errorCorrectionLevel: "M",
    margin: 4,
  });
}
