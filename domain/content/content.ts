import { REVIEW_RATING_DEFAULT, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from "./content-limits";

/** Storefront views of the content tables (reviews, videos, special offers), shared by server and pages. */

export type ReviewView = {
  id: string;
  reviewerName: string;
  avatarUrl: string | null;
  text: string;
  rating: number;
  productName: string;
  productImage: string | null;
};

export type VideoView = {
  id: string;
  title: string;
  description: string;
  mediaUrl: string;
  posterUrl: string | null;
};

export type SpecialOfferView = { id: string; icon: string; title: string; description: string };

/** A whole number of stars within 1–5; anything unreadable shows the default 5. */
export function starRating(rating: number | null | undefined): number {
  if (typeof rating !== "number" || !Number.isFinite(rating)) return REVIEW_RATING_DEFAULT;
  return Math.min(REVIEW_RATING_MAX, Math.max(REVIEW_RATING_MIN, Math.round(rating)));
}

// Thai reviewers are usually written "คุณ…" ("Khun", a courtesy title); the initial of the
// name itself tells reviewers apart, the title's would make every avatar "ค".
const COURTESY_TITLES = ["คุณ", "Khun ", "K."];

/** The letter shown in place of a missing or broken avatar. */
export function reviewerInitial(name: string): string {
  let rest = name.trim();
  for (const title of COURTESY_TITLES) {
    if (rest.startsWith(title) && rest.length > title.length) {
      rest = rest.slice(title.length).trim();
      break;
    }
  }
  // Thai writes some vowels (เ แ โ ใ ไ) before the consonant they follow in speech; the
  // initial is that consonant. Marks above or below it are left off.
  const letters = rest.replace(/^[\u0E40-\u0E44]+(?=.)/u, "");
  const first = [...letters][0];
  return first ? first.toLocaleUpperCase("th-TH") : "?";
}
