import { existsSync } from "node:fs";

/** Debian's Chromium, which `.ci/run` installs; set CHROMIUM_PATH to use another. Lighthouse measures with it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * The journeys' browser: Debian's build of Chromium's headless shell (the same Blink, without the
 * browser's windowing layers), which Playwright itself drives by default when headless. It took
 * about a third less CPU than the full Chromium for the same journeys on this two-core machine,
 * and the journeys are most of CI's time. `.ci/run` installs it; without it, the full Chromium.
 * JOURNEY_CHROMIUM_PATH picks another.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const JOURNEY_CHROMIUM_PATH = process.env.JOURNEY_CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

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
