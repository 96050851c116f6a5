import { z } from "zod";
import { emailText, optionalText, optionalTextOrNull } from "../shared/text-schema";
import { adminCategoryTexts } from "./admin-category-texts";
import { adminMemberTexts } from "./admin-member-texts";
import { adminPaymentTexts } from "./admin-payment-texts";
import { adminProductTexts } from "./admin-product-texts";
import { adminScreenTexts } from "./admin-screen-texts";
import { adminStockTexts } from "./admin-stock-texts";
import { hasControlCharacters } from "../shared/form-contract";
import { PRODUCT_SHADES_MAX } from "../catalog/catalog-limits";
import { parseBahtInput } from "../shared/money";
import { MEMBERSHIP_TIERS, PAYMENT_STATUSES, USER_ROLES } from "../orders/order-status";
import { PRODUCT_LINES } from "../catalog/product-line";
import { optionalThaiMobile } from "../shared/thai-contact";
import { readQuantity, type QuantityBounds } from "../shared/quantity";
import { wholeQuantity } from "../shared/quantity-schema";

/**
 * The back-office's dialog forms (spec §2 Admin, §5). Every dialog posts a plain form that the
 * server parses with one of these (via `parseForm`), so a browser without scripts gets the
 * same checks and the same messages next to the same fields.
 */

const members = adminMemberTexts;
const categories = adminCategoryTexts;
const stock = adminStockTexts;
const productText = adminProductTexts;

const TEXT_MAX = 100;
const ADDRESS_MAX = 300;
const EMAIL_MAX = 255;

const optional = optionalTextOrNull;

/** Spec §7 admin_update_profile_secure: e-mail, names, address fields, phone, tier (and the role, §6). */
export const memberEditSchema = z.object({
  email: emailText(EMAIL_MAX, { required: members.emailRequired, tooLong: members.fieldTooLong, invalid: members.emailInvalid }),
  firstName: optional(TEXT_MAX, members.fieldTooLong),
  lastName: optional(TEXT_MAX, members.fieldTooLong),
  address: optional(ADDRESS_MAX, members.fieldTooLong),
  city: optional(TEXT_MAX, members.fieldTooLong),
  district: optional(TEXT_MAX, members.fieldTooLong),
  province: optional(TEXT_MAX, members.fieldTooLong),
  postalCode: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^[0-9]{5}$/.test(value), members.postalCodeInvalid),
  phone: optionalThaiMobile(members.phoneInvalid),
  membershipTier: z.enum(MEMBERSHIP_TIERS, { error: members.tierInvalid }),
  role: z.enum(USER_ROLES, { error: members.roleInvalid }),
});
export type MemberEdit = z.output<typeof memberEditSchema>;

/** Spec §5: category name required. */
export const categorySchema = z.object({
  name: z.string({ error: categories.nameRequired }).trim().min(1, categories.nameRequired).max(TEXT_MAX, categories.fieldTooLong),
  description: optionalText(1000, categories.fieldTooLong),
});
export type CategoryInput = z.output<typeof categorySchema>;

/** Spec §5: stock quantity required, a whole number of at least 0. */
export const STOCK_MAX = 1_000_000;
const STOCK_QUANTITY: QuantityBounds = { min: 0, max: STOCK_MAX };

/**
 * The Update Stock dialog: the new quantity, an optional reason, and the quantity the dialog
 * showed (`expectedQuantity`), so a sale made meanwhile is not silently overwritten (decision 032).
 */
export const stockUpdateSchema = z
  .object({
    quantity: wholeQuantity(STOCK_QUANTITY, {
      required: stock.quantityRequired,
      invalid: stock.quantityInvalid,
      tooLarge: stock.quantityTooLarge,
    }),
    expectedQuantity: z.string().optional(),
    reason: optional(200, stock.reasonTooLong),
  })
  .transform((value, ctx) => {
    // A hidden field: its problem belongs to the whole form (no field to show it next to).
    const expected = readQuantity(value.expectedQuantity, STOCK_QUANTITY);
    if (expected === null) {
      ctx.addIssue({ code: "custom", message: stock.staleForm, path: [] });
      return z.NEVER;
    }
    return { ...value, expectedQuantity: expected };
  });
