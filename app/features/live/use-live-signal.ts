import { useEffect, useRef } from "react";
import { subscribeToLiveSignals } from "./live-connection";

/**
 * Calls `onSignal` when the live stream names `name` (a feature's signal, e.g. staff wrote to this
 * chat), or when the stream reconnected and one may have been missed. Nothing is held without a name.
 */
export function useLiveSignal(name: string | null, onSignal: () => void) {
  const latest = useRef(onSignal);
  useEffect(() => {
    latest.current = onSignal;
  });
  useEffect(() => {
    if (!name) return;
    return subscribeToLiveSignals((heard) => {
      if (heard === null || heard === name) latest.current();
    });
  }, [name]);
}
