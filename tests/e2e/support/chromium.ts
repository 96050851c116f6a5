/** Debian's Chromium, which `.ci/run` installs; set CHROMIUM_PATH to use another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Flags every Chromium the project starts needs here: a closed network (no background
 * connections to Google's hosts) and a root user (see the machine notes in docs/architecture.md).
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;
