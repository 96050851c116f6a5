import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { rendered, textOf } from "./tax-document-fixtures";
import { ParcelTracking } from "./order-tracking";
import { OrderPage } from "./order-page";
import type { OrderView } from "./order-view";

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));

/** A PromptPay order staff sent before its money came (decision 102): shipped, still unpaid. */
const shippedUnpaid: OrderView = {
  promotions: [],
  orderNumber: "ORDER-ABCDEFGHJ",
  status: "shipped",
  paymentStatus: "unpaid",
  paymentMethod: "promptpay",
  subtotal: 29900,
  shippingFee: 5000,
  discount: 0,
  totalAmount: 34900,
  refundedAmount: 0,
  shipping: {
    firstName: "สมหญิง",
    lastName: "ใจดี",
    email: "somying@example.com",
    phone: "0812345678",
    address: "1 ถนนสุขุมวิท",
    city: "กรุงเทพมหานคร",
    postalCode: "10110",
  },
  cancelReason: null,
  shipment: { carrier: "kerry", trackingNumber: "KER123456789", shippedAt: at(4), deliveredAt: null },
  paidAt: null,
  processingAt: null,
  shippedAt: at(4),
  deliveredAt: null,
  deliveryConfirmedByMember: false,
  createdAt: at(1),
  items: [{ id: "i1", productId: null, productName: "Velvet Matte", colorName: "Rose", unitPrice: 29900, quantity: 1, imageUrl: null, returnedQuantity: 0 }],
  lastProofActivityAt: null,
  latestPayment: null,
};

const page = (order: OrderView) =>
  rendered(
    <OrderPage
      order={order}
      receiptKind="statement"
      awaitsPayment={order.paymentStatus === "unpaid"}
      paymentInstructions={null}
      paymentDeadline={null}
      renderedAt={at(5).toISOString()}
      taxInvoice={{ offered: false, request: null, invoiceNumber: null }}
    />,
  );

/** The timeline's step by its key: its state and what it reads. */
function step(html: string, key: string) {
  const match = new RegExp(`<li[^>]*data-step="${key}"[^>]*data-state="([a-z]+)"[^>]*>(.*?)</li>`).exec(html);
  if (!match) throw new Error(`no step ${key}`);
  return { state: match[1], text: textOf(match[2] ?? "") };
}

describe("the member's order page of an order sent before it was paid (issue 40)", () => {
  it("never ticks ชำระแล้ว: the timeline's payment step says what the badge says", () => {
    const html = page(shippedUnpaid);
    const paid = step(html, "paid");
    expect(paid.state).toBe("outstanding");
    expect(paid.text).toContain("ยังไม่ชำระเงิน");
    expect(paid.text).not.toContain("ชำระแล้ว");
    expect(step(html, "shipped").state).toBe("current");
  });

  it("asks to pay without saying the shop waits for the money to send the parcel", () => {
    const text = textOf(page(shippedUnpaid));
    expect(text).toContain("ร้านจัดส่งสินค้าให้คุณแล้ว กรุณาชำระเงิน");
    expect(text).not.toContain("เพื่อให้ร้านจัดส่ง");
  });

  it("still asks to pay so the shop can send it while the parcel has not left", () => {
    const text = textOf(page({ ...shippedUnpaid, status: "pending", shipment: null, shippedAt: null }));
    expect(text).toContain("เพื่อให้ร้านจัดส่ง");
  });

  it("ticks ชำระแล้ว once the money is verified", () => {
    const paid = step(page({ ...shippedUnpaid, paymentStatus: "paid", paidAt: at(2) }), "paid");
    expect(paid.state).toBe("done");
    expect(paid.text).toContain("ชำระแล้ว");
  });
});

describe("ได้รับสินค้าแล้ว asks before it completes the order (issue 40)", () => {
  const sent = { ...shippedUnpaid, paymentStatus: "paid", paidAt: at(2) } as const;
  const at_ = (url: string) =>
    renderToStaticMarkup(
      <RouterProvider
        router={createMemoryRouter([{ path: "/orders/:n", element: <ParcelTracking order={sent} reply={null} /> }], { initialEntries: [url] })}
      />,
    );

  it("is a link that opens the confirmation, not a button that posts", () => {
    const html = at_("/orders/ORDER-ABCDEFGHJ");
    expect(html).not.toContain('value="confirm-delivery"');
    expect(html).toMatch(/<a[^>]*href="\/orders\/ORDER-ABCDEFGHJ\?confirm-delivery"[^>]*>.*ได้รับสินค้าแล้ว/);
  });

  it("posts only from the confirmation, which names the order", () => {
    const html = at_("/orders/ORDER-ABCDEFGHJ?confirm-delivery");
    expect(html).toMatch(/<dialog[^>]*open/);
    expect(textOf(html)).toContain("ได้รับพัสดุของคำสั่งซื้อ ORDER-ABCDEFGHJ ครบถ้วนแล้วใช่ไหม");
    expect(html).toMatch(/<dialog[^>]*open[\s\S]*<button type="submit" value="confirm-delivery"[^>]*name="intent"/);
  });
});
