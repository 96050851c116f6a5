import { data, redirect } from "react-router";
import { parseForm } from "../../domain/shared/form-contract";
import { CONFIRM_DELIVERY, confirmDeliverySchema } from "../../domain/orders/order-tracking";
import { orderPageTexts } from "../features/orders/texts";
import { currentUser, requireUser } from "../../server/platform/auth/guards";
import { readActionForm } from "../../server/platform/http/action-form";
import { noticeCookieHeader } from "../../server/platform/http/notice";
import { formRefusal } from "../../server/platform/http/refusal-answer";
import { confirmDelivery } from "../../server/shop/orders/confirm-delivery";
import { requestTaxInvoice } from "../../server/shop/orders/tax-invoices";
import { TAX_INVOICE_REQUEST, taxInvoiceRequestSchema } from "../../domain/orders/tax-invoice";
import { database } from "../../server/platform/db/database";
import { memberOrderPage } from "../../server/shop/order-page/member-order-page";
import { foundOrderPage } from "../../server/shop/orders/order-pages";
import { OrderNotFound } from "../features/orders/order-not-found";
import { OrderPage } from "../features/orders/order-page";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/order";
import { NOTHING_FLOATS_OVER } from "../features/layout/nothing-floats";
import { AFTER_SALE_INTENTS, cancelNowSchema, withdrawSchema } from "../../domain/after-sale/after-sale-requests";
import { cancelOwnOrder, withdrawRequest } from "../../server/shop/after-sale/member-requests";

// The member's own order (an admin may open any); anyone else gets the same 404 as for a
// number that does not exist, so order numbers cannot be probed.
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = foundOrderPage(request, await memberOrderPage(database(), await currentUser(request), params.orderNumber));
  return page ? { page } : data({ page: null }, { status: 404 });
}

/**
 * "ได้รับสินค้าแล้ว": the member confirms the parcel arrived (decision 071); or asks for a full
 * tax invoice (decision 079); or cancels an unpaid order, or takes back an after-sale request
 * (decision 104). Back to the page with a notice.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readActionForm(request);
  const back = `/orders/${encodeURIComponent(params.orderNumber)}`;
  if (form.get("intent") === AFTER_SALE_INTENTS.cancelNow) {
    const asked = parseForm(cancelNowSchema, form);
    if (!asked.ok) return formRefusal(AFTER_SALE_INTENTS.cancelNow, asked, form);
    const outcome = await cancelOwnOrder(database(), user, params.orderNumber, asked.value);
    if (!outcome.ok) return formRefusal(AFTER_SALE_INTENTS.cancelNow, outcome, form);
    throw redirect(back, { headers: { "Set-Cookie": noticeCookieHeader("order-cancelled-by-member") } });
  }
  if (form.get("intent") === AFTER_SALE_INTENTS.withdraw) {
    const asked = parseForm(withdrawSchema, form);
    if (!asked.ok) return formRefusal(AFTER_SALE_INTENTS.withdraw, asked);
    const outcome = await withdrawRequest(database(), user, params.orderNumber, asked.value.requestId);
    if (!outcome.ok) return formRefusal(AFTER_SALE_INTENTS.withdraw, outcome);
    throw redirect(back, { headers: { "Set-Cookie": noticeCookieHeader("after-sale-request-withdrawn") } });
  }
  if (form.get("intent") === TAX_INVOICE_REQUEST) {
    const asked = parseForm(taxInvoiceRequestSchema, form);
    if (!asked.ok) return formRefusal(TAX_INVOICE_REQUEST, asked, form);
    const outcome = await requestTaxInvoice(database(), user.id, params.orderNumber, asked.value);
    if (!outcome.ok) return formRefusal(TAX_INVOICE_REQUEST, outcome, form);
    const { invoiceNumber } = outcome.value;
    throw redirect(back, {
      headers: { "Set-Cookie": invoiceNumber ? noticeCookieHeader("tax-invoice-issued", invoiceNumber) : noticeCookieHeader("tax-invoice-requested") },
    });
  }
  const fields = parseForm(confirmDeliverySchema, form);
  if (!fields.ok) return formRefusal(CONFIRM_DELIVERY, fields);
  const outcome = await confirmDelivery(database(), user, params.orderNumber);
  if (!outcome.ok) return formRefusal(CONFIRM_DELIVERY, outcome);
  throw redirect(back, {
    headers: { "Set-Cookie": noticeCookieHeader("delivery-confirmed", params.orderNumber) },
  });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const page = loaded?.page;
  return privatePageMeta(page ? orderPageTexts.title(page.order.orderNumber) : orderPageTexts.notFound, matches);
}

// Totals, the QR and the slip form: neither the chat button nor a toast floats over them on a phone (issues 24, 33).
export const handle = NOTHING_FLOATS_OVER;

export default function OrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.page ? <OrderPage {...loaderData.page} reply={actionData ?? null} /> : <OrderNotFound />;
}
