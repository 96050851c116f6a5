import { randomUUID } from "node:crypto";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { checkoutCartCookieValue, clearCheckoutCartCookieHeaders, decodeCheckoutCart } from "../../domain/checkout-cart";
import type { CheckoutAnswer } from "../../domain/checkout-form";
import { messages } from "../../domain/messages";
import { currentUser } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { readActionForm } from "../../server/http/action-form";
import { noticeCookieHeader } from "../../server/http/notice";
import { loadCheckoutPage } from "../../server/orders/checkout-page";
import { submitCheckout } from "../../server/orders/checkout-submission";
import { CheckoutPage } from "../features/checkout/checkout-page";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/checkout";

/** Guests sign in first and come back here; the cart waits in their browser meanwhile. */
function signInFirst() {
  return redirect(`/auth?redirectTo=${encodeURIComponent("/checkout")}`, {
    headers: { "Set-Cookie": noticeCookieHeader("sign-in-to-checkout") },
  });
}

// The cart comes from the cookie the cart store mirrors for this page (decision 024); the
// prices from the database. Each rendering of the form gets a fresh idempotency key.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await currentUser(request);
  if (!user) throw signInFirst();
  const cart = decodeCheckoutCart(checkoutCartCookieValue(request.headers.get("cookie")));
  if (cart.length === 0) throw redirect("/cart");
  const page = await loadCheckoutPage(database(), user.id, cart);
  if (!page) throw signInFirst();
  // Sold-out lines stay on the page, named: without JavaScript this loader also renders the
  // action's sold-out refusal, which must reach the shopper with the cart as it was.
  if (page.summary.lines.length === 0 && page.summary.soldOutLines.length === 0) throw redirect("/cart");
  return { ...page, idempotencyKey: randomUUID() };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await currentUser(request);
  if (!user) throw signInFirst();
  const form = await readActionForm(request);
  const outcome = await submitCheckout(database(), user.id, form);
  if ("answer" in outcome) return data<CheckoutAnswer>(outcome.answer, { status: outcome.status });
  const headers = new Headers();
  headers.append("Set-Cookie", noticeCookieHeader("order-created", outcome.placed.orderNumber));
  for (const cookie of clearCheckoutCartCookieHeaders()) headers.append("Set-Cookie", cookie);
  throw redirect(`/payment-confirmation?order=${encodeURIComponent(outcome.placed.orderNumber)}`, { headers });
}

/** After a "recalculate" answer the page keeps its key and summary; the answer carries what changed. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(messages.checkout.title, matches);
}

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage page={loaderData} answer={actionData ?? null} />;
}
