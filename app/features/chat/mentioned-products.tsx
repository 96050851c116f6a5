import { useState } from "react";
import { toast } from "../../ui/toasts";
import type { ProductMention } from "../../../domain/chat/chat";
import { formatBaht } from "../../../domain/shared/money";
import { cartTexts } from "../../../domain/orders/cart-texts";
import { chatTexts } from "../../../domain/chat/chat-texts";
import { productTexts } from "../../../domain/catalog/product-texts";
import { useCart } from "../cart/cart-context";

/** "Add to cart" for each product a reply names, with its shade when it has shades. */
export function MentionedProducts({ products }: { products: readonly ProductMention[] }) {
  return (
    <ul aria-label={chatTexts.productsInReply} className="flex flex-col gap-2">
      {products.map((product) => (
        <MentionedProduct key={product.productId} product={product} />
      ))}
    </ul>
  );
}

function MentionedProduct({ product }: { product: ProductMention }) {
  const { add } = useCart();
  const [shadeId, setShadeId] = useState(product.shades[0]?.id ?? "");
  const shade = product.shades.find((candidate) => candidate.id === shadeId) ?? null;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white p-2 text-xs">
      <span className="font-semibold text-ink">
        {product.nameThai} · {formatBaht(product.priceSatang)}
      </span>
      <div className="flex items-center gap-2">
        {product.shades.length > 0 ? (
          <select
            aria-label={`${chatTexts.shade} ${product.nameThai}`}
            value={shadeId}
            onChange={(event) => setShadeId(event.target.value)}
            className="min-h-9 flex-1 rounded-lg border border-gray-300 px-2"
          >
            {product.shades.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.nameThai}
              </option>
            ))}
          </select>
        ) : null}
        <button
          type="button"
          disabled={!product.inStock}
          aria-label={`${productTexts.addToCart} ${product.nameThai}`}
          className="min-h-9 rounded-lg bg-brand-600 px-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-300"
          onClick={() => {
            add({
              productId: product.productId,
              colorId: shade?.id ?? null,
              colorName: shade?.nameThai ?? productTexts.defaultColourName,
              name: product.name,
              nameThai: product.nameThai,
              unitPrice: product.priceSatang,
              // The cart page reads the picture and the stock from the server (use-cart-refresh).
              image: null,
            });
            toast.success(cartTexts.added, { description: product.nameThai });
          }}
        >
          {product.inStock ? productTexts.addToCart : productTexts.soldOut}
        </button>
      </div>
    </li>
  );
}
