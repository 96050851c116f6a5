import { desc, eq, sql } from "drizzle-orm";
import { taxInvoicesOffered } from "./tax-invoices";
import { DEFAULT_COLOR_NAME, redemptionDiscount } from "../../../domain/orders/checkout";
import type { CheckoutCartLine } from "../../../domain/orders/checkout-cart";
import type { CheckoutPageView, CheckoutSummaryLineView, CheckoutSummaryView } from "../../../domain/orders/checkout-form";
import { POINTS_PER_REDEMPTION } from "../../../domain/loyalty/loyalty";
import type { Satang } from "../../../domain/shared/money";
import { currentCartProducts } from "../catalog/cart-products";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { limitInText, preparedQuery } from "../../platform/db/prepared-query";
import { orders, productColors, products as productTable } from "../../platform/db/schema";
import { priceWithPromotions, promotionFactsFor, unknownCodeProblem } from "../promotions/basket-pricing";
import { basketPromotionsView, type BasketPromotionsView } from "../../../domain/promotions/promotion-view";
import { loadProfile } from "../members/profile";
import { checkoutCodeOf } from "../member-cart/member-cart";
import { listSavedAddresses } from "../members/saved-addresses";
import { MAX_SAVED_ADDRESSES } from "../../../domain/addresses/saved-address-view";

/** The checkout's summary, priced by the server as placeOrder will price it. */
export type CheckoutSummary = CheckoutSummaryView;

/**
 * Prices the cart's lines for the checkout page: current price with a running flash sale
 * (`currentCartProducts`, the catalogue's and placeOrder's rule), the shade's Thai name.
 * Lines that could not be ordered are left out and counted.
 */
export async function priceCheckoutCart(
  db: DatabaseOrTransaction,
  cart: readonly CheckoutCartLine[],
  now = new Date(),
  /** Whose basket, and the code they typed (already read by `readTypedCode`): the promotions follow them. */
  shopper: { userId: string | null; code: string } = { userId: null, code: "" },
): Promise<CheckoutSummary> {
  const productIds = [...new Set(cart.map((line) => line.productId))];
  const [products, shades, categories, facts] = await Promise.all([
    currentCartProducts(db, productIds, now),
    productIds.length === 0 ? [] : shadesOfProducts(db).execute({ productIds }),
    productIds.length === 0 ? [] : categoriesOfProducts(db).execute({ productIds }),
    promotionFactsFor(db, shopper.userId, shopper.code),
  ]);
  const lines: CheckoutSummaryLineView[] = [];
  const soldOutLines: CheckoutSummaryView["soldOutLines"] = [];
  for (const line of cart) {
    const product = products.find((candidate) => candidate.productId === line.productId);
    if (!product) continue;
    if (product.stockQuantity < 1) {
      soldOutLines.push({ productId: product.productId, colorId: line.colorId, nameThai: product.nameThai });
      continue;
    }
    const productShades = shades.filter((shade) => shade.productId === product.productId);
    const shade = line.colorId ? productShades.find((candidate) => candidate.id === line.colorId) : undefined;
    const colorName = shade?.nameThai ?? (productShades.length === 0 && line.colorId === null ? DEFAULT_COLOR_NAME : undefined);
    if (!colorName) continue;
    lines.push({
      productId: product.productId,
      colorId: line.colorId,
      nameThai: product.nameThai,
      colorName,
      image: product.image,
      unitPrice: product.unitPrice,
      quantity: line.quantity,
    });
  }
  const categoryOf = new Map(categories.map((row) => [row.id, row.categoryId]));
  const basket = lines.map((line) => ({ ...line, categoryId: categoryOf.get(line.productId) ?? null }));
  const { price, promotions } = priceWithPromotions(basket, facts, shopper.code, now);
  return {
    lines,
    removedLines: cart.length - lines.length,
    soldOutLines,
    amounts: { subtotal: price.subtotal, shippingFee: price.shippingFee, discount: price.promotionDiscount, total: price.total },
    promotions: withUnknownCode(basketPromotionsView(price, promotions, shopper.code), unknownCodeProblem(shopper.code, facts.rows)),
  };
}

