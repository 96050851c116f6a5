// The payment methods the checkout offers, and whether each can take money today. A card
// gateway joins by giving `creditCard` a provider here (and its own payment step); the
// checkout's radio and placeOrder's refusal both read this table, so nothing else changes.
import { checkoutTexts } from "../orders/checkout-texts";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "../orders/order-status";

const m = checkoutTexts;

export type PaymentMethodOption = {
  method: PaymentMethod;
  /** The option's Thai name. */
  label: string;
  /** One line under the option: how paying works. */
  hint: string;
  /** Why the option cannot be chosen now (shown beside it, and as the refusal); null when it can. */
  unavailableReason: string | null;
  /** What the shopper does after ordering (order confirmation mail and pages). */
  howToPay: string;
};

/** In the order the checkout shows them; the first available one is the default. */
export const CHECKOUT_PAYMENT_OPTIONS: readonly PaymentMethodOption[] = [
  {
    method: "promptpay",
    label: PAYMENT_METHOD_LABELS.promptpay,
    hint: m.promptpayHint,
    unavailableReason: null,
    howToPay: m.promptpayHowToPay,
  },
  {
    method: "bankTransfer",
    label: PAYMENT_METHOD_LABELS.bankTransfer,
    hint: m.bankTransferHint,
    unavailableReason: null,
    howToPay: m.bankTransferHowToPay,
  },
  { method: "cod", label: PAYMENT_METHOD_LABELS.cod, hint: m.codHint, unavailableReason: null, howToPay: m.codHowToPay },
  // No card gateway yet: shown so shoppers know, never selectable.
  {
    method: "creditCard",
    label: PAYMENT_METHOD_LABELS.creditCard,
    hint: m.cardHint,
    unavailableReason: m.cardUnavailable,
    howToPay: m.cardHint,
  },
];

export const CHECKOUT_DEFAULT_PAYMENT_METHOD: PaymentMethod = CHECKOUT_PAYMENT_OPTIONS.find((option) => !option.unavailableReason)!.method;

export function paymentMethodOption(method: PaymentMethod): PaymentMethodOption {
  return CHECKOUT_PAYMENT_OPTIONS.find((option) => option.method === method)!;
}

/** Null when an order may be placed with `method`; otherwise the Thai reason it may not. */
export function paymentMethodRefusal(method: PaymentMethod): string | null {
  return paymentMethodOption(method).unavailableReason;
}

/**
 * Whether shoppers can pay by card today. While they cannot, nothing offers cards to them
 * (the account page has no 'my cards' tab or count: issue 24).
 */
export const cardPaymentOpen: boolean = paymentMethodRefusal("creditCard") === null;
