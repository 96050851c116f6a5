import { useEffect, useState } from "react";
import { MEMBER_SHELL_ATTRIBUTE, type HeaderShopper, type SignedInShopperAnswer } from "../../../domain/member-shell";
import { getJson } from "../../ui/json-client";

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
    getJson<SignedInShopperAnswer>("/api/me", { signal: controller.signal })
      // Refused or unreachable: the page stays the guests' page; the next navigation's data says more.
      .then((answer) => controller.signal.aborted || setFetched({ forLoaderData: loaderData, shopper: answer.ok ? answer.value.user : null }))
      .catch(() => {
        // Aborted: the page went before the answer came.
      });
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
