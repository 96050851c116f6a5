import { getTableName, type Table } from "drizzle-orm";
import type { ContentChanges } from "../../platform/http/content-changes";

/**
 * `generation` counts every change heard and every gain or loss of the listener; `listenings`
 * only the latter; `changesOf` the changes heard per table (the triggers' payload is its name).
 */
type MemoState = { listening: boolean; generation: number; listenings: number; changesOf: Map<string, number> };

// On globalThis, like the page cache, so a module reload in development finds it.
const holder = globalThis as { __shopStorefrontMemo?: MemoState };
const state = (): MemoState => (holder.__shopStorefrontMemo ??= { listening: false, generation: 0, listenings: 0, changesOf: new Map() });

/**
 * A value read from storefront tables on every request (the site chrome, the home page's slides),
 * kept in memory until those tables change — heard on the same LISTEN that empties the page cache
 * (decision 051). With `tables`, only a change to one of them (a storefront table, its trigger
 * notifies: migration 0001) forgets the value, so an order that changes stock leaves the slides
 * kept (decision 093); without, any storefront change does. Kept only while the instance is
 * listening: without a listener (tests, a lost connection) every call reads afresh, so nothing can
 * be stale for longer than a NOTIFY takes. The arguments say how to read (a database handle),
 * never what: a kept value answers every call.
 */
export function memoUntilStorefrontChanges<Args extends unknown[], T>(
  load: (...args: Args) => Promise<T>,
  tables?: readonly Table[],
): (...args: Args) => Promise<T> {
  const names = tables?.map((table) => getTableName(table));
  const generationNow = (now: MemoState): number | string =>
    names ? `${now.listenings}:${names.map((name) => now.changesOf.get(name) ?? 0).join(",")}` : now.generation;
  let kept: { generation: number | string; value: Promise<T> } | undefined;
  return (...args) => {
    const now = state();
    if (!now.listening) return load(...args);
    const generation = generationNow(now);
    if (kept && kept.generation === generation) return kept.value;
    const entry = { generation, value: load(...args) };
    kept = entry;
    entry.value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return entry.value;
  };
}

/** Subscribes the memos to the instance's storefront changes; returns the unsubscribe. */
export function watchStorefrontChanges(changes: ContentChanges): () => void {
  const memo = state();
  const forget = (listening: boolean) => {
    memo.generation += 1;
    memo.listenings += 1;
    memo.listening = listening;
  };
  const unsubscribe = changes.subscribe({
    onChange: (table) => {
      memo.generation += 1;
      memo.changesOf.set(table, (memo.changesOf.get(table) ?? 0) + 1);
    },
    onListening: () => forget(true),
    onLost: () => forget(false),
  });
  return () => {
    unsubscribe();
    forget(false);
  };
}
