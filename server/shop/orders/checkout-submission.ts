import { hasControlCharacters, parseForm } from "../../../domain/shared/form-contract";
import { NEW_ADDRESS } from "../../../domain/addresses/saved-address-view";
import { savedAddressSchema, type SavedAddressInput } from "../../../domain/members/saved-addresses";
import { savedAddressTexts } from "../../../domain/addresses/saved-address-texts";
import { ownSavedAddress } from "../members/saved-addresses";
import { MAX_CART_LINES } from "../../../domain/orders/cart";
import { checkoutSchema, ORDER_LINE_QUANTITY, redemptionDiscount, shippingAddressLine } from "../../../domain/orders/checkout";
import { readTypedCode } from "../promotions/basket-pricing";
import { codeTryRefused, type CodeTrier } from "../promotions/code-tries";
import { redemptionValue } from "../../../domain/loyalty/loyalty";
import type { CheckoutCartLine } from "../../../domain/orders/checkout-cart";
import { formatBaht } from "../../../domain/shared/money";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { requestTexts } from "../../../domain/shared/request-texts";
import { readQuantity } from "../../../domain/shared/quantity";
import { refused, type Outcome, type Refusal, type RefusalStatus } from "../../../domain/shared/refusal";
import { CHECKOUT_TEXT_FIELDS, totalWithPoints, type CheckoutReplyDetail, type CheckoutSummaryView } from "../../../domain/orders/checkout-form";
import type { ShopDatabase } from "../../platform/db/database";
import { priceCheckoutCart } from "./checkout-page";
import { placeOrder, type PlacedOrder } from "./place-order";
import { TAX_INVOICE_BUYER_FIELDS, TAX_INVOICE_CHECKBOX, taxInvoiceBuyerSchema, type TaxInvoiceRequestInput } from "../../../domain/orders/tax-invoice";

const FIELD_NAMES = new Set<string>([
  ...CHECKOUT_TEXT_FIELDS,
  "paymentMethod",
  "redeemPoints",
  "shipTo",
  "labelText",
  "saveAddress",
  "promoCode",
  TAX_INVOICE_CHECKBOX,
  ...TAX_INVOICE_BUYER_FIELDS,
]);

type CheckoutRefusal = Refusal<CheckoutReplyDetail>;

/**
 * A refusal of the checkout form: each field's own problem beside it, the form-wide ones listed
 * in the alert (`formErrors`); the message is the first form-wide problem, else the first field's.
 */
function checkoutRefusal(
  status: RefusalStatus,
  problems: { fieldErrors?: Record<string, string>; formErrors?: readonly string[] },
  detail: CheckoutReplyDetail,
): CheckoutRefusal {
  const fieldErrors = problems.fieldErrors ?? {};
  const formErrors = problems.formErrors ?? [];
  const firstField = Object.keys(fieldErrors)[0];
  const message = formErrors[0] ?? (firstField ? fieldErrors[firstField]! : checkoutTexts.invalidRequest);
  return refused<CheckoutReplyDetail>(status, message, firstField, { fieldErrors, formErrors, detail });
}

type ReadCheckout = {
  /** The order's input, as placeOrder reads it. */
  input: Record<string, unknown> & { redeemPoints: string | undefined };
  /** Where the parcel goes: one of the member's saved addresses, or the typed one (saved for next time when ticked). */
  shipTo: { kind: "saved"; addressId: string } | { kind: "new"; save: boolean };
  /** The cart as priced now (with the typed code unless told otherwise), for the page shown again with a refusal (none when the lines are unreadable). */
  priced: (code?: string) => Promise<CheckoutSummaryView | undefined>;
  /** The typed promotion code, normalised ("" when none or not a code). */
  code: string;
  /** The posted lines by the cart's rules, null when unreadable. */
  cart: CheckoutCartLine[] | null;
};

