import { execFile } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A tiny tmpfs mounted over `directory` (root only): a disk that fills up, or turns read-only,
 * under the shop's feet. Answers null where this machine cannot mount.
 */
export async function mountSmallDisk(directory: string, sizeKb: number) {
  await mkdir(directory, { recursive: true });
  try {
    await run("mount", ["-t", "tmpfs", "-o", `size=${sizeKb}k,mode=0777`, "tmpfs", directory]);
  } catch {
    return null;
  }
  return {
    readOnly: () => run("mount", ["-o", "remount,ro", directory]).then(() => undefined),
    writable: () => run("mount", ["-o", "remount,rw", directory]).then(() => undefined),
    unmount: () => run("umount", ["-l", directory]).then(() => undefined),
  };
}
