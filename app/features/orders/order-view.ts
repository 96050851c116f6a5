import type { Satang } from "../../../domain/money";
import type { OrderPaymentStatus, OrderStatus, PaymentMethod, PaymentStatus, ShippingCarrier } from "../../../domain/order-status";
import type { OrderLine } from "./order-lines";

/** One order as the order page and the receipt draw it (the loader's `orderForViewer` answer). */
export type OrderView = {
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: PaymentMethod;
  subtotal: Satang;
  shippingFee: Satang;
  discount: Satang;
  totalAmount: Satang;
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
  shipment: { carrier: ShippingCarrier; trackingNumber: string; shippedAt: Date | null } | null;
  createdAt: Date;
  items: readonly OrderLine[];
  latestPayment: { status: PaymentStatus; createdAt: Date; verifiedAt: Date | null } | null;
};

export type ReceiptKind = "receipt" | "statement";
