import { orders } from "../../platform/db/schema";

/**
 * What a change to an order reads of it before deciding (locked `for update`): who it belongs
 * to, where it stands, what it costs and whose name is on it. One projection for the staff's
 * moves, the slip upload and the points credit.
 */
export const ORDER_STATE_COLUMNS = {
  id: orders.id,
  userId: orders.userId,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalAmount: orders.totalAmount,
  firstName: orders.shippingFirstName,
  lastName: orders.shippingLastName,
};