export type StockUpdate = z.output<typeof stockUpdateSchema>;

/** The stock sheet's upload (decision 114): the file is read by the server, the reason goes with every row. */
export const stockSheetSchema = z.object({ reason: optional(200, stock.reasonTooLong) });

/** The highest price the dialog takes (฿1,000,000): a typo guard, far above any lipstick. */
export const PRODUCT_PRICE_MAX = 1_000_000_00;
const SHADE_HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A product image given by address: only an image the shop itself stored and re-encoded
 * (`/media/…-<width>.webp`, the shape `responsiveImage` reads), never a page elsewhere
 * (decision 031). No dots but the extension's, so no path can climb out of /media.
 */
export const STORED_IMAGE_PATH = /^\/media\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+-[0-9]{2,4}\.webp$/;

/** One shade row as the dialog sends it (`shades.<n>.name`, `.nameThai`, `.hex`, `.sku`). */
export type ShadeFields = { row: number; name: string; nameThai: string; hex: string; sku: string };

/** A shade's SKU or barcode for the label (decision 114): letters, digits, dash, dot and underscore. */
export const SHADE_SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/**
 * The product dialog's form as `productSchema` reads it: its single fields, plus the shade
 * rows gathered from their numbered fields in row order. A row left wholly empty or ticked
 * "remove" is not a shade (the dialog always offers a few empty rows and a remove box per row,
 * so it works without scripts).
 */
export function productFormInput(form: FormData): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  const rows = new Map<number, ShadeFields>();
  const removed = new Set<number>();
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const shade = /^shades\.([0-9]{1,3})\.(name|nameThai|hex|sku|remove)$/.exec(key);
    if (!shade) {
      if (!(key in plain)) plain[key] = value;
      continue;
    }
    const row = Number(shade[1]);
    // Without scripts a row is removed by ticking its box (with scripts, its button drops the row).
    if (shade[2] === "remove") {
      removed.add(row);
      continue;
    }
    const fields = rows.get(row) ?? { row: row + 1, name: "", nameThai: "", hex: "", sku: "" };
    fields[shade[2] as "name" | "nameThai" | "hex" | "sku"] ||= value.trim();
    rows.set(row, fields);
  }
  plain.shades = [...rows.entries()]
    .filter(([row]) => !removed.has(row))
    .sort(([a], [b]) => a - b)
    .map(([, fields]) => fields)
    .filter((fields) => fields.name || fields.nameThai || fields.hex);
  return plain;
}

const shadesSchema = z
  .array(z.object({ row: z.number(), name: z.string(), nameThai: z.string(), hex: z.string(), sku: z.string().default("") }))
  .superRefine((shades, ctx) => {
    if (shades.length > PRODUCT_SHADES_MAX) ctx.addIssue({ code: "custom", message: productText.tooManyShades(PRODUCT_SHADES_MAX) });
    const seen = new Set<string>();
    const skus = new Set<string>();
    for (const shade of shades) {
      const problem = !shade.name
        ? productText.shadeNameRequired(shade.row)
        : shade.name.length > TEXT_MAX || shade.nameThai.length > TEXT_MAX || hasControlCharacters(shade.name + shade.nameThai)
          ? productText.shadeTooLong(shade.row)
          : !SHADE_HEX.test(shade.hex)
            ? productText.shadeHexInvalid(shade.row)
            : seen.has(shade.name.toLowerCase())
              ? productText.shadeDuplicate(shade.name)
              : shade.sku && !SHADE_SKU.test(shade.sku)
                ? productText.shadeSkuInvalid(shade.row)
                : shade.sku && skus.has(shade.sku.toUpperCase())
                  ? productText.shadeSkuDuplicate(shade.sku)
                  : null;
      if (problem) return void ctx.addIssue({ code: "custom", message: problem });
      seen.add(shade.name.toLowerCase());
      if (shade.sku) skus.add(shade.sku.toUpperCase());
    }
  })
  .transform((shades) =>
    shades.map((shade) => ({
      name: shade.name,
      nameThai: shade.nameThai || shade.name,
      hex: shade.hex.toUpperCase(),
      sku: shade.sku ? shade.sku.toUpperCase() : null,
    })),
  );

