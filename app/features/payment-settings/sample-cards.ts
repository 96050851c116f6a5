/**
 * The spec's two hard-coded sample cards on /payment-settings. They are display samples
 * only: the shop never receives or stores card numbers (see add-payment-method-page).
 */
export type SampleCard = { id: string; type: "credit" | "debit"; brand: string; last4: string; expiry: string };

export const SAMPLE_CARDS: readonly SampleCard[] = [
  { id: "sample-visa", type: "credit", brand: "Visa", last4: "4242", expiry: "12/25" },
  { id: "sample-mastercard", type: "debit", brand: "Mastercard", last4: "5555", expiry: "08/26" },
];
