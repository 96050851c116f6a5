import { data } from "react-router";
import { taxInvoiceTexts } from "../../domain/orders/tax-invoice-texts";
import { currentUser, signInRedirect } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { taxInvoicePage } from "../../server/shop/orders/order-pages";
import { OrderNotFound } from "../features/orders/order-not-found";
import { TaxInvoiceDocument } from "../features/orders/tax-invoice-document";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/order-tax-invoice";

// The order's full tax invoice as issued: its owner, or staff reprinting it; anyone else, or an order without one, a 404.
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await currentUser(request);
  if (!viewer) throw signInRedirect(request);
  const invoice = await taxInvoicePage(database(), viewer, params.orderNumber);
  if (!invoice) return data({ invoice: null, staff: viewer.isAdmin }, { status: 404 });
  return { invoice, staff: viewer.isAdmin };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const invoice = loaded?.invoice;
  return privatePageMeta(invoice ? `${taxInvoiceTexts.documentTitle} ${invoice.invoiceNumber}` : taxInvoiceTexts.notFound, matches);
}

export default function OrderTaxInvoiceRoute({ loaderData }: Route.ComponentProps) {
  const { invoice, staff } = loaderData;
  if (!invoice) return <OrderNotFound />;
  return (
    <TaxInvoiceDocument
      {...invoice}
      backHref={staff ? "/admin/tax-invoices" : `/orders/${encodeURIComponent(invoice.orderNumber)}`}
      backLabel={staff ? taxInvoiceTexts.documentTitle : taxInvoiceTexts.backToOrder}
    />
  );
}
