// The slides editor (domain/slide-forms.ts). Back-office texts: storefront pages never import them.

// The slides editor (/admin/hero and the promotion slides) and /admin/videos. The spec's own
// messages (please select a file, invalid file, added, …) are adminContentTexts (admin-content-texts.ts).
export const adminSlideTexts = {
  heroTitle: "Hero slides",
  promotionTitle: "Promotion slides",
  add: "Add slide",
  noneYet: "No slides yet",
  fetchFailed: "ไม่สามารถโหลดสไลด์ได้",
  notFound: "This slide no longer exists",
  typeInvalid: "Choose image, video or text gradient",
  typeLabels: { image: "Image", video: "Video", text: "Text gradient" },
  titleRequired: "A text slide needs a title",
  fieldTooLong: "This field is too long",
  linkInvalid: "The button link must be a page of this shop, such as /products",
  linkRequired: "A button needs its link",
  sortOrderInvalid: "Sort order must be a whole number",
  intervalInvalid: "Autoplay interval must be a whole number of milliseconds from 1000 to 60000",
  mediaUrlInvalid: "The media URL must be a file the shop stores (a /media/… address)",
  fileTooLarge: "ไฟล์ใหญ่เกินไป",
  imageTooLarge: (megabytes: number) => `ไฟล์ใหญ่เกินไป (รูปภาพไม่เกิน ${megabytes} MB)`,
  videoTooLarge: (megabytes: number) => `ไฟล์ใหญ่เกินไป (วิดีโอไม่เกิน ${megabytes} MB)`,
  imageDimensions: (pixels: number) => `รูปภาพใหญ่เกินไป (ไม่เกิน ${pixels} พิกเซลต่อด้าน)`,
  confirmDelete: (what: string) => `ต้องการลบสไลด์ "${what}" ใช่หรือไม่?`,
} as const;
