import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true once React runs in the browser. Lets a
 * component serve plain HTML that works without JavaScript first, then enhance itself. Controls
 * that only work with scripts use it to stay disabled until a click can do something,
 * and browser-only state (the cart in localStorage) to avoid flashing the server's empty view.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
