// /products' sort and filter form (decision 068): only that page reads them, so the home page's
// product cards do not carry them (domain/catalog/product-texts.ts is shared with every card).

export const productViewTexts = {
  viewOptions: "เรียงและกรองสินค้า",
  sortLabel: "เรียงตาม",
  sortNewest: "มาใหม่ล่าสุด",
  sortPriceAsc: "ราคา: ต่ำ → สูง",
  sortPriceDesc: "ราคา: สูง → ต่ำ",
  sortBestSelling: "ขายดีที่สุด",
  colourLabel: "โทนสี",
  anyColour: "ทุกโทนสี",
  inStockOnly: "เฉพาะที่มีสินค้า",
  applyView: "แสดงผล",
} as const;
