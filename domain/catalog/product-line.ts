/** The shop's two product lines. Stored on each product rather than guessed from its name. */
export const PRODUCT_LINES = ["glossy", "velvet"] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

export const PRODUCT_LINE_LABELS: Record<ProductLine, string> = {
  glossy: "Glossy",
  velvet: "Velvet",
};

export function isProductLine(value: unknown): value is ProductLine {
  return typeof value === "string" && (PRODUCT_LINES as readonly string[]).includes(value);
}
