// How busy the machine was while a case ran: the figures only mean something next to it
// (the machine is shared). CPU time comes from /proc (Linux); elsewhere it is left out.
import { readdir, readFile } from "node:fs/promises";
import os from "node:os";

export type MachineLoad = {
  /** Share of all CPUs busy during the case (every process on the machine), 0–100 %. */
  machineBusyPercent: number | undefined;
  /** CPU used, in % of one core: the shop's Node processes (its web workers included), its PostgreSQL, this benchmark. */
  shopPercent: number | undefined;
  postgresPercent: number | undefined;
  benchPercent: number;
  loadAverage: number;
};

type Snapshot = { busy: number; total: number; shop: number | undefined; postgres: Map<number, number> };
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Starts measuring; the returned function ends the measurement and says how busy everything was. */
export async function startMeasuringLoad(shopPid: number, postgresDataDir: string) {
  const before = await snapshot(shopPid, postgresDataDir);
  const benchBefore = process.cpuUsage();
  const started = performance.now();
  return async (): Promise<MachineLoad> => {
    const after = await snapshot(shopPid, postgresDataDir);
    const seconds = (performance.now() - started) / 1000;
    const percentOfCore = (ticks: number) => (ticks / TICKS_PER_SECOND / seconds) * 100;
    const bench = process.cpuUsage(benchBefore);
    const load: MachineLoad = {
      machineBusyPercent: undefined,
      shopPercent: undefined,
      postgresPercent: undefined,
      benchPercent: ((bench.user + bench.system) / 1e6 / seconds) * 100,
      loadAverage: os.loadavg()[0]!,
    };
    if (!before || !after) return load;
    load.machineBusyPercent = ((after.busy - before.busy) / Math.max(1, after.total - before.total)) * 100;
    if (before.shop !== undefined && after.shop !== undefined) load.shopPercent = percentOfCore(after.shop - before.shop);
    // Connections opened during the case count in full; those closed during it are missed.
    let postgresTicks = 0;
    for (const [pid, ticks] of after.postgres) postgresTicks += ticks - (before.postgres.get(pid) ?? 0);
    load.postgresPercent = percentOfCore(postgresTicks);
    return load;
  };
}

async function snapshot(shopPid: number, postgresDataDir: string): Promise<Snapshot | undefined> {
  try {
    const stat = await readFile("/proc/stat", "utf8");
    const fields = stat.split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    const idle = fields[3]! + fields[4]!;
    const total = fields.reduce((sum, value) => sum + value, 0);
    const processes = await processTable();
    const postmasters = new Set(
      [...processes].filter(([, entry]) => entry.command.includes("postgres") && entry.command.includes(postgresDataDir)).map(([pid]) => pid),
    );
    const postgres = new Map<number, number>();
    for (const [pid, entry] of processes) {
      if (postmasters.has(pid) || postmasters.has(entry.parent)) postgres.set(pid, entry.ticks);
    }
    const shop = shopProcessIds(processes, shopPid).reduce<number | undefined>((sum, pid) => (sum ?? 0) + processes.get(pid)!.ticks, undefined);
    return { busy: total - idle, total, shop, postgres };
  } catch {
    return undefined;
  }
}

/**
 * The shop's Node processes: the one started, and with WEB_WORKERS > 1 the web workers it forked
 * (decision 093), each `server.js` again.
 */
export function shopProcessIds(processes: Map<number, { parent: number; command: string }>, shopPid: number): number[] {
  if (!processes.has(shopPid)) return [];
  const workers = [...processes].filter(([, entry]) => entry.parent === shopPid && entry.command.includes("server.js")).map(([pid]) => pid);
  return [shopPid, ...workers];
}

export async function processTable() {
  const table = new Map<number, { parent: number; ticks: number; command: string }>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const [stat, command] = await Promise.all([
      readFile(`/proc/${entry}/stat`, "utf8").catch(() => ""),
      readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => ""),
    ]);
    if (!stat) continue;
    // The fields after the command name (which may hold spaces): state, ppid, …, utime (14th), stime (15th).
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    table.set(Number(entry), {
      parent: Number(rest[1]),
      ticks: Number(rest[11]) + Number(rest[12]),
      command: command.replaceAll("\0", " "),
    });
  }
  return table;
}

export function describeLoad(load: MachineLoad) {
  const percent = (value: number | undefined) => (value === undefined ? "—" : `${Math.round(value)} %`);
  return (
    `machine ${percent(load.machineBusyPercent)} busy (of ${os.cpus().length} CPUs), shop node ${percent(load.shopPercent)}, ` +
    `postgres ${percent(load.postgresPercent)}, bench client ${percent(load.benchPercent)} (of one core); load average ${load.loadAverage.toFixed(1)}`
  );
}
