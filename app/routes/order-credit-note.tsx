import { creditNoteTexts } from "../../domain/after-sale/credit-note-texts";
import { creditNoteForViewer } from "../../server/shop/after-sale/credit-notes";
import { taxDocumentPage } from "../../server/shop/orders/tax-document-page";
import { CreditNoteDocument } from "../features/orders/credit-note-document";
import { OrderNotFound } from "../features/orders/order-not-found";
import { taxDocumentBack } from "../features/orders/tax-invoice-document";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/order-credit-note";

// A credit note of the order as issued (decision 103): its owner, or staff reprinting it; anyone else, or a number that is not this order's, a 404.
export function loader({ request, params }: Route.LoaderArgs) {
  return taxDocumentPage(request, (db, viewer) => creditNoteForViewer(db, viewer, params.orderNumber, params.creditNoteNumber));
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const note = loaded?.document;
  return privatePageMeta(note ? `${creditNoteTexts.documentTitle} ${note.creditNoteNumber}` : creditNoteTexts.notFound, matches);
}

export default function OrderCreditNoteRoute({ loaderData: { document: note, staff } }: Route.ComponentProps) {
  if (!note) return <OrderNotFound />;
  return (
    <CreditNoteDocument
      {...note}
      {...taxDocumentBack(staff, note.orderNumber, { href: "/admin/tax-invoices?tab=credit-notes", label: creditNoteTexts.documentTitle })}
    />
  );
}
