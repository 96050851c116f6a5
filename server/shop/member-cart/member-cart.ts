// A signed-in member's cart kept on the server (decision 109): the browser trades its copy with
// this row on a page's first load and after each change, so a cart filled on the phone is on the
// laptop after sign-in. A guest's cart is merged in at sign-in; every answer holds only what is
// sold now, each quantity capped by the stock.
import type { SqlValue } from "../../platform/db/shaped-statement";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { productTexts } from "../../../domain/catalog/product-texts";
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartLine } from "../../../domain/orders/cart";
import { decodeCheckoutCart } from "../../../domain/orders/checkout-cart";
import type { MemberCartAnswer, MemberCartRequest } from "../../../domain/orders/member-cart";
import { refused } from "../../../domain/shared/refusal";
import { requestTexts } from "../../../domain/shared/request-texts";
import { currentUser } from "../../platform/auth/guards";
import { type DatabaseOrTransaction, type ShopDatabase } from "../../platform/db/database";
import { memberCarts, productColors, type MemberCartLine } from "../../platform/db/schema";
import { isJsonRequest } from "../../platform/http/json-request";
import { jsonRefusal } from "../../platform/http/refusal-answer";
import { currentCartProducts } from "../catalog/cart-products";
import { shadesWithStock } from "../stock/shade-stock";

const requestSchema = z.object({
  owner: z.uuid().nullable(),
  cart: z.string().max(16_000),
  changed: z.boolean(),
}) satisfies z.ZodType<MemberCartRequest>;

/** POST /api/cart: the member's cart after what the browser sent; a guest is refused (401), the browser keeps its own. */
export async function answerMemberCartRequest(db: ShopDatabase, request: Request): Promise<Response> {
  if (!isJsonRequest(request.headers)) return jsonRefusal(refused(415, requestTexts.unsupportedType));
  const user = await currentUser(request);
  if (!user) return jsonRefusal(refused(401, requestTexts.forbidden));
  const parsed = requestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return jsonRefusal(refused(400, requestTexts.malformed));
  return Response.json((await tradeMemberCart(db, user.id, parsed.data)) satisfies MemberCartAnswer);
}

/**
 * The member's cart after the browser's copy: merged in when it was a guest's (`owner` null),
 * taking the server's place when the member changed it here (`changed`, and it is theirs), else
 * the server's as it is (another browser's changes, or another member's copy left on this one).
 * One transaction with the row locked, so two tabs' trades do not lose a line.
 */
export async function tradeMemberCart(db: ShopDatabase, userId: string, sent: MemberCartRequest, now = new Date()): Promise<MemberCartAnswer> {
  const sentLines = decodeCheckoutCart(sent.cart);
  return db.transaction(async (tx) => {
    await tx.insert(memberCarts).values({ userId, lines: [], changedAt: now }).onConflictDoNothing();
    const [row] = await tx.select({ lines: memberCarts.lines }).from(memberCarts).where(eq(memberCarts.userId, userId)).for("update");
    const stored = row?.lines ?? [];
    const asked = sent.owner === null ? mergeLines(stored, sentLines) : sent.owner === userId && sent.changed ? sentLines : stored;
    const lines = await linesSoldNow(tx, asked, now);
    const kept = lines.map(({ productId, colorId, quantity }) => ({ productId, colorId, quantity }));
    if (JSON.stringify(kept) !== JSON.stringify(stored)) {
      // Only the member's own change starts the reminder's 24 hours again; a cap by stock does not.
      const byMember = asked !== stored;
      await tx
        .update(memberCarts)
        .set({ lines: kept, ...(byMember ? { changedAt: now, remindedAt: null } : {}) })
        .where(eq(memberCarts.userId, userId));
    }
    return { owner: userId, lines };
  });
}

/** The guest's lines added to the member's: the same product and shade is one line, quantities added. */
export function mergeLines(kept: readonly MemberCartLine[], guest: readonly MemberCartLine[]): MemberCartLine[] {
  const merged = kept.map((line) => ({ ...line }));
  for (const line of guest) {
    const same = merged.find((current) => current.productId === line.productId && current.colorId === line.colorId);
    if (same) same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity);
    else if (merged.length < MAX_CART_LINES) merged.push({ ...line });
  }
  return merged;
}

/**
 * The lines as the cart shows them, with today's names, prices (a running flash sale included)
 * and stock: a product no longer sold, a shade gone or a sold-out product dropped, each quantity
 * capped by the stock.
 */
