import { PRODUCT_LINE_LABELS, type ProductLine } from "../../../domain/catalog/product-line";

/** 'Glossy' or 'Velvet', on product cards and the product page. */
export function LineBadge({ line, className = "" }: { line: ProductLine; className?: string }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${
        line === "glossy" ? "bg-white/90 text-brand-700 ring-1 ring-brand-200" : "bg-ink/90 text-white"
      } ${className}`}
    >
      {PRODUCT_LINE_LABELS[line]}
    </span>
  );
}
