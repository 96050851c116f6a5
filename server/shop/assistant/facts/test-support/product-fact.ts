import type { ProductFact } from "../catalogue-facts";

/** A catalogue fact for the assistant's tests: a glossy product in stock at `price`, called `name` in every field; `more` changes the rest. */
export function productFact(name: string, price: number, more: Partial<ProductFact> = {}): ProductFact {
  return {
    id: name,
    slug: name,
    name,
    nameThai: name,
    line: "glossy",
    categoryName: "",
    price,
    salePrice: null,
    saleEndsAt: null,
    stockQuantity: 10,
    inStock: true,
    shades: [],
    ...more,
  };
}
