/**
 * Product addresses (`/products/<slug>`), made from the product's name the way the seed's
 * look: `velvet-matte-lipstick-brick-red`. Latin letters lose their accents, anything else
 * (spaces, dashes, Thai script) separates words; a name with no Latin letters or digits at
 * all gets the plain `product`. The server adds `-2`, `-3`, … when the slug is taken.
 */
export const PRODUCT_SLUG_MAX_LENGTH = 80;

export function productSlugBase(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > PRODUCT_SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, PRODUCT_SLUG_MAX_LENGTH) ?? "") || "product";
}

/** The first of `base`, `base-2`, `base-3`, … that is not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}
