/** The last build's whole output. */
export const BUILD_LOG: string;
/** Runs `react-router build` when the sources are newer than build/ (exits on failure). */
export function buildIfNeeded(): void;
/** Runs `react-router build`, shown as one line (exits on failure). */
export function buildShop(label?: string): void;
/** Runs a command with its output in `logFile`; `out` gets one line, or the log when it fails. */
export function runWithLog(options: { label: string; command: string; args: string[]; logFile: string; out?: { write: (text: string) => unknown } }): {
  ok: boolean;
  code: number;
};
