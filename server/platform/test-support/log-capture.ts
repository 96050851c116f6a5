import { vi } from "vitest";

/** Everything the logger writes (to stdout or stderr) while `action` runs, as one text. */
export async function logOf(action: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const capture = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation(capture);
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(capture);
  try {
    await action();
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
  return lines.join("");
}
