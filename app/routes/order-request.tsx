import { data, redirect } from "react-router";
import { AFTER_SALE_INTENTS, answerSchema, requestLinesOf, requestSchema } from "../../domain/after-sale/after-sale-requests";
import { afterSaleTexts } from "../../domain/after-sale/after-sale-texts";
import { requestPageView } from "../../domain/after-sale/request-page";
import { parseForm } from "../../domain/shared/form-contract";
import { refused } from "../../domain/shared/refusal";
import { currentUser, requireUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { settings } from "../../server/platform/env";
import { readActionForm } from "../../server/platform/http/action-form";
import { noticeCookieHeader } from "../../server/platform/http/notice";
import { formRefusal } from "../../server/platform/http/refusal-answer";
import { afterSaleFilesDir, chosenFiles } from "../../server/shop/after-sale/request-files";
import { sendAnswer, sendRequest } from "../../server/shop/after-sale/request-forms";
import { orderRequestPage } from "../../server/shop/order-page/order-request-page";
import { foundOrderPage } from "../../server/shop/orders/order-pages";
import { RequestPage } from "../features/after-sale/request-page";
import { NOTHING_FLOATS_OVER } from "../features/layout/nothing-floats";
import { OrderNotFound } from "../features/orders/order-not-found";
import { orderPageTexts } from "../features/orders/texts";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/order-request";

const orderOf = (request: Request) => new URL(request.url).searchParams.get("order") ?? "";

/**
 * GET `/order-request?order=<n>&kind=<kind>` (or `&answer=<requestId>`): the member's own order
 * only — a guest signs in first, anyone else gets the order page's 404 — and the form for what
 * its choices allow now (decision 104).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = foundOrderPage(request, await orderRequestPage(database(), await currentUser(request), orderOf(request)));
  if (!page) return data({ page: null, view: null }, { status: 404 });
  const view = requestPageView(new URL(request.url).searchParams, page.afterSale);
  return data({ page, view }, { status: view.kind === "not-allowed" ? 409 : 200 });
}

/**
 * "ส่งคำขอ" (intent request, its `kind`) and "ส่งข้อมูลเพิ่ม" (intent answer): multipart, with the
 * photos this path's body allowance carries. Back to the order page with a notice; a refusal is
 * answered in the form, the photos already stored removed again.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readActionForm(request);
  const orderNumber = orderOf(request);
  const directory = afterSaleFilesDir(settings().dataDir);
  const files = chosenFiles(form.getAll("photos"));
  if (form.get("intent") === AFTER_SALE_INTENTS.answer) {
    const asked = parseForm(answerSchema, form);
    if (!asked.ok) return formRefusal(AFTER_SALE_INTENTS.answer, asked, form);
    const outcome = await sendAnswer(database(), user, orderNumber, asked.value, files, directory);
    if (!outcome.ok) return formRefusal(AFTER_SALE_INTENTS.answer, outcome, form);
    throw backToOrder(orderNumber, "after-sale-answer-sent");
  }
  const asked = parseForm(requestSchema, form);
  if (!asked.ok) return formRefusal(AFTER_SALE_INTENTS.request, asked, form);
  const lines = requestLinesOf(form.entries());
  if (!lines) return formRefusal(AFTER_SALE_INTENTS.request, refused(400, afterSaleTexts.staleForm), form);
  const outcome = await sendRequest(database(), user, orderNumber, asked.value, { lines, files }, directory);
  if (!outcome.ok) return formRefusal(AFTER_SALE_INTENTS.request, outcome, form);
  throw backToOrder(orderNumber, "after-sale-request-sent");
}

function backToOrder(orderNumber: string, notice: "after-sale-request-sent" | "after-sale-answer-sent") {
  return redirect(`/orders/${encodeURIComponent(orderNumber)}`, { headers: { "Set-Cookie": noticeCookieHeader(notice) } });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { page, view } = loaded ?? {};
  if (!page || !view) return privatePageMeta(orderPageTexts.notFound, matches);
  const title =
    view.kind === "request" ? afterSaleTexts.kinds[view.requestKind] : view.kind === "answer" ? afterSaleTexts.answerTitle : afterSaleTexts.kindNotAllowed;
  return privatePageMeta(afterSaleTexts.requestPageTitle(title, page.orderNumber), matches);
}

// A form about money and the member's own goods: nothing floats over it on a phone.
export const handle = NOTHING_FLOATS_OVER;

export default function OrderRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.page && loaderData.view ? <RequestPage page={loaderData.page} view={loaderData.view} reply={actionData ?? null} /> : <OrderNotFound />;
}
