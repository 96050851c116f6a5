import { useEffect, useRef } from "react";
import type { LiveTable } from "../../../domain/shared/live-refresh";
import { subscribeToLiveChanges, type LiveChangeListener } from "./live-connection";

/** Changes arriving within this window reach `onChange` as one call. */
export const LIVE_CHANGES_COALESCE_MS = 250;

/**
 * Calls `onChange` when any of `tables` changed (on any instance, by anyone), with the tables
 * that did; after a reconnect that may have missed changes, with all of `tables`. A burst of
 * changes within 250 ms is one call. For screens that hold data outside the route's loaders
 * (the Control Panel's dialogs reloading through a fetcher); the route's own loaders are
 * revalidated for every page already (`LiveRefresh` in the root).
 *
 *   useLiveChanges(["hero_slides", "image_library"], () => fetcher.load("/control-panel/hero"));
 */
export function useLiveChanges(tables: readonly LiveTable[], onChange: (changed: LiveTable[]) => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const key = [...tables].sort().join(",");
  useEffect(() => watchLiveTables(key.split(",").filter(Boolean) as LiveTable[], (changed) => latest.current(changed)), [key]);
}

/** `useLiveChanges` without React: returns the function that stops watching. */
export function watchLiveTables(
  tables: readonly LiveTable[],
  onChange: (changed: LiveTable[]) => void,
  subscribe: (listener: LiveChangeListener) => () => void = subscribeToLiveChanges,
): () => void {
  const watched = new Set<string>(tables);
  let changed = new Set<LiveTable>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = subscribe((table) => {
    if (table === null) for (const each of tables) changed.add(each);
    else if (watched.has(table)) changed.add(table as LiveTable);
    else return;
    timer ??= setTimeout(() => {
      timer = undefined;
      const tablesNow = [...changed];
      changed = new Set();
      onChange(tablesNow);
    }, LIVE_CHANGES_COALESCE_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
