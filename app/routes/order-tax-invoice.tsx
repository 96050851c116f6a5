import { taxInvoiceTexts } from "../../domain/orders/tax-invoice-texts";
import { taxInvoicePage } from "../../server/shop/orders/order-pages";
import { taxDocumentPage } from "../../server/shop/orders/tax-document-page";
import { OrderNotFound } from "../features/orders/order-not-found";
import { taxDocumentBack, TaxInvoiceDocument } from "../features/orders/tax-invoice-document";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/order-tax-invoice";

// The order's full tax invoice as issued: its owner, or staff reprinting it; anyone else, or an order without one, a 404.
export function loader({ request, params }: Route.LoaderArgs) {
  return taxDocumentPage(request, (db, viewer) => taxInvoicePage(db, viewer, params.orderNumber));
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const invoice = loaded?.document;
  return privatePageMeta(invoice ? `${taxInvoiceTexts.documentTitle} ${invoice.invoiceNumber}` : taxInvoiceTexts.notFound, matches);
}

export default function OrderTaxInvoiceRoute({ loaderData: { document: invoice, staff } }: Route.ComponentProps) {
  if (!invoice) return <OrderNotFound />;
  return (
    <TaxInvoiceDocument {...invoice} {...taxDocumentBack(staff, invoice.orderNumber, { href: "/admin/tax-invoices", label: taxInvoiceTexts.documentTitle })} />
  );
}
