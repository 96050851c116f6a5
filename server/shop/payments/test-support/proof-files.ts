// Proof files for the payment tests: a real (tiny) PDF, a GIF, and slips whose mini-QR
// carries a given transaction reference.
import { generate } from "promptparse";
import { slipPhoto } from "./qr-images";

export { smallGif, tinyPdf } from "../../../platform/media/test-support/sample-files";

export const slipPayload = (bankCode: string, transactionRef: string) => generate.slipVerify({ sendingBank: bankCode, transRef: transactionRef });

/** A phone photo of a slip from `bankCode` with this transaction reference. */
export const slipPhotoFor = (bankCode: string, transactionRef: string) => slipPhoto(slipPayload(bankCode, transactionRef));
