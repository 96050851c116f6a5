import type { OrderRequestPage } from "../../../domain/after-sale/request-page";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orderAfterSale } from "../after-sale/request-views";
import { orderPage, type OrderPageAnswer } from "../orders/order-pages";

/**
 * `/order-request?order=<n>`: the member's own order with what may be asked of it (decision 104).
 * Only its owner asks: another member's order — an admin's included — is the same 404 as a
 * number that does not exist.
 */
export function orderRequestPage(db: DatabaseOrTransaction, viewer: { id: string } | null, orderNumber: string): Promise<OrderPageAnswer<OrderRequestPage>> {
  return orderPage(db, viewer && { id: viewer.id, isAdmin: false }, orderNumber, async (order) => {
    const { firstName, lastName, phone, address, city, postalCode } = order.shipping;
    return {
      orderNumber: order.orderNumber,
      shipping: { firstName, lastName, phone, address, city, postalCode },
      afterSale: await orderAfterSale(db, order),
    };
  });
}