async function linesSoldNow(db: DatabaseOrTransaction, lines: readonly MemberCartLine[], now: Date): Promise<CartLine[]> {
  if (lines.length === 0) return [];
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const colorIds = lines.flatMap((line) => (line.colorId ? [line.colorId] : []));
  const products = new Map((await currentCartProducts(db, productIds, now)).map((product) => [product.productId, product]));
  const shades = colorIds.length
    ? // Each shade's own stock (decision 114).
      await shadesWithStock(db, { id: productColors.id, productId: productColors.productId, nameThai: productColors.nameThai, hex: productColors.hex }).where(
        and(inArray(productColors.id, colorIds), inArray(productColors.productId, productIds)),
      )
    : [];
  const shadeOf = new Map(shades.map((shade) => [shade.id, shade]));
  const shown: CartLine[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    const shade = line.colorId ? shadeOf.get(line.colorId) : undefined;
    const stock = shade ? shade.stock : (product?.stockQuantity ?? 0);
    if (!product || stock < 1 || (line.colorId && shade?.productId !== line.productId)) continue;
    shown.push({
      productId: line.productId,
      colorId: line.colorId,
      colorName: shade?.nameThai ?? productTexts.defaultColourName,
      ...(shade ? { colorHex: shade.hex } : {}),
      name: product.name,
      nameThai: product.nameThai,
      unitPrice: product.unitPrice,
      image: product.image,
      quantity: Math.min(line.quantity, stock, MAX_LINE_QUANTITY),
      maxQuantity: stock,
    });
  }
  return shown;
}

/** The member's kept cart as stored (no prices), and the code they chose for its checkout; empty when none is kept. */
export async function keptCartOf(db: DatabaseOrTransaction, userId: string): Promise<{ lines: MemberCartLine[]; checkoutCode: string | null }> {
  const [row] = await db.select({ lines: memberCarts.lines, checkoutCode: memberCarts.checkoutCode }).from(memberCarts).where(eq(memberCarts.userId, userId));
  return row ?? { lines: [], checkoutCode: null };
}

/** The code the member's checkout starts with (issue 37: chosen in the chat), or "" for none. */
export async function checkoutCodeOf(db: DatabaseOrTransaction, userId: string): Promise<string> {
  return (await keptCartOf(db, userId)).checkoutCode ?? "";
}

/**
 * Keeps `code` as the one the member's checkout starts with. Only on a cart the member keeps (the
 * chat quotes that cart); false when there is none. The caller has judged the code theirs and usable.
 */
export async function chooseCheckoutCode(db: DatabaseOrTransaction, userId: string, code: string): Promise<boolean> {
  const updated = await db.update(memberCarts).set({ checkoutCode: code }).where(eq(memberCarts.userId, userId)).returning({ userId: memberCarts.userId });
  return updated.length > 0;
}

/**
 * After an order: the lines it took leave the member's kept cart (as they leave the browser's,
 * decision 090), so another browser does not offer them again, and the code chosen for its
 * checkout is spent with it. The reminder's clock is not restarted (the order itself stops the
 * reminder). A part (`<name>`) of the order's own writing statement (decision 119): done only when
 * `onlyIf` holds (the order row was written), undone with the order should it be refused later in
 * its transaction, and no trade from another tab can slip between a read and this write. One text
 * for any number of lines (they are a parameter: `orderedLines`).
 */
/** The lines an order took, as `dropOrderedLinesCte` takes them (JSON text). */
export function orderedLines(taken: readonly Pick<MemberCartLine, "productId" | "colorId">[]): string {
  return JSON.stringify(taken.map((line) => `${line.productId}.${line.colorId ?? ""}`));
}

export function dropOrderedLinesCte(name: string, userId: SqlValue<string>, ordered: SqlValue<string>, onlyIf: SQL): SQL {
  return sql`${sql.identifier(name)} as (
      update ${memberCarts} set checkout_code = null, lines = coalesce((select jsonb_agg(line) from jsonb_array_elements(${memberCarts.lines}) as line
        where (line->>'productId') || '.' || coalesce(line->>'colorId', '') <> all(select jsonb_array_elements_text(${ordered}::jsonb))), '[]'::jsonb)
      where ${memberCarts.userId} = ${userId} and ${onlyIf}
      returning 1
    )`;
}
