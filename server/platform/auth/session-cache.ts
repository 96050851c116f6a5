// The sessions this instance has just checked, kept for a few seconds (decision 089), so a member's
// burst of requests (a page, its get-session, its data) reads the session row once, not each time.
// Sound only while the instance hears every change: the `session` and `user` tables' triggers
// NOTIFY `shop_sessions_changed` with the member's id (migration 0022) and every instance forgets
// that member's kept sessions. Without the listener (its connection lost, a test, a script) nothing
// is kept. What is kept is the row as read; expiry and refresh are judged on every request.

/**
 * The longest a kept session answers: the bound on a change reaching an instance whose notice went
 * astray between two of its own checks (a notice is normally heard within milliseconds).
 */
export const SESSION_KEPT_MS = 5_000;
/** A cap on memory: past it, the oldest kept session goes. */
const MAX_KEPT = 20_000;

type Kept<Row> = { row: Row; userId: string; until: number };

let listening = false;
/** Bumped by every forgetting: a read that started before one may not be kept (it may be stale). */
let generation = 0;
/** Requests under way that may change sessions (sign-out, password change…): nothing is kept meanwhile. */
let changesUnderway = 0;
const kept = new Map<string, Kept<unknown>>();

/** The session row behind `token`: kept, or read with `read` (and kept when that is safe). */
export async function keptSession<Row extends { userId: string }>(token: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
  const now = Date.now();
  const found = kept.get(token);
  if (found && found.until > now && listening && changesUnderway === 0) return found.row as Row;
  if (found) kept.delete(token);
  const startedAt = generation;
  const row = await read();
  if (row && listening && changesUnderway === 0 && generation === startedAt) {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(token, { row, userId: row.userId, until: now + SESSION_KEPT_MS });
  }
  return row;
}

/** A `shop_sessions_changed` notice: the member's kept sessions (all of them for "*") are forgotten. */
export function sessionsChanged(userId: string) {
  generation += 1;
  if (userId === "*") return kept.clear();
  for (const [token, entry] of kept) if (entry.userId === userId) kept.delete(token);
}

/** Whether the instance hears `shop_sessions_changed`; while it does not, nothing is kept (and all is forgotten). */
export function sessionNoticesHeard(heard: boolean) {
  listening = heard;
  sessionsChanged("*");
}

/**
 * A request that may change sessions on this instance begins (every Better Auth call but
 * get-session): nothing is kept or answered from memory until it ends, and everything is
 * forgotten then, so this instance's own sign-out holds from its very next request. Returns the end.
 */
export function sessionChangeBegins(): () => void {
  changesUnderway += 1;
  sessionsChanged("*");
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    changesUnderway -= 1;
    sessionsChanged("*");
  };
}

/** `work` (a sign-out, a password change or reset through Better Auth's API) as a session change on this instance (see sessionChangeBegins). */
export async function changingSessions<T>(work: () => Promise<T>): Promise<T> {
  const ended = sessionChangeBegins();
  try {
    return await work();
  } finally {
    ended();
  }
}
