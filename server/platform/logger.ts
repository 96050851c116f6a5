import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

/**
 * One-line JSON logs through pino (decision 047): `{"level":"info","time":"…","message":"…",
 * …fields}`, debug and info on stdout, warn and error on stderr. Inside a request every line
 * carries that request's `requestId` (set by `server/platform/http/request-logging.ts`), so a fault can be
 * followed through every module it passed without handing a logger around.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";

type RequestScope = { requestId: string };
const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` with `requestId` on every log line it writes, however deep or late. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

// Written through process.stdout/stderr (not pino's own file descriptor writer) so the test
// helper that captures the log sees every line.
const toStdout = { write: (line: string) => process.stdout.write(line) };
const toStderr = { write: (line: string) => process.stderr.write(line) };

/** The pino instance itself, for pino-http; modules log through `logger`. */
export const pinoLogger = pino(
  {
    level: "info",
    messageKey: "message",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // pino-http's own "request completed" line names its request itself (it is written when the
    // response ends, outside the request's async context).
    mixin: (fields) => {
      const scope = requestScope.getStore();
      return scope && !("requestId" in fields) ? { requestId: scope.requestId } : {};
    },
  },
  pino.multistream(
    [
      { level: "debug", stream: toStdout },
      { level: "warn", stream: toStderr },
    ],
    { dedupe: true },
  ),
);

/** Set from the validated LOG_LEVEL setting at start-up. */
export function setLogLevel(level: LogLevel) {
  pinoLogger.level = level;
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => pinoLogger.debug(fields ?? {}, message),
  info: (message: string, fields?: Record<string, unknown>) => pinoLogger.info(fields ?? {}, message),
  warn: (message: string, fields?: Record<string, unknown>) => pinoLogger.warn(fields ?? {}, message),
  error: (message: string, fields?: Record<string, unknown>) => pinoLogger.error(fields ?? {}, message),
};

export function errorFields(error: unknown) {
  if (!(error instanceof Error)) return { error: String(error) };
  // Drizzle's query errors quote every bound value (mail bodies with reset links, customers'
  // messages, password hashes), and PostgreSQL's own message can quote one too: keep the
  // statement and the error's code and names, never a value.
  if (isQueryError(error)) {
    const message = `Failed query (${databaseReason(error.cause)}): ${error.query}`;
    return { error: message, stack: error.stack?.replace(error.message, message) };
  }
  return { error: error.message, stack: error.stack };
}

function isQueryError(error: Error): error is Error & { query: string; params: unknown[] } {
  const candidate = error as Error & { query?: unknown; params?: unknown };
  return typeof candidate.query === "string" && Array.isArray(candidate.params);
}

function databaseReason(cause: unknown) {
  const fields = (cause ?? {}) as { code?: unknown; table?: unknown; column?: unknown; constraint?: unknown };
  const named = (label: string, value: unknown) => (typeof value === "string" && value ? `${label} ${value}` : null);
  const parts = [named("SQLSTATE", fields.code), named("table", fields.table), named("column", fields.column), named("constraint", fields.constraint)].filter(
    Boolean,
  );
  return parts.length > 0 ? parts.join(", ") : "no database error code";
}
