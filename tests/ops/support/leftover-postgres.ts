import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The PostgreSQL servers (postmasters: only they keep their `-D` on the command line) running
 * on `databaseDir`, from /proc: whatever started them, a shop that was killed included.
 */
export async function postgresServersOf(databaseDir: string): Promise<number[]> {
  const wanted = path.resolve(databaseDir);
  const found: number[] = [];
  for (const entry of await readdir("/proc").catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const args = (await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "")).split("\0");
    const option = args.indexOf("-D");
    if (path.basename(args[0] ?? "") === "postgres" && option > 0 && path.resolve(args[option + 1] ?? "") === wanted) found.push(Number(entry));
  }
  return found;
}

/** A test's cleanup: every server on `databaseDir` gets a fast shutdown, then SIGKILL after 15 s. */
export async function stopPostgresServersOf(databaseDir: string): Promise<void> {
  const servers = await postgresServersOf(databaseDir);
  const signal = (pid: number, name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  };
  for (const pid of servers) signal(pid, "SIGINT");
  const deadline = Date.now() + 15_000;
  while ((await postgresServersOf(databaseDir)).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of await postgresServersOf(databaseDir)) signal(pid, "SIGKILL");
}
