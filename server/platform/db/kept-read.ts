import type { DatabaseOrTransaction } from "./database";

/** A kept read: its answer, and whether this call started it (false: an earlier call's answer, kept). */
export type KeptAnswer<Value> = { value: Promise<Value>; fresh: boolean };

/**
 * Reads whose answer may be `keepMs` old, kept per database handle and key and shared by the
 * callers meanwhile, for figures that are costly to add up and need not be to the second (the
 * back-office dashboard's charts and cards, decision 082). A failed read is not kept: the next
 * call tries again.
 */
export function keptReads<Key, Value>(keepMs: number) {
  const byHandle = new WeakMap<DatabaseOrTransaction, Map<Key, { at: number; value: Promise<Value> }>>();
  return (db: DatabaseOrTransaction, key: Key, read: () => Promise<Value>, now = Date.now()): KeptAnswer<Value> => {
    let kept = byHandle.get(db);
    if (!kept) {
      kept = new Map();
      byHandle.set(db, kept);
    }
    const entry = kept.get(key);
    if (entry && now - entry.at < keepMs) return { value: entry.value, fresh: false };
    const value = read();
    const started = { at: now, value };
    kept.set(key, started);
    value.catch(() => {
      if (kept.get(key) === started) kept.delete(key);
    });
    return { value, fresh: true };
  };
}
