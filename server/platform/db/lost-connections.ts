import { logger } from "../logger";

// Kept on globalThis, like the database, so a module reload in development still sees it.
const state = globalThis as { __shopDatabaseGoingAway?: boolean; __shopLastShutdownNotice?: number };

/**
 * PostgreSQL's codes for "the server is shutting down" (admin_shutdown, crash_shutdown,
 * cannot_connect_now): every connection gets one, so they are announced once, not per connection.
 */
const SERVER_SHUTTING_DOWN = new Set(["57P01", "57P02", "57P03"]);
const SHUTDOWN_NOTICE_EVERY_MS = 10_000;

/**
 * Called when the shop begins to stop. From then on a lost database connection is expected,
 * not news: Ctrl+C in a terminal reaches the embedded PostgreSQL too, which ends every
 * connection while the shop is still draining its requests.
 */
export function expectDatabaseToGoAway() {
  state.__shopDatabaseGoingAway = true;
}

/**
 * Back to a process that has not begun to stop and has announced no shutdown. For tests: a unit
 * file shares its worker (and this state) with files that cut connections before it (decision 120).
 */
export function forgetLostConnectionNotices() {
  state.__shopDatabaseGoingAway = undefined;
  state.__shopLastShutdownNotice = undefined;
}

/**
 * One log line for a database connection that went away (whoever held it replaces it when
 * needed): a warning while the shop runs; debug once it is stopping; when the database server
 * says it is shutting down, which reaches every connection at once, one info line per burst.
 * Never a stack trace: the message and PostgreSQL's error code say what happened.
 */
export function reportLostConnection(message: string, error: unknown, fields: Record<string, unknown> = {}) {
  const code = hasCode(error) ? error.code : undefined;
  const details = {
    ...fields,
    error: error instanceof Error ? error.message : error === undefined ? "closed" : String(error),
    ...(code ? { code } : {}),
  };
  if (state.__shopDatabaseGoingAway) return logger.debug(message, details);
  if (code && SERVER_SHUTTING_DOWN.has(code)) {
    const now = Date.now();
    if (now - (state.__shopLastShutdownNotice ?? 0) < SHUTDOWN_NOTICE_EVERY_MS) return logger.debug(message, details);
    state.__shopLastShutdownNotice = now;
    return logger.info("The database server is shutting down: its connections were closed", details);
  }
  logger.warn(message, details);
}

function hasCode(error: unknown): error is { code: string } {
  return typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string";
}

/** Connection-level failures: the database is down, restarting or unreachable right now. */
const UNAVAILABLE_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`) says the
 * database could not be reached, rather than that a query was wrong: such requests answer 503
 * with a Thai "try again shortly" (server/platform/http/error-responses.ts, app/root.tsx).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    if (hasCode(current) && UNAVAILABLE_CODES.has(current.code)) return true;
    // The embedded server's Unix socket is gone while it is down (decision 105): a connect that finds no file.
    if (hasCode(current) && current.code === "ENOENT" && (current as { syscall?: unknown }).syscall === "connect") return true;
    if (current instanceof Error && UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}
