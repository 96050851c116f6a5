import type { ContentChanges } from "../http/content-changes";

type MemoState = { listening: boolean; generation: number };

// On globalThis, like the page cache, so a module reload in development finds it.
const holder = globalThis as { __shopStorefrontMemo?: MemoState };
const state = (): MemoState => (holder.__shopStorefrontMemo ??= { listening: false, generation: 0 });

/**
 * A value read from storefront tables on every request (the site chrome), kept in memory until
 * those tables change — heard on the same LISTEN that empties the page cache (decision 051).
 * Kept only while the instance is listening: without a listener (tests, a lost connection)
 * every call reads afresh, so nothing can be stale for longer than a NOTIFY takes.
 */
export function memoUntilStorefrontChanges<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: { generation: number; value: Promise<T> } | undefined;
  return () => {
    const now = state();
    if (!now.listening) return load();
    if (kept && kept.generation === now.generation) return kept.value;
    const entry = { generation: now.generation, value: load() };
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
    memo.listening = listening;
  };
  const unsubscribe = changes.subscribe({
    onChange: () => forget(true),
    onListening: () => forget(true),
    onLost: () => forget(false),
  });
  return () => {
    unsubscribe();
    forget(false);
  };
}
