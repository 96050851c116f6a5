// The social links editor (/admin/social-links): quoted in English by the spec, kept as written. Back-office texts: storefront pages never import them.

export const adminSocialLinkTexts = {
  fetchFailed: "Failed to fetch social links",
  updateFailed: "Failed to update social link",
  uploadFailed: "Failed to upload image",
  updated: "Social link updated successfully",
  // Not quoted by the spec; written in the same English as the screen (decision 042).
  title: "Social Media",
  url: "URL",
  urlFor: (platform: string) => `${platform} URL`,
  urlHint: "A web address starting with https:// (or http://), or # for none",
  urlRequired: "Failed to update social link: enter the page's address, or # for none",
  urlInvalid: "Failed to update social link: the address must start with http:// or https:// (e.g. https://facebook.com/yourshop), or be # for none",
  urlTooLong: "Failed to update social link: the address is too long (at most 500 characters)",
  open: "Open link",
  openFor: (platform: string) => `Open the ${platform} link`,
  noLink: "No link yet (#)",
  logo: "Logo",
  logoFor: (platform: string) => `${platform} logo`,
  logoHint: (megabytes: number) => `JPEG, PNG, WebP or GIF, at most ${megabytes} MB; shown small in the footer`,
  uploadLogo: "Upload logo",
  uploadLogoFor: (platform: string) => `Upload the ${platform} logo`,
  preview: "Preview",
  noLogo: "No logo: the footer shows the platform's own mark",
  selectImage: "Failed to upload image: choose an image file first",
  logoInvalid: "Failed to upload image: the logo must be a JPEG, PNG, WebP or GIF picture",
  logoTooLarge: (megabytes: number) => `Failed to upload image: the file is larger than ${megabytes} MB`,
  logoDimensions: (pixels: number) => `Failed to upload image: at most ${pixels} pixels a side`,
  active: "Active",
  activeFor: (platform: string) => `Show ${platform} in the footer`,
  loading: "Loading social links…",
  noRowYet: "Save a URL first; the switch appears with the saved link",
} as const;

/** The toasts this feature's writes end with, carried across their redirect (collected by domain/notices.ts). */
export const adminSocialLinkNotices = {
  "social-link-updated": { tone: "success", text: () => adminSocialLinkTexts.updated },
} as const;