/** A typed code no promotion has is said first, beside the others' reasons. */
function withUnknownCode(view: BasketPromotionsView, problem: string | null): BasketPromotionsView {
  return problem ? { ...view, missed: [problem, ...view.missed] } : view;
}

export async function loadCheckoutPage(
  db: DatabaseOrTransaction,
  userId: string,
  cart: readonly CheckoutCartLine[],
  now = new Date(),
  /** The cart as the request's refused post priced it just now (the page shows that one): not priced again. */
  pricedByAction?: CheckoutSummary | null,
): Promise<CheckoutPageView | null> {
  // A code the member chose in the chat (issue 37) is typed in the code field for them, and priced as if they had typed it.
  const priced = async () => pricedByAction ?? priceCheckoutCart(db, cart, now, { userId, code: await checkoutCodeOf(db, userId) });
  const [profile, summary, savedAddresses, lastOrder, taxInvoiceOffered] = await Promise.all([
    loadProfile(db, userId),
    priced(),
    listSavedAddresses(db, userId),
    lastShipTo(db, userId),
    taxInvoicesOffered(db),
  ]);
  if (!profile) return null;
  // The typed address starts from the profile; what the profile lacks, from the last order
  // (whose address is one line: the picker's parts stay empty).
  const profileHasAddress = Boolean(profile.address || profile.postalCode);
  const place = profileHasAddress || !lastOrder ? profile : { ...lastOrder, subDistrict: "", district: "" };
  return {
    summary,
    contact: {
      firstName: profile.firstName || lastOrder?.firstName || "",
      lastName: profile.lastName || lastOrder?.lastName || "",
      email: profile.email,
      phone: profile.phone || lastOrder?.phone || "",
      address: place.address ?? "",
      subDistrict: place.subDistrict ?? "",
      district: place.district ?? "",
      province: place.province ?? "",
      postalCode: place.postalCode ?? "",
    },
    savedAddresses,
    canSaveAddress: savedAddresses.length < MAX_SAVED_ADDRESSES,
    loyaltyPoints: profile.loyaltyPoints,
    // Points come off what is left after the promotions.
    redeemablePoints: redeemablePoints(profile.loyaltyPoints, summary.amounts.subtotal - summary.amounts.discount),
    taxInvoiceOffered,
  };
}

/** Who and where the member's newest order went to. */
async function lastShipTo(db: DatabaseOrTransaction, userId: string) {
  const [order] = await lastShipToOf(db).execute({ userId });
  return order;
}

// Read at every render of the checkout page (and of its sold-out answer): prepared (decision 093).
const shadesOfProducts = preparedQuery((db) =>
  db
    .select({ id: productColors.id, productId: productColors.productId, nameThai: productColors.nameThai })
    .from(productColors)
    .where(sql`${productColors.productId} = any(${sql.placeholder("productIds")}::uuid[])`)
    .prepare("checkout_shades"),
);
const categoriesOfProducts = preparedQuery((db) =>
  db
    .select({ id: productTable.id, categoryId: productTable.categoryId })
    .from(productTable)
    .where(sql`${productTable.id} = any(${sql.placeholder("productIds")}::uuid[])`)
    .prepare("checkout_product_categories"),
);
const lastShipToOf = preparedQuery((db) =>
  db
    .select({
      firstName: orders.shippingFirstName,
      lastName: orders.shippingLastName,
      phone: orders.shippingPhone,
      address: orders.shippingAddress,
      province: orders.shippingCity,
      postalCode: orders.shippingPostalCode,
    })
    .from(orders)
    .where(eq(orders.userId, sql.placeholder("userId")))
    .orderBy(desc(orders.createdAt))
    .limit(limitInText(1))
    .prepare("last_ship_to"),
);

/** 100, 200, … up to the balance and never worth more than the subtotal; at most 50 choices (the largest kept). */
export function redeemablePoints(balance: number, subtotal: Satang): number[] {
  const choices: number[] = [];
  for (let points = POINTS_PER_REDEMPTION; points <= balance; points += POINTS_PER_REDEMPTION) {
    if ("problem" in redemptionDiscount(points, subtotal, balance)) break;
    choices.push(points);
  }
  return choices.slice(-50);
}
