// The audit log (/admin/audit): in the same English as the other admin screens. Back-office texts: storefront pages never import them.

export const adminAuditTexts = {
  title: "Audit log",
  searchPlaceholder: "Search by admin email, action or id",
  noneFound: "No admin actions recorded",
  fetchFailed: "Failed to fetch the audit log",
} as const;
