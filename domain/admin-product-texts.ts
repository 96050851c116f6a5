// The products manager (/admin-products): quoted in English by the spec, kept as written. Back-office texts: storefront pages never import them.

export const adminProductTexts = {
  fetchFailed: "Failed to fetch data",
  saveFailed: "Failed to save product",
  deleteFailed: "Failed to delete product",
  uploadFailed: "Failed to upload image",
  updated: "Product updated successfully",
  created: "Product created successfully",
  deleted: "Product deleted successfully",
  imageUploaded: "Image uploaded successfully",
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} products`,
  // Not quoted by the spec; written in the same English as the screen.
  title: "Products",
  add: "Add Product",
  searchPlaceholder: "Search by name or category",
  noneFound: "No products found",
  notFound: "This product no longer exists",
  nameRequired: "Product name is required",
  priceRequired: "Price is required",
  priceInvalid: "Enter the price in baht with at most 2 decimals, e.g. 249 or 249.50",
  priceTooHigh: "The price is too high",
  categoryRequired: "Category is required",
  categoryMissing: "This category no longer exists; choose another one",
  lineInvalid: "Choose glossy or velvet",
  stockInvalid: "Initial stock must be a whole number of 0 or more",
  fieldTooLong: "This field is too long",
  shadeNameRequired: (row: number) => `Shade ${row}: name is required`,
  shadeHexInvalid: (row: number) => `Shade ${row}: colour must be a hex colour such as #C21E56`,
  shadeTooLong: (row: number) => `Shade ${row}: this field is too long`,
  shadeDuplicate: (name: string) => `Two shades are called ${name}; shade names must differ`,
  tooManyShades: (max: number) => `At most ${max} shades`,
  imageUrlInvalid: "Image URL must be an image stored by the shop (a /media/… address shown for another image)",
  imageInvalid: "The image must be a JPEG, PNG, WebP or GIF picture",
  imageTooLarge: (megabytes: number) => `The image is too large (at most ${megabytes} MB)`,
  imageDimensions: (pixels: number) => `The image is too large (at most ${pixels} pixels a side)`,
  confirmDelete: (name: string, orderLines: number) =>
    `Delete ${name}? Its stock and shades go with it.` +
    (orderLines > 0 ? ` ${orderLines} order ${orderLines === 1 ? "line keeps" : "lines keep"} its name, shade and price as bought.` : ""),
} as const;

/** The toasts this feature's writes end with, carried across their redirect (collected by domain/notices.ts). */
export const adminProductNotices = {
  "product-created": { tone: "success", text: () => adminProductTexts.created },
  "product-updated": { tone: "success", text: () => adminProductTexts.updated },
  "product-deleted": { tone: "success", text: () => adminProductTexts.deleted },
} as const;
