import { describe, expect, it } from "vitest";
import { rendered, textOf } from "../orders/tax-document-fixtures";
import { PaymentConfirmationPage } from "./payment-confirmation-page";
import type { PaymentConfirmation } from "../../../domain/payments/payment-confirmation";

const page: PaymentConfirmation = {
  orderNumber: "ORDER-ABCDEFGHJ",
  paymentMethod: "cod",
  items: [{ productName: "Velvet Matte", colorName: "Rose", unitPrice: 29900, quantity: 1 }],
  subtotal: 29900,
  shippingFee: 5000,
  discount: 0,
  promotions: [],
  totalAmount: 34900,
  instructions: null,
  stage: "no-proof",
  viewerIsOwner: true,
  proofUrl: null,
  paymentDeadline: null,
  renderedAt: "2026-11-20T01:00:00Z",
};

const heading = (html: string) => textOf(/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] ?? "");

describe("/payment-confirmation's title (issue 40)", () => {
  it("confirms a cash-on-delivery order rather than calling it a payment", () => {
    expect(heading(rendered(<PaymentConfirmationPage page={page} result={null} />))).toBe("ยืนยันคำสั่งซื้อ (เก็บเงินปลายทาง)");
  });

  it("stays ยืนยันการชำระเงิน for a transfer", () => {
    expect(heading(rendered(<PaymentConfirmationPage page={{ ...page, paymentMethod: "promptpay", stage: "awaiting-proof" }} result={null} />))).toBe(
      "ยืนยันการชำระเงิน",
    );
  });
});
