/**
 * The back-office speaks Thai (decision 075): what an English word on a back-office screen may
 * be. Names stay as they are; everything else is a screen text that should have been Thai.
 * Each allowed word with its reason. Used by the route walk (admin-walk.test.ts) and the
 * texts test (domain/texts.test.ts).
 */
export const ALLOWED_ENGLISH: Readonly<Record<string, string>> = {
  Glossy: "the shop's product line and brand (Glossy Lip)",
  Velvet: "the shop's product line and brand (Velvet Lip)",
  Lip: "part of the brand names Glossy Lip and Velvet Lip",
  Lips: "part of the demo hero slide's brand headline (Glossy Lips)",
  LINE: "the chat app and sign-in provider's name",
  PromptPay: "the Thai payment scheme's own name",
  Facebook: "a social platform's name",
  Instagram: "a social platform's name",
  TikTok: "a social platform's name",
  Shopee: "a marketplace's name",
  Kerry: "a carrier's name (Kerry Express)",
  Flash: "a carrier's name (Flash Express) and the marketplaces' word Flash Sale",
  Sale: "Flash Sale: the word Thai shoppers know from Shopee and Lazada",
  Express: "part of carriers' names (Kerry Express, J&T Express)",
  J: "J&T Express, a carrier's name",
  T: "J&T Express, a carrier's name",
  Thailand: "Thailand Post, shown beside ไปรษณีย์ไทย",
  Post: "Thailand Post, shown beside ไปรษณีย์ไทย",
  VIP: "the membership tier's name, said as VIP in Thai",
  CSV: "a file format staff open in Excel",
  UTF: "UTF-8, the text encoding staff choose when saving a CSV in Excel",
  SKU: "a shade's stock-keeping code, the word Thai shops and marketplaces use for it",
  PDF: "a file format",
  QR: "the QR code on a bank slip",
  JPEG: "an image file format",
  PNG: "an image file format",
  WebP: "an image file format",
  GIF: "an image file format",
  MP4: "a video file format",
  WebM: "a video file format",
  Ogg: "a video file format",
  MB: "megabytes, the unit staff see on their phones",
  RRGGBB: "the colour code's pattern (#RRGGBB) staff type a shade's colour in",
  alt: "the Alt key as printed on the keyboard: the toasts' shortcut alt+T (sonner) read out with their region",
};

/**
 * Text that is not words at all: web addresses and shop paths (/admin-products, /media/…),
 * e-mail addresses, colour codes (#C21E56) and order numbers (ORDER-AB12CD34E).
 */
const NOT_WORDS = [/https?:\/\/\S*/g, /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, /(^|[\s(])\/[\w\-/.…]*/g, /#[0-9A-Fa-f]{3,8}\b/g, /\bORDER-[A-Z0-9]+\b/g];

/** Every Latin-letter word in `text` (after dropping addresses, codes and order numbers). */
export function latinWordsIn(text: string): string[] {
  let rest = text;
  for (const pattern of NOT_WORDS) rest = rest.replace(pattern, " ");
  return rest.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
}

/** The English words in `text` that are neither allowed names nor in `data` (what staff typed: product names, …). */
export function englishWordsIn(text: string, data: ReadonlySet<string> = new Set()): string[] {
  return [...new Set(latinWordsIn(text).filter((word) => !(word in ALLOWED_ENGLISH) && !data.has(word)))];
}
