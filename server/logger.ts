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
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
