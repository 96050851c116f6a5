/**
 * A seeded random source (mulberry32): the same numbers for the same seed, so a demo's figures can
 * be checked and a failing random test repeated. Not for anything secret.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** A whole number from 0 to `count` − 1. */
  const below = (count: number) => Math.floor(next() * count);
  return { next, pick, below };
}
