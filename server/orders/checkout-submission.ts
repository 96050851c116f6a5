import { hasControlCharacters } from "../../domain/form-contract";
import { MAX_CART_LINES } from "../../domain/cart";
import { checkoutSchema, ORDER_LINE_QUANTITY, orderAmounts, redemptionDiscount } from "../../domain/checkout";
import type { CheckoutCartLine } from "../../domain/checkout-cart";
import { formatBaht } from "../../domain/money";
import { messages } from "../../domain/messages";
import { readQuantity } from "../../domain/quantity";
import { CHECKOUT_TEXT_FIELDS, type CheckoutAnswer, type CheckoutTextField } from "../../domain/checkout-form";
import type { ShopDatabase } from "../db/database";
import { priceCheckoutCart } from "./checkout-page";
import { placeOrder, type PlacedOrder } from "./place-order";

export type CheckoutOutcome =
  | { placed: PlacedOrder }
  | { status: number; answer: CheckoutAnswer };

const FIELD_NAMES = new Set<string>([...CHECKOUT_TEXT_FIELDS, "paymentMethod", "redeemPoints"]);

/**
 * Handles one post of the checkout form for a signed-in member (`userId` from the session):
 * reads the contract's fields (lines as repeated productId/colorId/quantity), answers field
 * errors in Thai, or places the order with placeOrder. Every refusal answers 4xx with what
 * the page needs to show it again; nothing here trusts a price from the browser.
 */
export async function submitCheckout(db: ShopDatabase, userId: string, form: FormData, now = new Date()): Promise<CheckoutOutcome> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const values: CheckoutAnswer["values"] = {};
  for (const name of CHECKOUT_TEXT_FIELDS) {
    const value = text(name);
    if (value !== undefined) values[name] = value.slice(0, 1000);
  }
  if (text("paymentMethod") !== undefined) values.paymentMethod = text("paymentMethod")!.slice(0, 40);
  const redeemPoints = readQuantity(text("redeemPoints") || "0", { min: 0, max: Number.MAX_SAFE_INTEGER });
  if (redeemPoints !== null) values.redeemPoints = redeemPoints;

  const answer = (status: number, rest: Omit<CheckoutAnswer, "values" | "fieldErrors" | "formErrors"> & Partial<CheckoutAnswer>) => ({
    status,
    answer: { values, fieldErrors: {}, formErrors: [], ...rest },
  });

  // PostgreSQL cannot store NUL, and no keyboard types the other control characters.
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && hasControlCharacters(value)) {
      const field = FIELD_NAMES.has(name) ? (name as CheckoutTextField) : undefined;
      return answer(400, {
        kind: "invalid",
        ...(field ? { fieldErrors: { [field]: messages.requests.invalidCharacters } } : { formErrors: [messages.requests.invalidCharacters] }),
      });
    }
  }

  const lines = readLines(form);
  const cart: CheckoutCartLine[] | null = lines && lines.length <= MAX_CART_LINES && lines.every((line) => isUuid(line.productId) && (line.colorId === null || isUuid(line.colorId)) && readQuantity(line.quantity, ORDER_LINE_QUANTITY) !== null)
    ? lines.map((line) => ({ productId: line.productId.toLowerCase(), colorId: line.colorId?.toLowerCase() ?? null, quantity: readQuantity(line.quantity, ORDER_LINE_QUANTITY)! }))
    : null;
  // The page shown again with a refusal needs the cart priced now; a placed order redirects
  // and needs none, so the cart is priced only once the answer is a refusal.
  const priced = () => (cart && cart.length > 0 ? priceCheckoutCart(db, cart, now) : Promise.resolve(undefined));

  const input = {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    phone: text("phone"),
    // The picker's sub-district and district belong to the address line; `city` is the province.
    address: [text("address"), text("subDistrict"), text("district")].map((part) => part?.trim()).filter(Boolean).join(" ") || text("address"),
    city: text("city"),
    postalCode: text("postalCode"),
    paymentMethod: text("paymentMethod"),
    redeemPoints: text("redeemPoints") || undefined,
    idempotencyKey: text("idempotencyKey"),
    expectedTotal: text("expectedTotal") || undefined,
    lines: lines?.map((line) => ({ productId: line.productId, colorId: line.colorId, quantity: line.quantity })) ?? [],
  };
  if (lines === null) return answer(400, { kind: "invalid", formErrors: [messages.checkout.invalidLine] });

  // "Recalculate" without JavaScript: the chosen points' discount and the total to confirm,
  // before the fields are judged (the shopper may not have filled them in yet). Points the
  // member does not have are refused when the order is placed.
  if (text("intent") === "review") {
    const points = checkoutSchema.shape.redeemPoints.safeParse(input.redeemPoints);
    const summary = await priced();
    if (!summary) return answer(400, { kind: "invalid", formErrors: [messages.checkout.invalidLine] });
    if (!points.success) return answer(400, { kind: "invalid", fieldErrors: { redeemPoints: messages.checkout.pointsInvalid }, summary });
    const discount = redemptionDiscount(points.data, summary.amounts.subtotal, Number.MAX_SAFE_INTEGER);
    if ("problem" in discount) return answer(400, { kind: "invalid", fieldErrors: { redeemPoints: messages.checkout.pointsOverSubtotal }, summary });
    return answer(200, { kind: "review", summary, expectedTotal: orderAmounts(summary.lines, discount.discount).total });
  }

  const parsed = checkoutSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: CheckoutAnswer["fieldErrors"] = {};
    const formErrors: string[] = [];
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && FIELD_NAMES.has(field)) fieldErrors[field as CheckoutTextField] ??= issue.message;
      else if (!formErrors.includes(issue.message)) formErrors.push(issue.message);
    }
    return answer(400, { kind: "invalid", fieldErrors, formErrors, summary: await priced() });
  }

  const result = await placeOrder(db, userId, input, now);
  if (result.ok) return { placed: result.order };
  const summary = await priced();
  if (result.reason === "out-of-stock") return answer(409, { kind: "out-of-stock", formErrors: result.messages, summary });
  if (result.reason === "limit") return answer(429, { kind: "invalid", formErrors: result.messages, summary });
  if (result.reason === "price-changed") {
    // The shopper picked points and confirmed without recalculating (no JavaScript): the
    // total moved by exactly the points' discount, which is no price change — say so.
    const shownBeforePoints = parsed.data.expectedTotal === result.amounts.total + result.amounts.discount;
    const message = shownBeforePoints && result.amounts.discount > 0
      ? messages.checkout.pointsAfterRedemption(formatBaht(result.amounts.total))
      : result.messages[0]!;
    return answer(409, { kind: "price-changed", formErrors: [message], summary, expectedTotal: result.amounts.total });
  }
  return answer(400, { kind: "invalid", formErrors: result.messages, summary });
}

type SubmittedLine = { productId: string; colorId: string | null; quantity: string };

/** The repeated productId/colorId/quantity triples, in order; null when they do not pair up. */
function readLines(form: FormData): SubmittedLine[] | null {
  const productIds = form.getAll("productId");
  const colorIds = form.getAll("colorId");
  const quantities = form.getAll("quantity");
  if (productIds.length !== quantities.length || (colorIds.length !== productIds.length && colorIds.length !== 0)) return null;
  const lines: SubmittedLine[] = [];
  for (const [index, productId] of productIds.entries()) {
    const colorId = colorIds[index] ?? "";
    const quantity = quantities[index];
    if (typeof productId !== "string" || typeof colorId !== "string" || typeof quantity !== "string") return null;
    lines.push({ productId, colorId: colorId === "" ? null : colorId, quantity });
  }
  return lines;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);
