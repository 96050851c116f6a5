import { Link } from "react-router";
import { formatBaht } from "../../../domain/money";
import { messages } from "../../../domain/messages";
import { PRODUCT_LINE_LABELS, type ProductLine } from "../../../domain/product-line";

export type ProductCardProduct = {
  id: string;
  slug: string;
  name: string;
  nameThai: string;
  line: ProductLine;
  price: number;
  imageUrl: string | null;
  inStock: boolean;
};

export function ProductCard({ product, index = 0 }: { product: ProductCardProduct; index?: number }) {
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition hover:shadow-md motion-safe:animate-[fade-up_0.5s_ease-out_both]"
      style={{ animationDelay: `${index * 0.1}s` }}
    >
      <Link to={`/products/${product.slug}`} className="flex flex-1 flex-col">
        <div className="relative aspect-square bg-brand-50">
          {product.imageUrl ? (
            <img
              src={product.imageUrl}
              alt={product.nameThai}
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition group-hover:scale-105"
            />
          ) : null}
          <span className="absolute left-3 top-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-brand-700">
            {PRODUCT_LINE_LABELS[product.line]}
          </span>
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h3 className="font-semibold leading-snug text-ink">{product.nameThai}</h3>
          <p className="text-xs text-gray-500">{product.name}</p>
          <div className="mt-auto flex items-center justify-between pt-2">
            <span className="text-lg font-bold text-brand-600">{formatBaht(product.price)}</span>
            {product.inStock ? (
              <span className="text-xs font-medium text-emerald-700">{messages.product.inStock}</span>
            ) : (
              <span className="text-xs font-medium text-gray-500">{messages.product.soldOut}</span>
            )}
          </div>
        </div>
      </Link>
    </article>
  );
}
