import { productTexts } from "../../../domain/catalog/product-texts";
import { formatBaht, type Satang } from "../../../domain/shared/money";

/** The regular price struck through beside a sale price, named as the regular price for screen readers. */
export function RegularPrice({ price, className }: { price: Satang; className: string }) {
  return (
    <s className={className}>
      <span className="sr-only">{productTexts.regularPrice} </span>
      {formatBaht(price)}
    </s>
  );
}
