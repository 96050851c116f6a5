// The categories manager (/admin-categories): quoted in English by the spec, kept as written. Back-office texts: storefront pages never import them.

export const adminCategoryTexts = {
  fetchFailed: "Failed to fetch categories",
  saveFailed: "Failed to save category",
  deleteFailed: "Failed to delete category",
  created: "Category created successfully",
  updated: "Category updated successfully",
  deleted: "Category deleted successfully",
  deleteWarning: "All products in this category will be deleted too.",
  title: "Categories",
  searchPlaceholder: "Search by name",
  noneFound: "No categories found",
  add: "Add Category",
  nameRequired: "Category name is required",
  nameTaken: "A category with this name already exists",
  fieldTooLong: "This field is too long",
  notFound: "This category no longer exists",
  confirmDelete: (name: string, products: number) =>
    `Delete the category ${name}? It has ${products} ${products === 1 ? "product" : "products"}. All products in this category will be deleted too.`,
} as const;

/** The toasts this feature's writes end with, carried across their redirect (collected by domain/notices.ts). */
export const adminCategoryNotices = {
  "category-created": { tone: "success", text: () => adminCategoryTexts.created },
  "category-updated": { tone: "success", text: () => adminCategoryTexts.updated },
  "category-deleted": { tone: "success", text: () => adminCategoryTexts.deleted },
} as const;
