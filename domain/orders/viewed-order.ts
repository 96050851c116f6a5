import type { Satang } from "../shared/money";
import type { OrderPaymentStatus, OrderStatus, PaymentMethod, PaymentStatus, ShippingCarrier } from "./order-status";

// One order as the shop shows it to its owner or to staff (`orderForViewer` answers it; the
// order page, the receipt and the back-office's order detail draw it).

export type ViewedOrderItem = {
  id: string;
  productId: string | null;
  productName: string;
  colorName: string;
  unitPrice: Satang;
  quantity: number;
  imageUrl: string | null;
  /** Units received back from the member (decision 104). */
  returnedQuantity: number;
};

/** A promotion the order carries, with what it gave when the order was placed (decision 101). */
export type OrderPromotionLine = { title: string; code: string | null; discount: Satang; shippingDiscount: Satang };

/** The newest payment row (proof upload) of an order: what the shop is doing about it. */
export type ViewedPayment = {
  status: PaymentStatus;
  createdAt: Date;
  verifiedAt: Date | null;
};

export type ViewedShipment = { carrier: ShippingCarrier; trackingNumber: string; shippedAt: Date | null; deliveredAt: Date | null };

export type ViewedOrder = {
  /** The promotions it carries; the points discount is what `discount` holds beyond theirs. */
  promotions: OrderPromotionLine[];
  id: string;
  userId: string;
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: PaymentMethod;
  subtotal: Satang;
  shippingFee: Satang;
  discount: Satang;
  totalAmount: Satang;
  /** Money sent back so far (decision 104). */
  refundedAmount: Satang;
  shipping: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    postalCode: string;
  };
  cancelReason: string | null;
  /** Set once the back-office marked the order shipped: what the member tracks the parcel with. */
  shipment: ViewedShipment | null;
  /** The timeline's times (decision 071): when the money was verified, packing started, the parcel left and arrived. */
  paidAt: Date | null;
  processingAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  /** The member pressed "ได้รับสินค้าแล้ว" themselves (rather than staff marking it delivered). */
  deliveryConfirmedByMember: boolean;
  createdAt: Date;
  updatedAt: Date;
  items: ViewedOrderItem[];
  /** The latest of its payments' created/updated times: what the payment clock reads (domain/payments/payment-deadline.ts). */
  lastProofActivityAt: Date | null;
  latestPayment: ViewedPayment | null;
};

/** A line's picture in the order history: the snapshot image the order was placed with. */
export type OrderThumbnail = { imageUrl: string; name: string };

/** One row of the member's order history. */
export type OrderSummary = {
  id: string;
  orderNumber: string;
  createdAt: Date;
  totalAmount: Satang;
  itemCount: number;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  /** Up to `THUMBNAILS_PER_ORDER` of its lines' pictures; `lineCount` says how many lines there are. */
  thumbnails: readonly OrderThumbnail[];
  lineCount: number;
  /** Still waits for the shopper's money: the history offers "ชำระเงิน" (the order page's own rule). */
  awaitsPayment: boolean;
};

/** Only what the success and thank-you pages show of the order. */
export type OrderOutcome = {
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: PaymentMethod;
  totalAmount: Satang;
  awaitsPayment: boolean;
};
