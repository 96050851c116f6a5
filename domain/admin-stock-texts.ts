// The stock manager (/admin-stocks): quoted in English by the spec, kept as written. Back-office texts: storefront pages never import them.

export const adminStockTexts = {
  fetchFailed: "Failed to fetch stocks",
  updateFailed: "Failed to update stock",
  updated: "Stock updated successfully",
  updateStock: "Update Stock",
  // Not quoted by the spec; written in the same English as the screen.
  title: "Stock",
  searchPlaceholder: "Search by product name",
  noneFound: "No products found",
  product: "Product",
  quantity: "Quantity",
  currentQuantity: "Current stock",
  newQuantity: "New quantity",
  reason: "Reason (optional)",
  reasonPlaceholder: "e.g. stock count, damaged units, delivery received",
  history: "History",
  historyTitle: (name: string) => `Stock history: ${name}`,
  historyEmpty: "No stock changes recorded yet",
  allStock: "All stock",
  quantityRequired: "Stock quantity is required",
  quantityInvalid: "Stock quantity must be a whole number, 0 or more",
  quantityTooLarge: "Stock quantity must be at most 1,000,000",
  reasonTooLong: "The reason must be at most 200 characters",
  staleForm: "This form is out of date. Close it and open Update Stock again.",
  notFound: "Failed to update stock: this product no longer exists",
  productNotFound: "This product no longer exists",
  unchanged: (quantity: number) => `The stock is already ${quantity.toLocaleString("en-US")}; nothing to update`,
  changedMeanwhile: (current: number) =>
    `The stock changed while this dialog was open (an order or another admin): it is now ${current.toLocaleString("en-US")}. Check the new quantity and save again.`,
} as const;

/** The toasts this feature's writes end with, carried across their redirect (collected by domain/notices.ts). */
export const adminStockNotices = {
  "stock-updated": { tone: "success", text: () => adminStockTexts.updated },
} as const;
