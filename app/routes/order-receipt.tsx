import { data } from "react-router";
import { orderPageTexts } from "../features/orders/texts";
import { currentUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { foundOrderPage, receiptPage } from "../../server/shop/orders/order-pages";
import { OrderNotFound } from "../features/orders/order-not-found";
import { ReceiptDocument } from "../features/orders/receipt-document";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/order-receipt";

// The printable receipt (or, before payment, statement) of an order: same access as its page.
export async function loader({ request, params }: Route.LoaderArgs) {
  const receipt = foundOrderPage(request, await receiptPage(database(), await currentUser(request), params.orderNumber));
  return receipt ? { receipt } : data({ receipt: null }, { status: 404 });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const receipt = loaded?.receipt;
  if (!receipt) return privatePageMeta(orderPageTexts.notFound, matches);
  const title = receipt.receiptKind === "receipt" ? orderPageTexts.receipt : orderPageTexts.statement;
  return privatePageMeta(`${title} ${receipt.order.orderNumber}`, matches);
}

export default function OrderReceiptRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.receipt ? <ReceiptDocument {...loaderData.receipt} /> : <OrderNotFound />;
}