/**
 * Spec §5 admin product: name, price and category required; price with at most 2 decimals
 * (kept as integer satang); initial stock a whole number ≥ 0, default 0, read on creation
 * only; the image by upload (checked by the route, not here) or by a stored image's address.
 */
export const productSchema = z.object({
  name: z.string({ error: productText.nameRequired }).trim().min(1, productText.nameRequired).max(200, productText.fieldTooLong),
  // The storefront shows the Thai name; a product entered in one language shows that one.
  nameThai: optionalText(200, productText.fieldTooLong),
  description: optionalText(5000, productText.fieldTooLong),
  descriptionThai: optionalText(5000, productText.fieldTooLong),
  price: z
    .string({ error: productText.priceRequired })
    .trim()
    .min(1, productText.priceRequired)
    .transform((value, ctx) => {
      const satang = parseBahtInput(value);
      if (satang === null) ctx.addIssue({ code: "custom", message: productText.priceInvalid });
      else if (satang > PRODUCT_PRICE_MAX) ctx.addIssue({ code: "custom", message: productText.priceTooHigh });
      return satang ?? 0;
    }),
  categoryId: z.string({ error: productText.categoryRequired }).pipe(z.uuid(productText.categoryRequired)),
  line: z.enum(PRODUCT_LINES, { error: productText.lineInvalid }),
  imageUrl: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || (value.length <= 300 && STORED_IMAGE_PATH.test(value)), productText.imageUrlInvalid),
  initialStock: wholeQuantity(STOCK_QUANTITY, { invalid: productText.stockInvalid }, { empty: 0 }),
  shades: shadesSchema,
});
export type ProductInput = z.output<typeof productSchema>;
export type ShadeInput = ProductInput["shades"][number];

/** The id a row action (edit, delete) names; anything else is not a row of ours. */
export const rowIdSchema = z.uuid();

/**
 * A payment review (verify or reject) names the status the admin saw, so a payment another
 * admin reviewed meanwhile is refused rather than changed twice (decision 034).
 */
export const paymentReviewSchema = z.object({
  expectedStatus: z.enum(PAYMENT_STATUSES, { error: adminPaymentTexts.moved }),
  /** Ticked on a proof without a readable slip QR: staff saw the money arrive (decision 056). */
  checkedByEye: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});
export type PaymentReview = z.output<typeof paymentReviewSchema>;

/** Spec §2 Payments / §3 admin_notes: what staff may write on a payment (decision 038). */
export const PAYMENT_NOTES_MAX = 1000;
// A browser sends every line break of a form as CRLF; the notes are kept with LF.
const notesText = z
  .string()
  .optional()
  .transform((value) => (value ?? "").replace(/\r\n?/g, "\n"));

/**
 * The details dialog's notes, and the notes the dialog showed (`expectedNotes`, hidden), so a
 * note another admin — or a rejection — wrote meanwhile is not silently overwritten.
 */
export const paymentNotesSchema = z.object({
  adminNotes: notesText
    .transform((value) => value.trim())
    .refine((value) => value.length <= PAYMENT_NOTES_MAX, adminPaymentTexts.notesTooLong(PAYMENT_NOTES_MAX))
    .transform((value) => value || null),
  expectedNotes: notesText,
});
export type PaymentNotes = z.output<typeof paymentNotesSchema>;

/** An active switch (`ActiveSwitch`): the state it asks for, "true" or "false". */
export const activeSwitchSchema = z.object({
  active: z.enum(["true", "false"], { error: adminScreenTexts.switchRefused }).transform((value) => value === "true"),
});
export type ActiveSwitchInput = z.output<typeof activeSwitchSchema>;