/** The posted form read into the order's input, or a refusal for characters or lines that cannot be read. */
function readCheckoutForm(db: ShopDatabase, userId: string, form: FormData, now: Date): ReadCheckout | CheckoutRefusal {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };

  // PostgreSQL cannot store NUL, and no keyboard types the other control characters.
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && hasControlCharacters(value)) {
      const invalid = requestTexts.invalidCharacters;
      return checkoutRefusal(400, FIELD_NAMES.has(name) ? { fieldErrors: { [name]: invalid } } : { formErrors: [invalid] }, {
        kind: "invalid",
      });
    }
  }

  const lines = readLines(form);
  if (lines === null) return checkoutRefusal(400, { formErrors: [checkoutTexts.invalidLine] }, { kind: "invalid" });
  const cart: CheckoutCartLine[] | null =
    lines.length <= MAX_CART_LINES &&
    lines.every(
      (line) => isUuid(line.productId) && (line.colorId === null || isUuid(line.colorId)) && readQuantity(line.quantity, ORDER_LINE_QUANTITY) !== null,
    )
      ? lines.map((line) => ({
          productId: line.productId.toLowerCase(),
          colorId: line.colorId?.toLowerCase() ?? null,
          quantity: readQuantity(line.quantity, ORDER_LINE_QUANTITY)!,
        }))
      : null;
  // The page shown again with a refusal needs the cart priced now; a placed order redirects
  // and needs none, so the cart is priced only once the answer is a refusal.
  // A code that is not one is priced as none; its problem is the field's (placeOrder says it again).
  const typed = readTypedCode(text("promoCode"));
  const code = "code" in typed ? typed.code : "";
  const priced = (withCode = code) => (cart && cart.length > 0 ? priceCheckoutCart(db, cart, now, { userId, code: withCode }) : Promise.resolve(undefined));

  const input = {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    phone: text("phone"),
    // The picker's sub-district and district belong to the address line; `city` is the province.
    address: shippingAddressLine({ address: text("address"), subDistrict: text("subDistrict"), district: text("district") }) || text("address"),
    city: text("city"),
    postalCode: text("postalCode"),
    paymentMethod: text("paymentMethod"),
    redeemPoints: text("redeemPoints") || undefined,
    idempotencyKey: text("idempotencyKey"),
    expectedTotal: text("expectedTotal") || undefined,
    promoCode: text("promoCode") || undefined,
    lines: lines.map((line) => ({ productId: line.productId, colorId: line.colorId, quantity: line.quantity })),
  };
  // No choice at all: a member without saved addresses, whose form has only the typed one.
  const choice = text("shipTo") ?? NEW_ADDRESS;
  const shipTo: ReadCheckout["shipTo"] = choice === NEW_ADDRESS ? { kind: "new", save: Boolean(text("saveAddress")) } : { kind: "saved", addressId: choice };
  return { input, shipTo, priced, cart, code };
}

/**
 * "Recalculate" without JavaScript: the chosen points' discount and the total to confirm,
 * before the fields are judged (the shopper may not have filled them in yet). Points the
 * member does not have are refused when the order is placed.
 */
export async function reviewCheckout(
  db: ShopDatabase,
  trier: CodeTrier,
  form: FormData,
  now = new Date(),
): Promise<Outcome<CheckoutReplyDetail, CheckoutReplyDetail>> {
  const read = readCheckoutForm(db, trier.userId, form, now);
  if ("ok" in read) return read;
  const tooMany = await codeTryRefused(db, read.code, trier);
  if (tooMany) return checkoutRefusal(429, { fieldErrors: { promoCode: tooMany } }, { kind: "invalid", summary: await read.priced("") });
  const points = checkoutSchema.shape.redeemPoints.safeParse(read.input.redeemPoints);
  const summary = await read.priced();
  if (!summary) return checkoutRefusal(400, { formErrors: [checkoutTexts.invalidLine] }, { kind: "invalid" });
  if (!points.success) return checkoutRefusal(400, { fieldErrors: { redeemPoints: checkoutTexts.pointsInvalid } }, { kind: "invalid", summary });
  const typed = readTypedCode(form.get("promoCode")?.toString());
  if ("problem" in typed) return checkoutRefusal(400, { fieldErrors: { promoCode: typed.problem } }, { kind: "invalid", summary });
  const { amounts } = summary;
  const discount = redemptionDiscount(points.data, amounts.subtotal - amounts.discount, Number.MAX_SAFE_INTEGER);
  if ("problem" in discount) return checkoutRefusal(400, { fieldErrors: { redeemPoints: checkoutTexts.pointsOverSubtotal } }, { kind: "invalid", summary });
  return { ok: true, value: { kind: "review", summary, expectedTotal: totalWithPoints(amounts, points.data) } };
}

