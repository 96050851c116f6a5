import { TitledSection } from "../../ui/titled-section";
import { Link } from "react-router";
import { productReviewPath } from "../../../domain/product-reviews/product-review";
import { productReviewTexts as m } from "../../../domain/product-reviews/product-review-texts";

export type ReviewableProductItem = { productId: string; productName: string; reviewed: boolean };

/** A delivered order's "รีวิวสินค้า" action per product (decision 072); "แก้ไขรีวิว" once reviewed. */
export function OrderReviewActions({ orderNumber, products }: { orderNumber: string; products: readonly ReviewableProductItem[] }) {
  if (products.length === 0) return null;
  return (
    <TitledSection id="order-reviews-title" title={m.orderSectionTitle} className="rounded-2xl border border-brand-100 bg-white p-5">
      <ul className="flex flex-col gap-2">
        {products.map((product) => (
          <li key={product.productId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="font-medium">{product.productName}</span>
            <Link
              to={productReviewPath(orderNumber, product.productId)}
              className="rounded-full border border-brand-300 px-4 py-2 font-medium text-brand-700"
              aria-label={`${product.reviewed ? m.editReviewAction : m.reviewAction} ${product.productName}`}
            >
              {product.reviewed ? m.editReviewAction : m.reviewAction}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
