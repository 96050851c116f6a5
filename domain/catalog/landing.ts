import { z } from "zod";
import { DEFAULT_REGULAR_PRICE, DEFAULT_SALE_PRICE } from "./catalog-limits";
import { bahtToSatang, type Satang } from "../shared/money";
import type { ProductLine } from "./product-line";
import { internalRoute } from "../content/slides";

/**
 * The /{product} landing page is driven by site_config (spec §3). Values there are edited by
 * hand in the Control Panel, so every key is parsed on its own and falls back to a default
 * when it is missing or malformed: one bad value never takes the page down.
 */

/** The fixed landing address; see docs/decisions/011-landing-page-route.md. */
export const LANDING_KEY = "lip";

export type LandingImage = { url: string; alt: string };
export type LandingColor = { id: string; name: string; hex: string | null };
export type LandingLine = { line: ProductLine; name: string; image: LandingImage | null; colors: LandingColor[] };
export type LandingPrices = { regular: Satang; sale: Satang; current: Satang; saleActive: boolean };
export type LandingSocialLinks = { facebook: string | null; instagram: string | null; line: string | null };

export type LandingConfig = {
  brandName: string;
  tagline: string;
  logo: LandingImage | null;
  heroBanner: LandingImage | null;
  socialLinks: LandingSocialLinks;
  /** Velvet Lip first, then Glossy Lip, as the spec lists them. */
  lines: [LandingLine, LandingLine];
  prices: LandingPrices;
  cta: { primary: string; sale: string };
  /** site_config color_scheme, each colour on its own falling back to the shop's own. */
  colorScheme: LandingColorScheme;
};

export type LandingColorScheme = { primary: string; secondary: string; background: string };
const DEFAULT_COLOR_SCHEME: LandingColorScheme = { primary: "#E0457B", secondary: "#F6B8C8", background: "#FFF7F9" };

export type LandingDefaults = { brandName: string; tagline: string };

const text = z.string().trim().min(1).max(200);
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
/** Whole baht, as the Control Panel saves them (numbers, or digits typed as text). */
const wholeBaht = z.coerce.number().int().min(0).max(1_000_000);

const imageSchema = z.object({ url: z.string(), alt: z.string().max(200).optional() });
const colorsSchema = z.array(z.object({ id: z.coerce.string().trim().min(1).max(20), name: text, hex: hex.optional().catch(undefined) })).max(100);
const pricingSchema = z.object({
  regular_price: wholeBaht.catch(DEFAULT_REGULAR_PRICE / 100),
  sale_price: wholeBaht.catch(DEFAULT_SALE_PRICE / 100),
  sale_active: z.boolean().catch(false),
});
const productNamesSchema = z.object({ glossy_name: text.optional().catch(undefined), velvet_name: text.optional().catch(undefined) });
const ctaSchema = z.object({ primary: text.optional().catch(undefined), sale: text.optional().catch(undefined) });
const socialSchema = z.object({
  facebook: z.string().optional().catch(undefined),
  instagram: z.string().optional().catch(undefined),
  line: z.string().optional().catch(undefined),
});

const DEFAULT_LINE_NAMES: Record<ProductLine, string> = { velvet: "Velvet Lip", glossy: "Glossy Lip" };
const DEFAULT_CTA = { primary: "ช้อปเลย", sale: "ซื้อเลยในราคาพิเศษ" };

function parsed<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** An image the page may show: only this shop's own files (the CSP blocks others anyway). */
function landingImage(value: unknown, fallbackAlt: string): LandingImage | null {
  const image = parsed(imageSchema, value);
  const url = internalRoute(image?.url);
  return url ? { url, alt: image?.alt?.trim() || fallbackAlt } : null;
}

