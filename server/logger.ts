/** One-line JSON logs: easy to read in a terminal and to ship to a log service. */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof LEVELS;

let minimum: number = LEVELS.info;

/** Set from the validated LOG_LEVEL setting at start-up. */
export function setLogLevel(level: LogLevel) {
  minimum = LEVELS[level];
}

function write(level: LogLevel, message: string, fields?: Record<string, unknown>) {
  if (LEVELS[level] < minimum) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
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
  const parts = [
    named("SQLSTATE", fields.code),
    named("table", fields.table),
    named("column", fields.column),
    named("constraint", fields.constraint),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "no database error code";
}
