import { cartProductIds, cartQuestion, type CartProductsAnswer } from "../../domain/orders/cart";
import { cartTexts } from "../../domain/orders/cart-texts";
import { currentCartProducts } from "../../server/shop/catalog/cart-products";
import { database } from "../../server/platform/db/database";
import { CartPage } from "../features/cart/cart-page";
import { pageMeta, shopOf } from "../features/seo/page-meta";
import type { Route } from "./+types/cart";

// The cart itself lives in the shopper's browser. The page calls this loader with the
// products it holds (?id=…) to show today's prices and stock; checkout prices again.
export async function loader({ request }: Route.LoaderArgs): Promise<CartProductsAnswer> {
  const checked = cartQuestion(new URL(request.url).searchParams.getAll("id"));
  return { checked, products: await currentCartProducts(database(), cartProductIds(checked)) };
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
