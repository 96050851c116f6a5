import { useSyncExternalStore } from "react";
import { COUNTDOWN_TICK_MS } from "../../domain/shared/limits";

/**
 * One shared clock for every countdown on a page, ticking on whole seconds. The server (and
 * the browser's hydrating render) use the time the page was rendered at, so the HTML and
 * the first client render agree; after hydration the browser's clock takes over.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule() {
  // Aligned to the next whole second, so no tick is skipped or doubled.
  timer = setTimeout(
    () => {
      listeners.forEach((listener) => listener());
      schedule();
    },
    COUNTDOWN_TICK_MS - (Date.now() % COUNTDOWN_TICK_MS) + 5,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

const currentSecond = () => Math.floor(Date.now() / COUNTDOWN_TICK_MS) * COUNTDOWN_TICK_MS;

/** Milliseconds since the epoch, updated every second; `renderedAt` (ISO) on the server. */
export function useNow(renderedAt: string): number {
  return useSyncExternalStore(subscribe, currentSecond, () => Date.parse(renderedAt));
}
