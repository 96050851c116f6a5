// The home videos editor (/admin/videos). Back-office texts: storefront pages never import them.

export const adminVideoTexts = {
  title: "Home videos",
  upload: "Upload video",
  noneYet: "No videos yet",
  fetchFailed: "ไม่สามารถโหลดวิดีโอได้",
  notFound: "This video no longer exists",
  titleRequired: "Title is required",
  confirmDelete: (title: string) => `ต้องการลบวิดีโอ "${title}" ใช่หรือไม่? ไฟล์วิดีโอจะถูกลบด้วย`,
  count: (count: number, max: number) => `${count} of ${max} videos`,
} as const;
