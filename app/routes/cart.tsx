import { messages } from "../../domain/messages";
import { CartPage } from "../features/cart/cart-page";
import { brandNameFrom, pageMeta, pageTitle } from "../features/seo/page-meta";
import type { Route } from "./+types/cart";

// No loader: the cart is kept in the shopper's browser; checkout prices it on the server.
export function meta({ matches }: Route.MetaArgs) {
  const brandName = brandNameFrom(matches);
  return pageMeta({
    title: pageTitle(messages.cart.title, brandName),
    description: messages.cart.description,
    siteName: brandName,
    noIndex: true,
  });
}

export default function CartRoute() {
  return <CartPage />;
}
