import { z } from "zod";
import { choiceOr, optionalText, optionalTextOrNull } from "../shared/text-schema";
import { STORED_IMAGE_PATH } from "./admin-forms";
import { CONTENT_BLOCK_TYPES, CONTENT_PAGE_LOCATIONS, IMAGE_LIBRARY_CATEGORIES, parseColourLines, type SiteConfigKey } from "./control-panel-fields";
import { controlPanelTexts as m } from "./control-panel-texts";
import { internalRoute } from "../content/slides";

export * from "./control-panel-fields";

/**
 * The Control Panel's forms (spec §2 Control Panel, §3 site_config, §5 saving rules). Every
 * dialog posts a plain form; the server parses it with one of these. Admins only (decision 044).
 */

const NAME_MAX = 100;
const TEXT_MAX = 300;
const URL_MAX = 500;
const ALT_MAX = 200;
/** A typo guard for whole-baht prices: far above any lipstick. */
const BAHT_MAX = 1_000_000;
const HEX = /^#[0-9a-fA-F]{6}$/;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: m.required(field) })
    .trim()
    .min(1, m.required(field))
    .max(max, m.tooLong(field, max));

const p = m.profile;

/** A social link as the landing page can use it: an http(s) address, or the spec's "#" placeholder. */
const socialLink = (platform: string) =>
  optionalText(URL_MAX, m.tooLong(platform, URL_MAX)).refine((value) => value === "" || value === "#" || isHttpUrl(value), m.socialLinkInvalid(platform));

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const colour = (field: string) =>
  z
    .string({ error: m.colourInvalid(field) })
    .trim()
    .regex(HEX, m.colourInvalid(field))
    .transform((value) => value.toUpperCase());

const wholeBaht = (field: string) =>
  z
    .string({ error: m.required(field) })
    .trim()
    .min(1, m.required(field))
    .regex(/^\d+$/, m.wholeBaht(field))
    .transform(Number)
    .refine((value) => value <= BAHT_MAX, m.priceTooHigh(field));

const colourList = (field: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseColourLines(value ?? "");
      if (!parsed.ok) {
        ctx.addIssue({ code: "custom", message: parsed.message, path: [] });
        return z.NEVER;
      }
      return parsed.value;
    })
    .describe(field);

/** An image key's value: a picture from the image library (checked against it by the server) and its alt text. */
const imageValue = z.object({
  url: z
    .string({ error: m.imageNotInLibrary })
    .trim()
    .max(URL_MAX, m.imageNotInLibrary)
    .refine((value) => STORED_IMAGE_PATH.test(value), m.imageNotInLibrary),
  alt: optionalText(ALT_MAX, m.tooLong(p.altText, ALT_MAX)),
});

/**
 * One schema per site_config key: the form's fields in, the stored JSON value out (spec §3
 * shapes). Brand name and tagline are saved only when non-empty (spec §5): an empty one is
 * refused with its message rather than silently ignored.
 */
export const siteSettingSchemas = {
  brand_name: z.object({ value: requiredText(p.brandName, NAME_MAX) }).transform(({ value }) => value),
  tagline: z.object({ value: requiredText(p.tagline, TEXT_MAX) }).transform(({ value }) => value),
  // Spec §5: saved if any of the three is given; a missing one keeps its stored value (the server merges).
  social_links: z
    .object({ facebook: socialLink("Facebook"), instagram: socialLink("Instagram"), line: socialLink("LINE") })
    .refine((links) => Object.values(links).some((link) => link !== ""), { message: m.socialLinksEmpty, path: ["facebook"] }),
  color_scheme: z.object({ primary: colour(p.primary), secondary: colour(p.secondary), background: colour(p.background) }),
  cta_buttons: z.object({ primary: requiredText(p.ctaPrimary, 60), sale: requiredText(p.ctaSale, 60) }),
  products: z.object({ glossy_name: requiredText(p.glossyName, NAME_MAX), velvet_name: requiredText(p.velvetName, NAME_MAX) }),
  // Whole baht (spec §5); the sale price must be below the regular one, or the landing page could never show it.
  pricing: z
    .object({
      regular_price: wholeBaht(p.regularPrice),
      sale_price: wholeBaht(p.salePrice),
      sale_active: z
        .string()
        .optional()
        .transform((value) => value === "on" || value === "true"),
    })
    .refine((pricing) => pricing.sale_price < pricing.regular_price, { message: m.saleNotBelowRegular, path: ["sale_price"] }),
  velvet_colors: z.object({ value: colourList(p.velvetColors) }).transform(({ value }) => value),
  glossy_colors: z.object({ value: colourList(p.glossyColors) }).transform(({ value }) => value),
  velvet_image: imageValue,
  glossy_image: imageValue,
  brand_logo: imageValue,
  hero_banner: imageValue,
} as const satisfies Record<SiteConfigKey, z.ZodType>;

const cb = m.contentBlocks;

/** Spec §5: title and content required, type defaults to text, location to home; new blocks are active (§4). */
export const contentBlockSchema = z.object({
  title: requiredText(cb.title, 200),
  content: requiredText(cb.content, 5000),
  blockType: choiceOr(CONTENT_BLOCK_TYPES, "text", m.typeInvalid),
  pageLocation: choiceOr(CONTENT_PAGE_LOCATIONS, "home", m.locationInvalid),
  mediaUrl: optionalTextOrNull(URL_MAX, m.mediaUrlInvalid).refine(
    (value) => value === null || internalRoute(value) !== null || (value.startsWith("https://") && isHttpUrl(value)),
    m.mediaUrlInvalid,
  ),
  sortOrder: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : "0"))
    .pipe(z.string().regex(/^\d{1,6}$/, m.sortOrderInvalid))
    .transform(Number),
  // A checkbox: present when ticked. The panel's form always sends `activeShown`, so an
  // unticked box means "inactive" and not "the field was not on the form".
  isActive: z.string().optional(),
  activeShown: z.string().optional(),
});
export type ContentBlockInput = Omit<z.output<typeof contentBlockSchema>, "isActive" | "activeShown"> & { isActive: boolean };

export function contentBlockInput(parsed: z.output<typeof contentBlockSchema>): ContentBlockInput {
  const { isActive, activeShown, ...rest } = parsed;
  return { ...rest, isActive: activeShown ? isActive === "on" || isActive === "true" : true };
}

const pr = m.products;

/** The Products dialog: a product's names and whole-baht price (the same row /admin-products edits). */
export const panelProductSchema = z.object({
  name: requiredText(pr.name, NAME_MAX),
  nameThai: optionalText(NAME_MAX, m.tooLong(pr.nameThai, NAME_MAX)),
  price: wholeBaht(pr.price).refine((value) => value > 0, m.wholeBaht(pr.price)),
});
export type PanelProductInput = z.output<typeof panelProductSchema>;

const im = m.images;

/** An upload's text fields (the file itself goes through the one upload checker). */
export const imageUploadSchema = z.object({
  category: choiceOr(IMAGE_LIBRARY_CATEGORIES, "general", m.categoryInvalid),
  altText: optionalText(ALT_MAX, m.tooLong(im.altText, ALT_MAX)),
});

export const imageAltSchema = z.object({ altText: z.string().trim().max(ALT_MAX, m.tooLong(im.altText, ALT_MAX)) });

/** The alt text an upload gets by default: its original file name (spec §7), made printable and short. */
export function defaultAltText(fileName: string): string {
  const cleaned = [...fileName]
    .filter((character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  return cleaned.slice(0, ALT_MAX) || "image";
}
