import { useRouteLoaderData } from "react-router";
import { shopIdentityFromRootData } from "../seo/page-meta";

/** The shop's brand name for texts that mention it; the root loader always provides it. */
export function useBrandName(): string {
  return shopIdentityFromRootData(useRouteLoaderData("root")).brandName;
}
