import { useRouteLoaderData } from "react-router";

/** The brand name inside the root loader's data (site config, read on the server). */
export function brandNameFromRootData(rootData: unknown): string | undefined {
  const name = (rootData as { chrome?: { brandName?: unknown } } | undefined)?.chrome?.brandName;
  return typeof name === "string" && name !== "" ? name : undefined;
}

/** The shop's brand name for texts that mention it; the root loader always provides it. */
export function useBrandName(): string | undefined {
  return brandNameFromRootData(useRouteLoaderData("root"));
}
