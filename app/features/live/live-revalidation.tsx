import { useContext, useEffect, useRef } from "react";
import { UNSAFE_DataRouterStateContext, useRevalidator } from "react-router";
import { subscribeToLiveChanges } from "./live-connection";
import { RevalidationPlanner } from "./revalidation-planner";

/**
 * Keeps the open page current (decision 040): when staff change something the shop shows,
 * the page's loaders run again and it re-renders in place. `LiveRefresh` (live-refresh.tsx)
 * loads and renders it once the browser is idle after hydration (decisions 015, 084).
 *
 * A page holding a form's answer (its errors) is not revalidated until the shopper moves on:
 * revalidating would wipe them.
 */
export function LiveRevalidation() {
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const { revalidate } = useRevalidator();
  const busy = !routerState || routerState.navigation.state !== "idle" || routerState.revalidation !== "idle" || routerState.actionData != null;
  const latest = useRef({ revalidate, busy });
  useEffect(() => {
    latest.current = { revalidate, busy };
  });
  const plannerRef = useRef<RevalidationPlanner | undefined>(undefined);

  useEffect(() => {
    if (!busy) plannerRef.current?.resume();
  }, [busy]);

  useEffect(() => {
    const planner = new RevalidationPlanner({
      revalidate: () => void latest.current.revalidate(),
      mustWait: () => latest.current.busy || document.visibilityState === "hidden",
    });
    plannerRef.current = planner;
    const onVisibility = () => {
      if (document.visibilityState === "visible") planner.resume();
    };
    document.addEventListener("visibilitychange", onVisibility);
    const unsubscribe = subscribeToLiveChanges(() => planner.changed());
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      unsubscribe();
      planner.dispose();
      plannerRef.current = undefined;
    };
  }, []);

  return null;
}
