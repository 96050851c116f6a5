import { taxInvoiceTexts } from "../../domain/orders/tax-invoice-texts";
import { taxInvoicePage } from "../../server/shop/orders/order-pages";
import { taxDocumentPage } from "../../server/shop/orders/tax-document-page";
import { OrderNotFound } from "../features/orders/order-not-found";
import { taxDocumentBack, TaxInvoiceDocument, TaxInvoiceNotIssuedPage } from "../features/orders/tax-invoice-document";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/order-tax-invoice";

// The order's full tax invoice as issued: its owner, or staff reprinting it; before it is issued, how to ask; anyone else a 404.
export function loader({ request, params }: Route.LoaderArgs) {
  return taxDocumentPage(request, (db, viewer) => taxInvoicePage(db, viewer, params.orderNumber));
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const invoice = loaded?.document;
  if (invoice && "kind" in invoice) return privatePageMeta(taxInvoiceTexts.notIssuedTitle, matches);
  return privatePageMeta(invoice ? `${taxInvoiceTexts.documentTitle} ${invoice.invoiceNumber}` : taxInvoiceTexts.notFound, matches);
}

export default function OrderTaxInvoiceRoute({ loaderData: { document: invoice, staff } }: Route.ComponentProps) {
  if (!invoice) return <OrderNotFound />;
  if ("kind" in invoice) return <TaxInvoiceNotIssuedPage {...invoice} />;
  return (
    <TaxInvoiceDocument {...invoice} {...taxDocumentBack(staff, invoice.orderNumber, { href: "/admin/tax-invoices", label: taxInvoiceTexts.documentTitle })} />
  );
}
