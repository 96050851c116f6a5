import { Link } from "react-router";
import { selectedOrderIds } from "../../domain/admin/admin-bulk-orders";
import { adminOrderTexts } from "../../domain/admin/admin-order-texts";
import { formatBahtWithSatang, type Satang } from "../../domain/shared/money";
import { loadShippingLabels } from "../../server/shop/admin/shipping-labels";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { BackArrow } from "../features/admin/kit/back-arrow";
import labelStylesheetUrl from "../features/admin/orders/shipping-labels.css?url";
import { PrintButton } from "../features/orders/print-button";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-orders.labels";

const m = adminOrderTexts;
const l = m.labels;

/** /admin-orders/labels?order=<id>&…: the labels of the orders ticked in the list (or the one order page's), in that order. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadShippingLabels(database(), selectedOrderIds(new URL(request.url).searchParams.getAll("order")));
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: labelStylesheetUrl }];

export const meta = privateMeta(l.title);

/**
 * Shipping labels for 100 × 150 mm thermal printers: the sender, the receiver in large type,
 * the order number as a barcode (SVG drawn on the server, no script), the cash to collect on a
 * cash-on-delivery order, and the number of pieces. Printed one label a page (shipping-labels.css).
 */
export default function ShippingLabels({ loaderData }: Route.ComponentProps) {
  const { sender, labels } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/admin-orders" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
          <BackArrow />
          {m.backToList}
        </Link>
        {labels.length > 0 ? <PrintButton /> : null}
      </div>
      <h1 className="mb-2 text-2xl font-bold print:hidden">{l.title}</h1>
      {labels.length === 0 ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {l.none}
        </p>
      ) : (
        <p className="mb-6 text-sm text-gray-600 print:hidden">{l.intro(labels.length)}</p>
      )}
      <div className="flex flex-col items-center gap-6 print:block">
        {labels.map((label) => (
          <article
            key={label.orderNumber}
            aria-label={`${l.title} ${label.orderNumber}`}
            className="shipping-label flex flex-col gap-2 border border-gray-400 bg-white p-[4mm] text-black print:border-0"
          >
            <section aria-label={`${l.sender} ${label.orderNumber}`} className="border-b border-black pb-2 text-xs leading-snug">
              <p className="font-semibold">
                {l.sender}: {sender.name}
              </p>
              {sender.address ? <p>{sender.address}</p> : null}
              {sender.phone ? <p>{l.phone(sender.phone)}</p> : null}
            </section>
            <section aria-label={`${l.receiver} ${label.orderNumber}`} className="flex-1 text-base leading-snug">
              <p className="text-xs font-semibold">{l.receiver}</p>
              <p className="text-xl font-bold">{label.receiver.name}</p>
              <p>{label.receiver.address}</p>
              <p>{label.receiver.cityAndPostcode}</p>
              <p className="mt-1 text-lg font-semibold">{l.phone(label.receiver.phone)}</p>
            </section>
            {label.codAmount !== null ? (
              <p className="border-2 border-black px-2 py-1 text-center text-lg leading-tight font-bold">
                <span className="block">{l.cod}</span>
                <span className="block">{l.codAmount(formatBahtWithSatang(label.codAmount as Satang))}</span>
              </p>
            ) : null}
            <div className="flex justify-between text-sm">
              <span>{l.pieces(label.pieces)}</span>
              {label.tracking ? <span className="font-mono">{label.tracking}</span> : null}
            </div>
            <figure className="shipping-label-barcode">
              {/* bwip-js's own paths for the order number (server/shop/admin/shipping-labels.ts). */}
              <div role="img" aria-label={l.barcode(label.orderNumber)} dangerouslySetInnerHTML={{ __html: label.barcodeSvg }} />
              <figcaption className="mt-1 text-center font-mono text-base font-semibold tracking-wider">{label.orderNumber}</figcaption>
            </figure>
          </article>
        ))}
      </div>
    </div>
  );
}
