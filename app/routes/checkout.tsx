import { randomUUID } from "node:crypto";
import { createContext, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { CheckoutSummaryView } from "../../domain/orders/checkout-form";
import { checkoutCartCookieValue, clearCheckoutCartCookieHeaders, decodeCheckoutCart, orderTakenCookieHeader } from "../../domain/orders/checkout-cart";
import { ONLY_FORM } from "../../domain/shared/form-contract";
import { checkoutTexts } from "../../domain/orders/checkout-texts";
import { currentUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { readActionForm } from "../../server/platform/http/action-form";
import { clientAddressOf } from "../../server/platform/http/client-address";
import { noticeCookieHeader } from "../../server/platform/http/notice";
import { formRefusal, formShownAgain } from "../../server/platform/http/refusal-answer";
import { loadCheckoutPage } from "../../server/shop/orders/checkout-page";
import { reviewCheckout, submitCheckout } from "../../server/shop/orders/checkout-submission";
import { CheckoutPage } from "../features/checkout/checkout-page";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/checkout";

/** Guests sign in first and come back here; the cart waits in their browser meanwhile. */
function signInFirst() {
  return redirect(`/auth?redirectTo=${encodeURIComponent("/checkout")}`, {
    headers: { "Set-Cookie": noticeCookieHeader("sign-in-to-checkout") },
  });
}

/**
 * A refused post without JavaScript renders this page in the same request, its loader after its
 * action with the same `context`: the page shows the refusal's summary, so the loader takes it
 * rather than pricing the cart again (a flash sale's last seconds answer hundreds of these).
 */
const pricedByAction = createContext<CheckoutSummaryView | null>(null);

// The cart comes from the cookie the cart store mirrors for this page (decision 024); the
// prices from the database. Each rendering of the form gets a fresh idempotency key.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request);
  if (!user) throw signInFirst();
  const cart = decodeCheckoutCart(checkoutCartCookieValue(request.headers.get("cookie")));
  if (cart.length === 0) throw redirect("/cart");
  const page = await loadCheckoutPage(database(), user.id, cart, new Date(), context.get(pricedByAction));
  if (!page) throw signInFirst();
  // Sold-out lines stay on the page, named: without JavaScript this loader also renders the
  // action's sold-out refusal, which must reach the shopper with the cart as it was.
  if (page.summary.lines.length === 0 && page.summary.soldOutLines.length === 0) throw redirect("/cart");
  return { ...page, idempotencyKey: randomUUID() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await currentUser(request);
  if (!user) throw signInFirst();
  const form = await readActionForm(request);
  // The one form contract (decision 064): a refusal, or the "recalculate" without JavaScript,
  // answers the form with what was sent; a document post renders this page with it.
  if (form.get("intent") === "review") {
    const review = await reviewCheckout(database(), { userId: user.id, address: clientAddressOf(request.headers) }, form);
    context.set(pricedByAction, (review.ok ? review.value.summary : review.detail?.summary) ?? null);
    return review.ok ? formShownAgain(ONLY_FORM, review.value, form) : formRefusal(ONLY_FORM, review, form);
  }
  const outcome = await submitCheckout(database(), user.id, form, new Date(), clientAddressOf(request.headers));
  if (!outcome.ok) {
    context.set(pricedByAction, outcome.detail?.summary ?? null);
    return formRefusal(ONLY_FORM, outcome, form);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", noticeCookieHeader("order-created", outcome.value.orderNumber));
  for (const cookie of clearCheckoutCartCookieHeaders()) headers.append("Set-Cookie", cookie);
  // The browser's cart drops what the order took on its next read, on whatever page (decision 090).
  headers.append("Set-Cookie", orderTakenCookieHeader(outcome.value.takenFromCart, request.headers.get("cookie")));
  throw redirect(`/payment-confirmation?order=${encodeURIComponent(outcome.value.orderNumber)}`, { headers });
}

/** After a "recalculate" answer the page keeps its key and summary; the answer carries what changed. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export const meta = privateMeta(checkoutTexts.title);

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage page={loaderData} answer={actionData ?? null} />;
}
