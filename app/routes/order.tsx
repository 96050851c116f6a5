import { data } from "react-router";
import { orderPageTexts } from "../features/orders/texts";
import { currentUser, signInRedirect } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { memberOrderPage } from "../../server/orders/order-pages";
import { OrderNotFound } from "../features/orders/order-not-found";
import { OrderPage } from "../features/orders/order-page";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/order";
import { CHAT_AFTER_CONTENT } from "../features/chat/chat-button";

// The member's own order (an admin may open any); anyone else gets the same 404 as for a
// number that does not exist, so order numbers cannot be probed.
export async function loader({ request, params }: Route.LoaderArgs) {
  const answer = await memberOrderPage(database(), await currentUser(request), params.orderNumber);
  if (answer.kind === "sign-in") throw signInRedirect(request);
  if (answer.kind === "not-found") return data({ page: null }, { status: 404 });
  const { kind: _found, ...page } = answer;
  return { page };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const page = loaded?.page;
  return privatePageMeta(page ? orderPageTexts.title(page.order.orderNumber) : orderPageTexts.notFound, matches);
}

// Totals and the slip form are not covered by the floating chat button on a phone (issue 24).
export const handle = CHAT_AFTER_CONTENT;

export default function OrderRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <OrderPage {...loaderData.page} /> : <OrderNotFound />;
}
