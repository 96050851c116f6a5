// The members manager (/admin-members): quoted in English by the spec, kept as written. Back-office texts: storefront pages never import them.

export const adminMemberTexts = {
  fetchFailed: "Failed to fetch member data. Admin access may be restricted.",
  fetchDetailFailed: "Failed to fetch profile details for editing",
  updateFailed: "Failed to update member. Admin access may be restricted.",
  deleteFailed: "Failed to delete member",
  updated: "Member updated successfully",
  deleted: "Member deleted successfully",
  // Not quoted by the spec; written in the same English as the screen.
  title: "Members",
  searchPlaceholder: "Search by email",
  noneFound: "No members found",
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  emailTaken: "Another member already uses this email",
  postalCodeInvalid: "Postal code must be 5 digits",
  phoneInvalid: "Enter a Thai mobile number (10 digits)",
  fieldTooLong: "This field is too long",
  tierInvalid: "Choose standard or vip",
  roleInvalid: "Choose member or admin",
  notFound: "This member no longer exists",
  cannotDeleteSelf: "You cannot delete your own account",
  cannotDemoteSelf: "You cannot remove your own admin role",
  lastAdmin: "The shop must keep at least one admin",
  confirmDelete: (email: string) => `Delete ${email}? Their orders and payments are kept for the books; their personal details are removed.`,
} as const;

/** The toasts this feature's writes end with, carried across their redirect (collected by domain/notices.ts). */
export const adminMemberNotices = {
  "member-updated": { tone: "success", text: () => adminMemberTexts.updated },
  "member-deleted": { tone: "success", text: () => adminMemberTexts.deleted },
} as const;
