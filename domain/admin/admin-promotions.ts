import { z } from "zod";
import { adminPromotionTexts } from "./admin-promotion-texts";
import { PRODUCT_PRICE_MAX } from "./admin-forms";
import { SHOP_TIME_ZONE } from "../shared/dates";
import type { PagedList } from "./admin-list";
import { SPECIAL_OFFER_ICON_MAX_CODE_POINTS, SPECIAL_OFFER_ICON_MAX_LENGTH } from "../promotions/promotion-limits";
import { parseBahtInput, type Satang } from "../shared/money";

/**
 * The promotions manager's forms (spec §2 Admin promotions manager, §5 admin flash sale and
 * special offer): flash sales made from a product, and the /promotions page's special offers.
 */

const sale = adminPromotionTexts.flashSales;
const offer = adminPromotionTexts.specialOffers;

/** The flash-sale list's filter (`?show=`): ended sales are kept but hidden unless asked for (decision 043). */
export const FLASH_SALE_LIST_SHOWS = ["current", "ended", "all"] as const;
export type FlashSaleListShow = (typeof FLASH_SALE_LIST_SHOWS)[number];

export function readFlashSaleShow(value: string | null | undefined): FlashSaleListShow {
  return (FLASH_SALE_LIST_SHOWS as readonly string[]).includes(value ?? "") ? (value as FlashSaleListShow) : "current";
}

// Bangkok has kept UTC+7 without daylight saving since 1920, so the shop's local time is a
// fixed offset: no time-zone database is needed to turn the admin's clock time into an instant.
const BANGKOK_OFFSET = "+07:00";
const LOCAL_INPUT = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?$/;

/**
 * A `datetime-local` value ("2026-11-24T09:00") read as Thai time (spec: Asia/Bangkok), as
 * the instant it names; null when it is not a real date and time (30 February, 25:00).
 */
