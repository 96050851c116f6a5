import { PAYMENT_PROOF_MAX_BYTES } from "../../../domain/payments/payment-limits";
import { fileTexts } from "../../../domain/shared/file-texts";
import type { FeatureEntries } from "../../platform/http/feature-entries";

/** The payment pages' entries in the platform's lists (decision 060). */
export const paymentEntries: FeatureEntries = {
  // /payment-confirmation, /payment-proofs/<id>, /payment-settings, /payment-success.
  privateFirstSegments: ["payment-*"],
  // The proof file plus its multipart framing and the form's two optional text fields.
  bodyAllowances: [{ path: "/payment-confirmation", maxBytes: PAYMENT_PROOF_MAX_BYTES + 64 * 1024, tooLargeMessage: fileTexts.tooLarge }],
};
