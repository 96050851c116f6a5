import { useEffect, useState } from "react";
import { MEMBER_SHELL_ATTRIBUTE, type HeaderShopper, type SignedInShopperAnswer } from "../../../domain/members/member-shell";

type Fetched = { forLoaderData: object; shopper: HeaderShopper };

/**
 * The signed-in shopper for the header, chat and Control Panel. A storefront page served to a
 * member from the guests' cache (decision 051) was rendered without them: its <html> carries
 * the member-shell mark, and the shopper is asked for once, from /api/me. The answer stands
 * only for the root data it completed: once the root loader runs again (a revalidation, a
 * sign-out) the loader's own answer counts.
 */
export function useHeaderShopper(fromLoader: HeaderShopper, loaderData: object): HeaderShopper {
  const [fetched, setFetched] = useState<Fetched | null>(null);
  useEffect(() => {
    if (!document.documentElement.hasAttribute(MEMBER_SHELL_ATTRIBUTE)) return;
    const controller = new AbortController();
    // The JSON client is loaded only for such a page, so no other first visit ships it (decision 061).
    import("../../ui/json-client")
      .then(({ getJson }) => getJson<SignedInShopperAnswer>("/api/me", { signal: controller.signal }))
      .then((answer) => (answer.ok ? answer.value.user : null))
      // Refused, unreachable, or the client did not load: the page stays the guests' page; the next navigation's data says more.
      .catch(() => null)
      // Aborted: the page went before the answer came.
      .then((shopper) => controller.signal.aborted || setFetched({ forLoaderData: loaderData, shopper }));
    return () => controller.abort();
    // Once, for the document as it arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // After the header has been drawn with the answer, the guests' parts may show (or stay gone).
  useEffect(() => {
    if (fetched) document.documentElement.removeAttribute(MEMBER_SHELL_ATTRIBUTE);
  }, [fetched]);
  if (fromLoader) return fromLoader;
  return fetched && fetched.forLoaderData === loaderData ? fetched.shopper : null;
}
