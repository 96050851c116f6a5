import { controlPanelTexts as m } from "./control-panel-texts";

/**
 * The Control Panel's plain facts, shared by its dialogs (browser) and its schemas (server,
 * control-panel.ts). No schema library here: the dialogs load this without zod.
 */

/** Spec §3 content_blocks: block types and page locations (the control panel's defaults: text, home). */
export const CONTENT_BLOCK_TYPES = ["text", "image", "video"] as const;
export const CONTENT_PAGE_LOCATIONS = ["home", "home-reviews", "home-video", "products", "promotions", "contact"] as const;

/** Every site_config key of spec §3, with the category a new row is filed under. */
export const SITE_CONFIG_KEYS = {
  brand_name: "brand",
  tagline: "brand",
  social_links: "brand",
  color_scheme: "appearance",
  cta_buttons: "content",
  products: "products",
  pricing: "pricing",
  velvet_colors: "products",
  glossy_colors: "products",
  velvet_image: "images",
  glossy_image: "images",
  brand_logo: "images",
  hero_banner: "images",
} as const;
export type SiteConfigKey = keyof typeof SITE_CONFIG_KEYS;
export const SITE_CONFIG_KEY_NAMES = Object.keys(SITE_CONFIG_KEYS) as SiteConfigKey[];
export const IMAGE_CONFIG_KEYS = ["velvet_image", "glossy_image", "brand_logo", "hero_banner"] as const satisfies readonly SiteConfigKey[];
export type ImageConfigKey = (typeof IMAGE_CONFIG_KEYS)[number];

export function isSiteConfigKey(value: unknown): value is SiteConfigKey {
  return typeof value === "string" && Object.hasOwn(SITE_CONFIG_KEYS, value);
}

export function isImageConfigKey(key: SiteConfigKey): key is ImageConfigKey {
  return (IMAGE_CONFIG_KEYS as readonly string[]).includes(key);
}

/** Spec §7 storage: the control panel uploads under one of these folders. */
export const IMAGE_LIBRARY_CATEGORIES = ["general", "glossy-product", "velvet-product", "promotion-banner"] as const;
export type ImageLibraryCategory = (typeof IMAGE_LIBRARY_CATEGORIES)[number];
/** The library's upload cap (the spec shows none; the product photo's 5 MB). */
export const IMAGE_LIBRARY_MAX_BYTES = 5 * 1024 * 1024;

export const LANDING_COLOURS_MAX = 100;
const NAME_MAX = 100;
const HEX = /^#[0-9a-fA-F]{6}$/;

export type LandingColourEntry = { id: string; name: string; hex?: string };

/** The shade list typed one per line: `id | name | #hex` (the hex is optional; spec §3 is {id, name}). */
export function parseColourLines(text: string): { ok: true; value: LandingColourEntry[] } | { ok: false; message: string } {
  const entries: LandingColourEntry[] = [];
  const seen = new Set<string>();
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    if (raw.trim() === "") continue;
    const parts = raw.split("|").map((part) => part.trim());
    const [id = "", name = "", hex = ""] = parts;
    if (parts.length > 3 || id === "" || id.length > 20 || name === "" || name.length > NAME_MAX || (hex !== "" && !HEX.test(hex))) {
      return { ok: false, message: m.colourLineInvalid(index + 1) };
    }
    if (seen.has(id)) return { ok: false, message: m.colourIdTaken(id) };
    seen.add(id);
    entries.push(hex ? { id, name, hex: hex.toUpperCase() } : { id, name });
  }
  if (entries.length > LANDING_COLOURS_MAX) return { ok: false, message: m.tooManyColours(LANDING_COLOURS_MAX) };
  return { ok: true, value: entries };
}

/** The list as the form shows it, one line per shade. */
export function colourLines(value: unknown): string {
  if (!Array.isArray(value)) return "";
  return value
    .flatMap((entry: unknown) => {
      if (!entry || typeof entry !== "object") return [];
      const { id, name, hex } = entry as Record<string, unknown>;
      if (id === undefined || typeof name !== "string") return [];
      return [[String(id), name, typeof hex === "string" ? hex : ""].filter((part, index) => index < 2 || part !== "").join(" | ")];
    })
    .join("\n");
}