/** Social links open other sites: only real http(s) addresses count; "#" placeholders do not. */
export function externalLink(value: string | null | undefined): string | null {
  const candidate = value?.trim();
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Regular and current price in satang. The sale price counts only while the sale switch is
 * on and it is really below the regular price; otherwise the page shows the regular price.
 */
export function landingPrices(pricing: unknown): LandingPrices {
  const value = parsed(pricingSchema, pricing) ?? pricingSchema.parse({});
  const regular = bahtToSatang(value.regular_price);
  const sale = bahtToSatang(value.sale_price);
  const saleActive = value.sale_active && sale > 0 && sale < regular;
  return { regular, sale, current: saleActive ? sale : regular, saleActive };
}

/** Product-line names turned into address keys: "Velvet Lip" → "velvet-lip". */
export function slugifyLandingKey(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The product-line names configured in site_config `products`, with the spec's defaults. */
export function landingLineNames(products: unknown): Record<ProductLine, string> {
  const names = parsed(productNamesSchema, products);
  return {
    velvet: names?.velvet_name ?? DEFAULT_LINE_NAMES.velvet,
    glossy: names?.glossy_name ?? DEFAULT_LINE_NAMES.glossy,
  };
}

/**
 * Which single-segment addresses show the landing page: the fixed "lip", plus one per
 * product line named in site_config (by default "velvet-lip" and "glossy-lip"), which puts
 * that line first. Anything else is not a landing page (the caller answers 404).
 */
export function matchLandingKey(key: string, products: unknown): { line: ProductLine | null } | null {
  const wanted = key.toLowerCase();
  if (wanted === LANDING_KEY) return { line: null };
  const names = landingLineNames(products);
  for (const line of ["velvet", "glossy"] as const) {
    const slug = slugifyLandingKey(names[line]);
    if (slug !== "" && slug === wanted) return { line };
  }
  return null;
}

/** Builds the landing page's content from the raw site_config values, keyed by config_key. */
export function parseLandingConfig(config: Readonly<Record<string, unknown>>, defaults: LandingDefaults): LandingConfig {
  const brandName = parsed(text, config.brand_name) ?? defaults.brandName;
  const names = landingLineNames(config.products);
  const social = parsed(socialSchema, config.social_links);
  const cta = parsed(ctaSchema, config.cta_buttons);
  const line = (productLine: ProductLine): LandingLine => ({
    line: productLine,
    name: names[productLine],
    image: landingImage(config[`${productLine}_image`], names[productLine]),
    colors: (parsed(colorsSchema, config[`${productLine}_colors`]) ?? []).map((color) => ({
      id: color.id,
      name: color.name,
      hex: color.hex ?? null,
    })),
  });
  return {
    brandName,
    tagline: parsed(z.string().trim().min(1).max(300), config.tagline) ?? defaults.tagline,
    logo: landingImage(config.brand_logo, brandName),
    heroBanner: landingImage(config.hero_banner, brandName),
    socialLinks: {
      facebook: externalLink(social?.facebook),
      instagram: externalLink(social?.instagram),
      line: externalLink(social?.line),
    },
    lines: [line("velvet"), line("glossy")],
    prices: landingPrices(config.pricing),
    cta: { primary: cta?.primary ?? DEFAULT_CTA.primary, sale: cta?.sale ?? DEFAULT_CTA.sale },
    colorScheme: landingColorScheme(config.color_scheme),
  };
}

function landingColorScheme(value: unknown): LandingColorScheme {
  const stored = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const colour = (name: keyof LandingColorScheme) => parsed(hex, stored[name])?.toUpperCase() ?? DEFAULT_COLOR_SCHEME[name];
  return { primary: colour("primary"), secondary: colour("secondary"), background: colour("background") };
}

/** The site_config keys the landing page reads. */
export const LANDING_CONFIG_KEYS = [
  "brand_name",
  "tagline",
  "social_links",
  "velvet_colors",
  "glossy_colors",
  "pricing",
  "products",
  "cta_buttons",
  "velvet_image",
  "glossy_image",
  "brand_logo",
  "hero_banner",
  "color_scheme",
] as const;
