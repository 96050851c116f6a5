// The stored cart is checked by hand rather than with zod: it is read in the browser on every
// page, and even zod/mini's core costs ~15 KB (gzip) of a first visit's JavaScript.
import type { BasketPromotionsView } from "../promotions/promotion-view";
import { type Satang } from "../shared/money";
import { readQuantity } from "../shared/quantity";

export interface CartLine {
  productId: string;
  colorId: string | null;
  colorName: string;
  /** The picked shade's colour (`#rrggbb`), drawn on the cart's thumbnail; absent for no shade. */
  colorHex?: string;
  name: string;
  nameThai: string;
  /** Display price only: the server prices every order again from the database. */
  unitPrice: Satang;
  image: string | null;
  quantity: number;
  /** Stock known when the line was added; quantities are clamped to it. */
  maxQuantity?: number;
}

export type CartItem = Omit<CartLine, "quantity">;

/** What the browser adds up itself: how many and their sum. Shipping, discounts and the total are the server's (`CartBasketPrice`). */
export interface CartTotals {
  itemCount: number;
  subtotal: Satang;
}

// Guards against a tampered or runaway localStorage cart; far above any real order.
export const MAX_LINE_QUANTITY = 999;
export const MAX_CART_LINES = 100;

const sameLine = (line: CartLine, productId: string, colorId: string | null) => line.productId === productId && line.colorId === colorId;

function clampQuantity(quantity: number, maxQuantity: number | undefined): number {
  const limit = Math.min(maxQuantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  return Math.min(Math.floor(quantity), limit);
}

/**
 * Adds `quantity` of an item; the same product in the same colour grows the existing line.
 * Non-positive quantities and sold-out items leave the cart unchanged.
 */
export function addToCart(lines: readonly CartLine[], item: CartItem, quantity = 1): CartLine[] {
  if (!(quantity >= 1)) return [...lines];
  const index = lines.findIndex((line) => sameLine(line, item.productId, item.colorId));
  const existing = index === -1 ? undefined : lines[index];
  const maxQuantity = item.maxQuantity ?? existing?.maxQuantity;
  const merged = clampQuantity((existing?.quantity ?? 0) + Math.floor(quantity), maxQuantity);
  if (merged < 1) return [...lines];
  // Copied field by field so a whole product (or a CartLine with its own quantity) passed as
  // `item` cannot leak extra data into storage; the incoming item has the freshest
  // name, price and stock, so it wins over what was stored.
  const line: CartLine = {
    productId: item.productId,
    colorId: item.colorId,
    colorName: item.colorName,
    ...(item.colorHex === undefined ? {} : { colorHex: item.colorHex }),
    name: item.name,
    nameThai: item.nameThai,
    unitPrice: item.unitPrice,
    image: item.image,
    quantity: merged,
    ...(maxQuantity === undefined ? {} : { maxQuantity }),
  };
  if (index === -1) return [...lines, line];
  return lines.map((current, i) => (i === index ? line : current));
}

export function removeFromCart(lines: readonly CartLine[], productId: string, colorId: string | null): CartLine[] {
  return lines.filter((line) => !sameLine(line, productId, colorId));
}

/** Sets a line's quantity; zero or below removes it, as the stepper's minus button expects. */
export function setQuantity(lines: readonly CartLine[], productId: string, colorId: string | null, quantity: number): CartLine[] {
  if (Number.isNaN(quantity)) return [...lines];
  if (quantity < 1) return removeFromCart(lines, productId, colorId);
  return lines.map((line) => (sameLine(line, productId, colorId) ? { ...line, quantity: Math.max(1, clampQuantity(quantity, line.maxQuantity)) } : line));
}

export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let itemCount = 0;
  let subtotal = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    subtotal += line.unitPrice * line.quantity;
  }
  return { itemCount, subtotal };
}

/** What the server says about a product in the cart now (price includes a running flash sale). */
export interface CartProductSnapshot {
  productId: string;
  name: string;
  nameThai: string;
  unitPrice: Satang;
  image: string | null;
  stockQuantity: number;
}

export interface ReconciledCart {
  lines: CartLine[];
  /** Lines dropped because their product is gone, switched off or sold out. */
  removed: number;
  changed: boolean;
}

/** The server's answer about the products a cart asked after (`checked`), those still sold. */
export interface CartProductsAnswer {
  checked: string[];
  products: CartProductSnapshot[];
  /** The basket priced by the server with the promotions (asked with `?basket=`), for the lines it names by `key`. */
  basket?: CartBasketPrice;
}

/** The cart's lines as the server priced them: amounts with the promotions, and what they did. */
export type CartBasketPrice = {
  /** The cart's lines it priced, as the checkout cookie writes them: the page shows it only while the lines are still these. */
  key: string;
  amounts: { subtotal: Satang; shippingFee: Satang; discount: Satang; total: Satang };
  promotions: BasketPromotionsView;
};

