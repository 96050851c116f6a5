import { LOW_STOCK_SHOWN_AT } from "../../../domain/catalog/catalog-limits";
import { ShoppingBag } from "lucide-react";
import { useState } from "react";
import { toast } from "../../ui/toasts";
import { formatBaht } from "../../../domain/shared/money";
import { cartTexts } from "../../../domain/orders/cart-texts";
import { productTexts } from "../../../domain/catalog/product-texts";
import { QuantityStepper } from "../../ui/quantity-stepper";
import { useCart } from "../cart/cart-context";
import { ColourPicker } from "./colour-picker";
import { BackInStockForm } from "../back-in-stock/back-in-stock-form";
import type { ProductDetail } from "./product-detail-page";

const m = productTexts;

/** Shade, quantity (1 … what is in stock), total and the add-to-cart button. */
export function PurchasePanel({ product, unitPrice }: { product: ProductDetail; unitPrice: number }) {
  const { add } = useCart();
  // The first shade there is stock of (decision 114); every shade sold out: the first.
  const [colourId, setColourId] = useState((product.colors.find((shade) => shade.stock > 0) ?? product.colors[0])?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const colour = product.colors.find((candidate) => candidate.id === colourId) ?? null;
  // What the chosen shade has (a product without shades: its own stock).
  const stock = colour ? colour.stock : product.stockQuantity;
  const soldOut = !product.inStock || stock <= 0;
  const maxQuantity = Math.max(1, stock);

  function addToCart() {
    if (soldOut) return;
    add(
      {
        productId: product.id,
        colorId: colour?.id ?? null,
        colorName: colour?.nameThai ?? m.defaultColourName,
        ...(colour ? { colorHex: colour.hex } : {}),
        name: product.name,
        nameThai: product.nameThai,
        unitPrice,
        image: product.imageUrl,
        maxQuantity: stock,
      },
      quantity,
    );
    toast.success(cartTexts.added, { description: product.nameThai });
  }

  return (
    <div className="flex flex-col gap-5 border-t border-brand-100 pt-5">
      {product.colors.length > 0 ? (
        <ColourPicker
          colours={product.colors.map((shade) => ({ ...shade, soldOut: shade.stock <= 0 }))}
          selectedId={colourId ?? ""}
          onSelect={(id) => {
            setColourId(id);
            setQuantity(1);
          }}
          name={`colour-${product.id}`}
        />
      ) : (
        <p className="text-sm font-semibold text-ink">
          {m.colour}: <span className="font-normal text-gray-700">{m.defaultColourName}</span>
        </p>
      )}

      <div className="flex flex-wrap items-center gap-4">
        <span className="text-sm font-semibold text-ink">{m.quantity}</span>
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={maxQuantity}
          label={m.quantity}
          decreaseLabel={m.decrease}
          increaseLabel={m.increase}
          disabled={soldOut}
        />
        {!soldOut && stock <= LOW_STOCK_SHOWN_AT ? <span className="text-sm text-gray-600">{cartTexts.limitedStock(stock)}</span> : null}
      </div>

      <p className="flex items-baseline justify-between rounded-2xl bg-brand-50 px-4 py-3">
        <span className="font-semibold">{m.totalPrice}</span>
        <span className="text-2xl font-bold text-brand-700" data-testid="total-price">
          {formatBaht(unitPrice * quantity)}
        </span>
      </p>

      <button
        type="button"
        onClick={addToCart}
        // Offered before scripts run: a tap made then is kept and carried out once React has
        // taken over (server/platform/http/early-tap-replay.ts, decision 021).
        disabled={soldOut}
        className={`flex h-12 items-center justify-center gap-2 rounded-full px-8 font-semibold transition ${
          soldOut ? "cursor-not-allowed bg-gray-200 text-gray-700" : "bg-brand-600 text-white shadow-md hover:bg-brand-700"
        }`}
      >
        <ShoppingBag className="size-5" aria-hidden />
        {soldOut ? (product.inStock ? m.shadeSoldOut : m.soldOut) : m.addToCart}
      </button>
      {soldOut ? <BackInStockForm key={colour?.id ?? product.id} productId={product.id} colorId={colour?.id ?? null} /> : null}
    </div>
  );
}
