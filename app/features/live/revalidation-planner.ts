export type RevalidationPlannerOptions = {
  revalidate: () => void;
  /**
   * Not now: a navigation or revalidation is under way, a form's answer is on the screen
   * (revalidating would wipe its errors), or the tab is hidden. `resume()` when that ends.
   */
  mustWait: () => boolean;
  /** The first revalidation after a quiet spell waits this long plus up to `jitterMs`. */
  delayMs?: number;
  /** Spreads the crowd of open pages over this window, so they do not all ask at the same instant. */
  jitterMs?: number;
  /** At most one revalidation this often: a burst of changes (orders taking stock) gives one. */
  minSpacingMs?: number;
  random?: () => number;
  now?: () => number;
};

/**
 * Turns a stream of changes into few revalidations (decision 040): changes coalesce while one
 * is planned; a change arriving while a revalidation runs plans one more after it (it may have
 * been read too early); revalidations are at least `minSpacingMs` apart.
 */
export class RevalidationPlanner {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private waiting = false;
  private lastAt = Number.NEGATIVE_INFINITY;
  private readonly options: Required<RevalidationPlannerOptions>;

  constructor(options: RevalidationPlannerOptions) {
    this.options = { delayMs: 200, jitterMs: 800, minSpacingMs: 3_000, random: Math.random, now: Date.now, ...options };
  }

  /** Something the page may show changed. */
  changed() {
    if (this.timer !== undefined || this.waiting) return;
    const { delayMs, jitterMs, minSpacingMs, random, now } = this.options;
    const wait = Math.max(delayMs + random() * jitterMs, this.lastAt + minSpacingMs - now());
    this.timer = setTimeout(() => this.due(), wait);
  }

  /** Whatever made the page wait is over: a held-back revalidation goes now (still spaced). */
  resume() {
    if (!this.waiting) return;
    this.waiting = false;
    this.changed();
  }

  dispose() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = false;
  }

  private due() {
    this.timer = undefined;
    if (this.options.mustWait()) {
      this.waiting = true;
      return;
    }
    this.lastAt = this.options.now();
    this.options.revalidate();
  }
}
