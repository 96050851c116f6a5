import { desc, eq } from "drizzle-orm";
import type { DeliveryContact } from "../../../domain/members/delivery-contact";
import { savedAddressText } from "../../../domain/addresses/saved-address-view";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orders } from "../../platform/db/schema";
import { listSavedAddresses } from "./saved-addresses";

/** The member's default saved address, else the address and phone of their newest order; null when neither exists. */
export async function deliveryContactOf(db: DatabaseOrTransaction, userId: string): Promise<DeliveryContact | null> {
  const [saved] = await listSavedAddresses(db, userId);
  if (saved) return { phone: saved.phone, address: savedAddressText(saved), source: "saved-address" };
  const [last] = await db
    .select({ phone: orders.shippingPhone, address: orders.shippingAddress, city: orders.shippingCity, postalCode: orders.shippingPostalCode })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!last) return null;
  return { phone: last.phone, address: [last.address, last.city, last.postalCode].filter(Boolean).join(" "), source: "last-order" };
}
