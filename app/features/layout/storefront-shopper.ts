import { useOutletContext } from "react-router";
import type { HeaderShopper } from "../../../domain/members/member-shell";

/** What the root hands every page below it: the signed-in shopper the header shows (decision 051). */
export type StorefrontOutletContext = { shopper: HeaderShopper };

/**
 * The signed-in shopper as the header knows them — from the root loader, or, on a page served
 * from the guests' cache, from /api/me once it answered — or null. A page uses it only in the
 * browser, for its member-only bits (the "เก็บแล้ว" marks): what the server renders stays the
 * guests' page.
 */
export function useStorefrontShopper(): HeaderShopper {
  return useOutletContext<StorefrontOutletContext | undefined>()?.shopper ?? null;
}
