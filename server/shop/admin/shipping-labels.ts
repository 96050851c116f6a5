import { toSVG } from "bwip-js/node";
import { asc, inArray } from "drizzle-orm";
import { isPaymentMethod, isShippingCarrier, SHIPPING_CARRIER_LABELS } from "../../../domain/orders/order-status";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orderItems, orders } from "../../platform/db/schema";
import { loadContactInfo } from "../content/contact-info";
import { loadSiteChrome } from "../content/site-chrome";

/** One 100 × 150 mm label: who sends, who receives, the order number as a barcode, the cash to collect. */
export type ShippingLabel = {
  orderNumber: string;
  receiver: { name: string; address: string; cityAndPostcode: string; phone: string };
  /** Satang the courier collects (cash on delivery not yet paid); null: nothing to collect. */
  codAmount: number | null;
  pieces: number;
  /** "Kerry Express KER123…" once shipped, for the parcel's own tracking number. */
  tracking: string | null;
  /** Code 128 of the order number, drawn on the server so the page ships no script. */
  barcodeSvg: string;
};

export type ShippingLabels = { sender: { name: string; address: string; phone: string }; labels: ShippingLabel[] };

/**
 * The order number as a Code 128 barcode (what thermal-label scanners read), as SVG: sharp at
 * any printer resolution. bwip-js draws only paths with fixed colours, nothing from outside
 * but the order number, so the markup is safe to place in the page as it is.
 */
export function orderBarcodeSvg(orderNumber: string): string {
  return toSVG({ bcid: "code128", text: orderNumber, height: 12, includetext: false, paddingwidth: 0, paddingheight: 0 });
}

/**
 * The labels for these orders, in the order they were selected; ids not found are left out.
 * The sender is the shop as the receipts name it: the brand name, and the address and phone
 * from the contact info settings (/admin/contact).
 */
export async function loadShippingLabels(db: DatabaseOrTransaction, ids: readonly string[]): Promise<ShippingLabels> {
  const [chrome, contact, rows, items] = await Promise.all([
    loadSiteChrome(db),
    loadContactInfo(db),
    ids.length
      ? db
          .select({
            id: orders.id,
            orderNumber: orders.orderNumber,
            firstName: orders.shippingFirstName,
            lastName: orders.shippingLastName,
            address: orders.shippingAddress,
            city: orders.shippingCity,
            postalCode: orders.shippingPostalCode,
            phone: orders.shippingPhone,
            totalAmount: orders.totalAmount,
            paymentMethod: orders.paymentMethod,
            paymentStatus: orders.paymentStatus,
            carrier: orders.shippingCarrier,
            trackingNumber: orders.trackingNumber,
          })
          .from(orders)
          .where(inArray(orders.id, [...ids]))
      : [],
    ids.length
      ? db
          .select({ orderId: orderItems.orderId, quantity: orderItems.quantity })
          .from(orderItems)
          .where(inArray(orderItems.orderId, [...ids]))
          .orderBy(asc(orderItems.orderId))
      : [],
  ]);
  const pieces = new Map<string, number>();
  for (const item of items) pieces.set(item.orderId, (pieces.get(item.orderId) ?? 0) + item.quantity);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const labels = ids.flatMap((id): ShippingLabel[] => {
    const row = byId.get(id);
    if (!row) return [];
    // Cash on delivery collects the whole total, unless the courier's cash is already recorded.
    const collects = isPaymentMethod(row.paymentMethod) && row.paymentMethod === "cod" && row.paymentStatus !== "paid";
    return [
      {
        orderNumber: row.orderNumber,
        receiver: {
          name: `${row.firstName} ${row.lastName}`,
          address: row.address,
          cityAndPostcode: `${row.city} ${row.postalCode}`,
          phone: row.phone,
        },
        codAmount: collects ? row.totalAmount : null,
        pieces: pieces.get(id) ?? 0,
        tracking: row.trackingNumber && isShippingCarrier(row.carrier) ? `${SHIPPING_CARRIER_LABELS[row.carrier]} ${row.trackingNumber}` : null,
        barcodeSvg: orderBarcodeSvg(row.orderNumber),
      },
    ];
  });
  return { sender: { name: chrome.brandName, address: contact?.address ?? "", phone: contact?.phone ?? "" }, labels };
}
