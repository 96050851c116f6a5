import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

/**
 * A directory of a test file's own under the system's temporary folder, made before its tests and
 * removed after them; `{ each: true }`: a fresh one for every test (for tests that count its files).
 */
export function provideTempDir(prefix: string, { each = false } = {}): { readonly path: string } {
  let dir = "";
  (each ? beforeEach : beforeAll)(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  });
  (each ? afterEach : afterAll)(() => rm(dir, { recursive: true, force: true }));
  return {
    get path() {
      return dir;
    },
  };
}