/**
 * Brings stored lines up to date with the server: current name, image and price (a sale
 * that ended shows the regular price again), quantities clamped to what is in stock, and
 * lines whose product is no longer sold dropped. Checkout prices the order again anyway;
 * this keeps what the cart page shows honest.
 */
export function reconcileCart(lines: readonly CartLine[], answer: CartProductsAnswer): ReconciledCart {
  const byId = new Map(answer.products.map((product) => [product.productId, product]));
  const checked = new Set(answer.checked);
  let removed = 0;
  const next: CartLine[] = [];
  for (const line of lines) {
    // A line added after the question was asked is left for the next answer.
    if (!checked.has(line.productId)) {
      next.push(line);
      continue;
    }
    const product = byId.get(line.productId);
    if (!product || product.stockQuantity < 1) {
      removed += 1;
      continue;
    }
    next.push({
      ...line,
      name: product.name,
      nameThai: product.nameThai,
      unitPrice: product.unitPrice,
      image: product.image,
      maxQuantity: product.stockQuantity,
      quantity: Math.max(1, clampQuantity(line.quantity, product.stockQuantity)),
    });
  }
  const changed = removed > 0 || next.some((line, index) => !sameStoredLine(line, lines[index]!));
  return { lines: changed ? next : [...lines], removed, changed };
}

function sameStoredLine(a: CartLine, b: CartLine): boolean {
  return (
    a.productId === b.productId &&
    a.colorId === b.colorId &&
    a.colorHex === b.colorHex &&
    a.name === b.name &&
    a.nameThai === b.nameThai &&
    a.unitPrice === b.unitPrice &&
    a.image === b.image &&
    a.quantity === b.quantity &&
    a.maxQuantity === b.maxQuantity
  );
}

// Any id PostgreSQL's uuid type accepts; anything else cannot name a product.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The product ids worth looking up for a cart: the UUIDs among its question. Anything else
 * cannot name a product, so its lines are dropped by `reconcileCart`.
 */
export function cartProductIds(values: readonly string[]): string[] {
  return cartQuestion(values).filter((value) => UUID.test(value));
}

/** The ids a cart asks about (unique, as many as a cart can hold), echoed in the answer. */
export function cartQuestion(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value.length <= 100))].slice(0, MAX_CART_LINES);
}

const MAX_UNIT_PRICE = Number.MAX_SAFE_INTEGER / (MAX_LINE_QUANTITY * MAX_CART_LINES);

const isText = (value: unknown, max: number, min = 0): value is string => typeof value === "string" && value.length >= min && value.length <= max;
const isWhole = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** One stored cart line if it has the current shape (extra fields are dropped), else null. */
export function readStoredCartLine(candidate: unknown): CartLine | null {
  if (!candidate || typeof candidate !== "object") return null;
  const line = candidate as Record<string, unknown>;
  const { productId, colorId, colorName, colorHex, name, nameThai, unitPrice, image, quantity, maxQuantity } = line;
  if (!isText(productId, 100, 1)) return null;
  if (colorId !== null && !isText(colorId, 100, 1)) return null;
  if (!isText(colorName, 500) || !isText(name, 500) || !isText(nameThai, 500)) return null;
  if (!isWhole(unitPrice, 0, MAX_UNIT_PRICE)) return null;
  if (image !== null && !isText(image, 2000)) return null;
  // Stored by this code as a JSON number; text in its place is not our cart's.
  const count = typeof quantity === "number" ? readQuantity(quantity, { min: 1, max: Number.MAX_SAFE_INTEGER }) : null;
  if (count === null) return null;
  if (maxQuantity !== undefined && !isWhole(maxQuantity, 0)) return null;
  // A shade colour that is not '#rrggbb' is dropped, not the line: the thumbnail just shows no swatch.
  const hex = typeof colorHex === "string" && /^#[0-9a-fA-F]{6}$/.test(colorHex) ? colorHex : undefined;
  return {
    productId,
    colorId,
    colorName,
    ...(hex === undefined ? {} : { colorHex: hex }),
    name,
    nameThai,
    unitPrice,
    image,
    quantity: count,
    ...(maxQuantity === undefined ? {} : { maxQuantity }),
  };
}

/**
 * Rebuilds a cart read from localStorage (the raw string or its parsed value). Lines that
 * no longer match the current shape are dropped rather than failing the whole cart, and
 * duplicates or over-limit quantities are folded back into valid lines.
 */
export function parseStoredCart(json: unknown): CartLine[] {
  let data = json;
  if (typeof data === "string") {
    try {
      data = JSON.parse(data);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(data)) return [];
  let lines: CartLine[] = [];
  for (const candidate of data) {
    const parsed = readStoredCartLine(candidate);
    if (!parsed) continue;
    const { quantity, ...item } = parsed;
    const isNew = !lines.some((line) => sameLine(line, item.productId, item.colorId));
    if (isNew && lines.length >= MAX_CART_LINES) continue;
    lines = addToCart(lines, item, quantity);
  }
  return lines;
}
