import { cartProductIds, cartQuestion, type CartProductsAnswer } from "../../domain/orders/cart";
import { cartTexts } from "../../domain/orders/cart-texts";
import { currentCartProducts } from "../../server/shop/catalog/cart-products";
import { priceCheckoutCart } from "../../server/shop/orders/checkout-page";
import { currentUser } from "../../server/platform/auth/guards";
import { decodeCheckoutCart } from "../../domain/orders/checkout-cart";
import { database } from "../../server/platform/db/database";
import { CartPage } from "../features/cart/cart-page";
import { pageMeta, shopOf } from "../features/seo/page-meta";
import type { Route } from "./+types/cart";

// The cart itself lives in the shopper's browser. The page calls this loader with the
// products it holds (?id=…) to show today's prices and stock; checkout prices again.
export async function loader({ request }: Route.LoaderArgs): Promise<CartProductsAnswer> {
  const params = new URL(request.url).searchParams;
  const checked = cartQuestion(params.getAll("id"));
  const key = params.get("basket");
  if (key === null) return { checked, products: await currentCartProducts(database(), cartProductIds(checked)) };
  // The basket with the promotions, priced by checkout's own path for whoever is signed in (a guest: no member-only offer).
  const user = await currentUser(request);
  const basket = await priceCheckoutCart(database(), decodeCheckoutCart(key), new Date(), { userId: user?.id ?? null, code: "" });
  return { checked, products: [], basket: { key, amounts: basket.amounts, promotions: basket.promotions } };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: cartTexts.title,
    brandName: shopOf(matches).brandName,
    description: cartTexts.description,
    noIndex: true,
  });
}

export default function CartRoute() {
  return <CartPage />;
}
