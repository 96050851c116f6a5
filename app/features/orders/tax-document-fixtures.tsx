// What the tax invoice's and the credit note's tests share: the page drawn as markup, its text,
// and what both documents of one order print alike: its number, the two parties, the VAT rate, the way back.
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { taxInvoiceTexts } from "../../../domain/orders/tax-invoice-texts";

export function rendered(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** What a reader sees: the markup without its tags (the shop's words sit in their own no-wrap spans, decision 081). */
export const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

/** The shop, at its head office. */
export const SELLER = { legalName: "บริษัท กลอสซี่ จำกัด", taxId: "0105555000013", address: "1 ถนนพระราม 4", branchCode: "00000" };

/** A company buyer at a branch. */
export const BUYER = { name: "บริษัท ลิปสวย จำกัด", taxId: "0105536123458", address: "99 ถนนสุขุมวิท", branchCode: "00012" };

/** One order's particulars, as its invoice and its credit notes carry them to the member. */
export const ORDER_DOCUMENT = {
  orderNumber: "ORDER-ABCDEFGHJ",
  seller: SELLER,
  buyer: BUYER,
  vatRate: 7,
  backHref: "/orders/ORDER-ABCDEFGHJ",
  backLabel: taxInvoiceTexts.backToOrder,
};
