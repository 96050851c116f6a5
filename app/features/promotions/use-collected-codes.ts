import { useEffect, useState } from "react";
import type { CollectedCodesAnswer } from "../../../domain/promotions/collected-codes";
import { useStorefrontShopper } from "../layout/storefront-shopper";

const NONE: ReadonlySet<string> = new Set();

/**
 * The promotions the signed-in shopper has collected, for the "เก็บแล้ว" marks. /promotions and
 * the product pages are the guests' pages, kept in the page cache and served to members too
 * (decision 051): the server renders every code as "เก็บโค้ด", and the browser asks
 * /api/collected-codes (private, never cached) once it knows a member is signed in. A guest
 * asks nothing.
 */
export function useCollectedCodes(): ReadonlySet<string> {
  const shopper = useStorefrontShopper();
  const member = shopper?.email ?? null;
  const [fetched, setFetched] = useState<{ member: string; ids: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    if (!member) return;
    const controller = new AbortController();
    // The JSON client loads only for a member (decision 061): a guest's first visit never ships it.
    import("../../ui/json-client")
      .then(({ getJson }) => getJson<CollectedCodesAnswer>("/api/collected-codes", { signal: controller.signal, cache: "no-store" }))
      .then((answer) => (answer.ok ? answer.value.promotionIds : []))
      // Unreachable or refused: every code keeps its button, and collecting again says it is collected already.
      .catch(() => [])
      .then((ids) => controller.signal.aborted || setFetched({ member, ids: new Set(ids) }));
    return () => controller.abort();
  }, [member]);
  return member && fetched?.member === member ? fetched.ids : NONE;
}
