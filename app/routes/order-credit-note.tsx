import { data } from "react-router";
import { creditNoteTexts } from "../../domain/after-sale/credit-note-texts";
import { taxInvoiceTexts } from "../../domain/orders/tax-invoice-texts";
import { currentUser, signInRedirect } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { creditNoteForViewer } from "../../server/shop/after-sale/credit-notes";
import { CreditNoteDocument } from "../features/orders/credit-note-document";
import { OrderNotFound } from "../features/orders/order-not-found";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/order-credit-note";

// A credit note of the order as issued (decision 103): its owner, or staff reprinting it; anyone else, or a number that is not this order's, a 404.
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await currentUser(request);
  if (!viewer) throw signInRedirect(request);
  const note = await creditNoteForViewer(database(), viewer, params.orderNumber, params.creditNoteNumber);
  if (!note) return data({ note: null, staff: viewer.isAdmin }, { status: 404 });
  return { note, staff: viewer.isAdmin };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const note = loaded?.note;
  return privatePageMeta(note ? `${creditNoteTexts.documentTitle} ${note.creditNoteNumber}` : creditNoteTexts.notFound, matches);
}

export default function OrderCreditNoteRoute({ loaderData }: Route.ComponentProps) {
  const { note, staff } = loaderData;
  if (!note) return <OrderNotFound />;
  return (
    <CreditNoteDocument
      {...note}
      backHref={staff ? "/admin/tax-invoices?tab=credit-notes" : `/orders/${encodeURIComponent(note.orderNumber)}`}
      backLabel={staff ? creditNoteTexts.documentTitle : taxInvoiceTexts.backToOrder}
    />
  );
}
