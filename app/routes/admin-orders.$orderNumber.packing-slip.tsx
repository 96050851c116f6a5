import { data, Link } from "react-router";
import { formatThaiDate } from "../../domain/shared/dates";
import { orderPageTexts } from "../features/orders/texts";
import { adminOrderTexts } from "../../domain/admin/admin-order-texts";
import { PAYMENT_METHOD_LABELS } from "../../domain/orders/order-status";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { orderForViewer } from "../../server/shop/orders/order-access";
import { DocumentFacts, PrintedDocument } from "../features/orders/printed-document";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-orders.$orderNumber.packing-slip";
import { BackArrow } from "../features/admin/kit/back-arrow";
import { TitledSection } from "../ui/titled-section";
import { LinesTable, type LinesTableKind } from "../ui/table-headings";
import { orderLineKey, type OrderLine } from "../features/orders/order-lines";

const m = adminOrderTexts;
const o = orderPageTexts;

/** Each item with its shade and quantity, and a box to tick when it is in the parcel. */
const PACKED_LINES: LinesTableKind<OrderLine> = {
  caption: m.items,
  className: "w-full",
  headClassName: "border-b border-gray-300 text-left text-xs text-gray-500",
  rowClassName: "border-b border-gray-200 align-top",
  lineKey: orderLineKey,
  columns: [
    [o.product, "py-2 pr-2 font-medium", "py-2 pr-2 font-medium", (item) => item.productName],
    [o.shade, "py-2 pr-2 font-medium", "py-2 pr-2", (item) => item.colorName || "—"],
    [o.quantity, "py-2 pr-2 text-right font-medium", "py-2 pr-2 text-right text-base font-semibold", (item) => item.quantity],
    [m.packed, "py-2 text-center font-medium", "py-2 text-center", () => <span aria-hidden className="inline-block size-4 border border-gray-500" />],
  ],
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const order = await orderForViewer(database(), { id: admin.id, isAdmin: true }, params.orderNumber);
  if (!order) return data({ order: null }, { status: 404 });
  return { order };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return privatePageMeta(loaded?.order ? `${m.packingSlip} ${loaded.order.orderNumber}` : m.notFound, matches);
}

/**
 * The packing slip (ใบแพ็คสินค้า) staff print and put in the parcel: who it goes to, and each
 * item with its shade and quantity, with a box to tick — no prices (the receipt has them).
 * Printed like the receipt: the site's header and footer and this page's buttons are hidden.
 */
export default function PackingSlip({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  if (!order) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold">{m.notFound}</h1>
        <Link to="/admin-orders" className="mt-4 inline-block text-brand-700 underline">
          {m.backToList}
        </Link>
      </div>
    );
  }
  const { shipping } = order;
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <PrintedDocument back={{ href: `/admin-orders/${order.orderNumber}`, label: m.detailTitle(order.orderNumber), arrow: <BackArrow /> }}>
      <header className="flex flex-wrap justify-between gap-4 border-b border-gray-300 pb-4">
        <h1 className="text-2xl font-bold">{m.packingSlip}</h1>
        <DocumentFacts
          className="space-y-0.5 text-right"
          facts={[
            [m.orderNumber, order.orderNumber, "font-mono font-semibold whitespace-nowrap"],
            [o.orderedOn, formatThaiDate(order.createdAt)],
            [o.paymentMethod, PAYMENT_METHOD_LABELS[order.paymentMethod]],
          ]}
        />
      </header>
      <TitledSection id="slip-ship-to" title={m.shippingAddress} headingClassName="mb-1 font-semibold">
        <p className="text-base font-semibold">
          {shipping.firstName} {shipping.lastName}
        </p>
        <p className="text-base">{shipping.address}</p>
        <p className="text-base">
          {shipping.city} {shipping.postalCode}
        </p>
        <p>{o.phone(shipping.phone)}</p>
      </TitledSection>
      <LinesTable
        kind={PACKED_LINES}
        lines={order.items}
        foot={
          <tfoot>
            <tr>
              <td colSpan={2} className="py-2 pr-2 text-right text-gray-600">
                {o.quantity}
              </td>
              <td className="py-2 pr-2 text-right text-base font-bold">{pieces}</td>
              <td />
            </tr>
          </tfoot>
        }
      />
    </PrintedDocument>
  );
}
