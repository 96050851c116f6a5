// What the shopper does after ordering, per payment method. The checkout radio's labels and
// availability live in domain/payments/payment-methods.ts; this side knows the instructions and
// whether a proof upload is expected. A card gateway joins later as one more provider.
import type { Satang } from "../../../domain/shared/money";
import type { PaymentMethod } from "../../../domain/orders/order-status";
import type { PaymentInstructions } from "../../../domain/payments/payment-confirmation";
import { promptPayPayload, promptPayQrSvg } from "./promptpay-qr";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { readShopPaymentSettings, type ShopPaymentSettings } from "./shop-payment-settings";

export type { PaymentInstructions } from "../../../domain/payments/payment-confirmation";

export type PaymentProvider = {
  /** Whether the shopper sends a transfer proof for this method. */
  expectsProof: boolean;
  instructions(amount: Satang, settings: ShopPaymentSettings): Promise<PaymentInstructions>;
};

export const PAYMENT_PROVIDERS: Readonly<Record<PaymentMethod, PaymentProvider>> = {
  promptpay: {
    expectsProof: true,
    async instructions(amount, settings) {
      if (!settings.promptPay) return { kind: "unconfigured", amount };
      return {
        kind: "promptpay",
        amount,
        promptPay: settings.promptPay,
        payload: promptPayPayload(settings.promptPay.id, amount),
        qrSvg: await promptPayQrSvg(settings.promptPay.id, amount),
      };
    },
  },
  bankTransfer: {
    expectsProof: true,
    async instructions(amount, settings) {
      if (!settings.bankAccount) return { kind: "unconfigured", amount };
      return { kind: "bankTransfer", amount, bankAccount: settings.bankAccount };
    },
  },
  // Paid to the courier on delivery: nothing to upload, the shop confirms and ships.
  cod: { expectsProof: false, instructions: async (amount) => ({ kind: "cod", amount }) },
  // No gateway yet (checkout refuses card orders); an older card order shows that it waits.
  creditCard: { expectsProof: false, instructions: async (amount) => ({ kind: "creditCard", amount }) },
};

export function paymentProvider(method: PaymentMethod): PaymentProvider {
  return PAYMENT_PROVIDERS[method];
}

/** What the shopper must do to pay `amount` by `method`, with the shop's current settings. */
export async function paymentInstructionsFor(db: DatabaseOrTransaction, method: PaymentMethod, amount: Satang): Promise<PaymentInstructions> {
  return paymentProvider(method).instructions(amount, await readShopPaymentSettings(db));
}