/**
 * Handles one post of the checkout form for a signed-in member (`userId` from the session):
 * reads the contract's fields (lines as repeated productId/colorId/quantity), answers field
 * errors in Thai, or places the order with placeOrder. Every refusal answers 4xx with what
 * the page needs to show it again (`detail`); nothing here trusts a price from the browser.
 */
export type CheckoutPlaced = PlacedOrder & {
  /** The cart's lines the order took, for the browser's cart to drop (decision 090). */
  takenFromCart: CheckoutCartLine[];
};

export async function submitCheckout(
  db: ShopDatabase,
  userId: string,
  form: FormData,
  now = new Date(),
  /** Where the post came from: typed codes are counted per member and per address. */
  address = "unknown",
): Promise<Outcome<CheckoutPlaced, CheckoutReplyDetail>> {
  const read = readCheckoutForm(db, userId, form, now);
  if ("ok" in read) return read;
  const tooMany = await codeTryRefused(db, read.code, { userId, address });
  if (tooMany) return checkoutRefusal(429, { fieldErrors: { promoCode: tooMany } }, { kind: "invalid", summary: await read.priced("") });
  const { priced } = read;
  const shipTo = read.shipTo;
  let input = read.input;
  let saveAddress: SavedAddressInput | undefined;
  if (shipTo.kind === "saved") {
    // The picked address fills the order, whatever the hidden new-address fields hold; an id
    // that is not this member's own reads as gone.
    const saved = await ownSavedAddress(db, userId, shipTo.addressId);
    if (!saved) return checkoutRefusal(400, { fieldErrors: { shipTo: savedAddressTexts.notFound } }, { kind: "invalid", summary: await priced() });
    input = {
      ...input,
      firstName: saved.firstName,
      lastName: saved.lastName,
      phone: saved.phone,
      address: shippingAddressLine(saved),
      city: saved.province,
      postalCode: saved.postalCode,
    };
  }

  const parsed = checkoutSchema.safeParse(input);
  const fieldErrors: Record<string, string> = {};
  const formErrors: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && FIELD_NAMES.has(field)) fieldErrors[field] ??= issue.message;
      else if (!formErrors.includes(issue.message)) formErrors.push(issue.message);
    }
  }
  if (shipTo.kind === "new" && shipTo.save) {
    // The same fields, judged as a saved address: only its label can add a problem.
    const address = parseForm(savedAddressSchema, form);
    if (address.ok) saveAddress = address.value;
    else for (const [field, message] of Object.entries(address.fieldErrors ?? {})) fieldErrors[field] ??= message;
  }
  let taxInvoiceRequest: TaxInvoiceRequestInput | undefined;
  if (form.get(TAX_INVOICE_CHECKBOX) !== null) {
    // The optional tax invoice section (decision 079): its fields judged only when its box is ticked.
    const buyer = parseForm(taxInvoiceBuyerSchema, form);
    if (buyer.ok) taxInvoiceRequest = buyer.value;
    else for (const [field, message] of Object.entries(buyer.fieldErrors ?? {})) fieldErrors[field] ??= message;
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0 || formErrors.length > 0) {
    return checkoutRefusal(400, { fieldErrors, formErrors }, { kind: "invalid", summary: await priced() });
  }

  const result = await placeOrder(db, userId, input, now, undefined, saveAddress, taxInvoiceRequest);
  if (result.ok) {
    // The member's kept cart dropped what the order took in the order's own statement (decision 119).
    return { ok: true, value: { ...result.value, takenFromCart: read.cart ?? [] } };
  }
  const summary = await priced();
  const problems = result.formErrors ?? [result.message];
  if (result.detail) {
    // Prices moved. The shopper picked points and confirmed without recalculating (no
    // JavaScript): the total moved by exactly the points' discount, which is no price change — say so.
    const amounts = result.detail;
    const points = redemptionValue(parsed.data.redeemPoints);
    const shownBeforePoints = parsed.data.expectedTotal === amounts.total + points;
    const message = shownBeforePoints && points > 0 ? checkoutTexts.pointsAfterRedemption(formatBaht(amounts.total)) : result.message;
    return checkoutRefusal(409, { formErrors: [message] }, { kind: "price-changed", summary, expectedTotal: amounts.total });
  }
  return checkoutRefusal(result.status, { formErrors: problems }, { kind: result.status === 409 ? "out-of-stock" : "invalid", summary });
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