export function bangkokInputToDate(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = "00"] = match;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${BANGKOK_OFFSET}`);
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls 30 February over into March; the same fields must come back out.
  return dateToBangkokInput(date) === `${year}-${month}-${day}T${hour}:${minute}` ? date : null;
}

const inputParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The instant as a `datetime-local` value in Thai time, to fill the edit dialog's fields. */
export function dateToBangkokInput(input: Date | string): string {
  const parts = Object.fromEntries(inputParts.formatToParts(new Date(input)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const timeField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const date = bangkokInputToDate(value);
      if (!date) {
        ctx.addIssue({ code: "custom", message: sale.timeInvalid });
        return z.NEVER;
      }
      return date;
    });

const flashSaleFields = {
  /** Empty: the spec's default, 80 % of the product's price rounded to whole baht (no-script forms). */
  salePrice: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): Satang | null => {
      if (!value) return null;
      const satang = parseBahtInput(value);
      if (satang === null || satang > PRODUCT_PRICE_MAX) {
        ctx.addIssue({ code: "custom", message: sale.salePriceInvalid });
        return z.NEVER;
      }
      if (satang <= 0) {
        ctx.addIssue({ code: "custom", message: sale.salePricePositive });
        return z.NEVER;
      }
      return satang;
    }),
  startTime: timeField(sale.startRequired),
  endTime: timeField(sale.endRequired),
};

function endAfterStart<T extends { startTime: Date; endTime: Date }>(value: T, ctx: z.RefinementCtx) {
  // Also called when another field was refused already; the times may not have been read then.
  if (!(value.startTime instanceof Date && value.endTime instanceof Date)) return;
  if (value.endTime.getTime() <= value.startTime.getTime()) ctx.addIssue({ code: "custom", message: sale.endBeforeStart, path: ["endTime"] });
}

/**
 * A new flash sale: which product (its name, picture and price come from the database, never
 * from the form), the sale price and the window in Thai time. Whether the price is below the
 * product's comes from the server, which knows the price.
 */
export const flashSaleCreateSchema = z
  .object({
    productId: z.string({ error: sale.productRequired }).trim().pipe(z.uuid(sale.productRequired)),
    ...flashSaleFields,
  })
  .superRefine(endAfterStart);
export type FlashSaleCreate = z.output<typeof flashSaleCreateSchema>;

/**
 * An edit: the same fields but the product, which cannot change (spec §4). A form that still
 * names a product (a tampered one) is compared with the sale's by the server and refused if it differs.
 */
export const flashSaleUpdateSchema = z
  .object({
    productId: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : null)),
    ...flashSaleFields,
  })
  .superRefine(endAfterStart);
export type FlashSaleUpdate = z.output<typeof flashSaleUpdateSchema>;

const graphemes = new Intl.Segmenter("th", { granularity: "grapheme" });

/** Characters as a reader counts them: a flag, a skin-toned or a family emoji is one. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

const requiredText = (required: string, max: number) => z.string({ error: required }).trim().min(1, required).max(max, offer.fieldTooLong);

/** Spec §5 special offer: icon (emoji, at most 2), title and description required; sort order; shown or not. */
export const specialOfferSchema = z.object({
  icon: z
    .string({ error: offer.iconRequired })
    .trim()
    .min(1, offer.iconRequired)
    .superRefine((icon, ctx) => {
      if (/\s/u.test(icon)) ctx.addIssue({ code: "custom", message: offer.iconNoSpaces });
      else if (graphemeCount(icon) > SPECIAL_OFFER_ICON_MAX_LENGTH || [...icon].length > SPECIAL_OFFER_ICON_MAX_CODE_POINTS)
        ctx.addIssue({ code: "custom", message: offer.iconTooLong });
    }),
  title: requiredText(offer.titleRequired, 100),
  description: requiredText(offer.descriptionRequired, 500),
  sortOrder: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return 0;
      const order = /^[0-9]{1,4}$/.test(value) ? Number(value) : Number.NaN;
      if (Number.isNaN(order)) ctx.addIssue({ code: "custom", message: offer.sortOrderInvalid });
      return order;
    }),
  // A checkbox: sent as "on" when ticked, absent when not.
  isActive: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
});
export type SpecialOfferInput = z.output<typeof specialOfferSchema>;

/** A flash sale as the back-office lists it; `productPrice` is the product's price today. */
export type FlashSaleAdminRow = {
  id: string;
  productId: string;
  productName: string;
  image: string | null;
  originalPrice: Satang;
  productPrice: Satang;
  salePrice: Satang;
  startTime: Date;
  endTime: Date;
  isActive: boolean;
};

/** A product the new-sale dialog offers: its display name, price and picture. */
export type SaleProductOption = { id: string; name: string; price: Satang; image: string | null };

export type SpecialOfferAdminRow = { id: string; icon: string; title: string; description: string; sortOrder: number; isActive: boolean };

/** What one tab of the promotions manager (and /admin/flash-sales) hands its panel. */
export type FlashSalesTabData = {
  list: PagedList<FlashSaleAdminRow>;
  show: FlashSaleListShow;
  /** The server's clock when the list was read: it decides running, upcoming and ended. */
  now: string;
  creating: boolean;
  editing: FlashSaleAdminRow | null;
  deleting: FlashSaleAdminRow | null;
  /** Only while the new-sale dialog is open. */
  products: SaleProductOption[];
  dialogMissing: boolean;
};

export type SpecialOffersTabData = {
  list: PagedList<SpecialOfferAdminRow>;
  creating: boolean;
  editing: SpecialOfferAdminRow | null;
  deleting: SpecialOfferAdminRow | null;
  dialogMissing: boolean;
};

/** The intents each panel's forms post: namespaced, so the tabs of one screen share its action. */
export const FLASH_SALE_INTENTS = {
  create: "flash-sale.create",
  update: "flash-sale.update",
  switch: "flash-sale.switch",
  delete: "flash-sale.delete",
} as const;
export const SPECIAL_OFFER_INTENTS = {
  create: "special-offer.create",
  update: "special-offer.update",
  switch: "special-offer.switch",
  delete: "special-offer.delete",
} as const;
