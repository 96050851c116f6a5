import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/**
 * What a test file starts and makes (shops, databases, temporary folders), undone after its
 * tests in reverse order. `tempDir` makes a folder others can read (PostgreSQL runs as another user).
 */
export function useCleanups() {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return {
    later: (cleanup: () => Promise<void>) => cleanups.push(cleanup),
    async tempDir(prefix: string) {
      const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
      await chmod(dir, 0o755);
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
  };
}
