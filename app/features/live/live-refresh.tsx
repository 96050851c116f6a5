import { lazy, Suspense, useEffect, useState } from "react";

const LiveRevalidation = lazy(() => import("./live-revalidation").then((module) => ({ default: module.LiveRevalidation })));

/**
 * Staff changes reach the open page without a reload (decision 040). Rendered once, in the
 * root. The stream and its planner (~2 KB compressed) load only once the browser is idle after
 * hydration: nothing of them is on the way to the first paint (decision 015) or in a first
 * visit's scripts (decision 084).
 */
export function LiveRefresh() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const start = () => setIdle(true);
    const idleCallback = window.requestIdleCallback?.(start, { timeout: 2_000 });
    const timer = idleCallback === undefined ? setTimeout(start, 1_000) : undefined;
    return () => {
      if (idleCallback !== undefined) window.cancelIdleCallback(idleCallback);
      clearTimeout(timer);
    };
  }, []);
  return idle ? (
    <Suspense fallback={null}>
      <LiveRevalidation />
    </Suspense>
  ) : null;
}
