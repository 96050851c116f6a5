import { chmod, mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startShopProcess } from "/work/main/tests/e2e/support/shop-process";
const dataDir = await mkdtemp(path.join(os.tmpdir(), "prof-"));
await chmod(dataDir, 0o755);
const profileDir = "/tmp/profiles";
const shop = await startShopProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn", EMBEDDED_DB_PORT: String(await freePort()), ...(process.env.NOPROF ? {} : { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` }) });
const url = shop.url.replace("localhost", "127.0.0.1") + (process.argv[2] ?? "/");
await autocannon({ url, headers: { cookie: "shop_bench_nocache=1" }, connections: 20, duration: 3 });
import { execSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
const cpu = () => { const m: Record<string, number> = {}; for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) { try { const st = readFileSync(`/proc/${pid}/stat`, "utf8"); const comm = st.slice(st.indexOf("(") + 1, st.lastIndexOf(")")); const f = st.slice(st.lastIndexOf(")") + 2).split(" "); const name = comm.startsWith("postgres") ? "postgres" : comm; m[name] = (m[name] ?? 0) + (Number(f[11]) + Number(f[12])) / 100; } catch {} } return m; };
const before = cpu();
const r = await autocannon({ url, headers: { cookie: "shop_bench_nocache=1" }, connections: 20, duration: 8 });
const after = cpu();
console.log(Object.entries(after).map(([k, v]) => [k, (v as number) - ((before as Record<string, number>)[k] ?? 0)]).filter(([, d]) => (d as number) > 0).map(([k, d]) => `${k}:${d}s`).join(" "));
console.log("req/s", r.requests.average, "p50", r.latency.p50);
await shop.stop();
if (process.env.NOPROF) process.exit(0);
const files = (await readdir(profileDir)).sort();
const prof = JSON.parse(await readFile(path.join(profileDir, files.at(-1)!), "utf8"));
const self = new Map<string, number>();
const incl = new Map<string, number>();
const byFile = new Map<string, number>();
const parent = new Map<number, number>();
const nodeById = new Map<number, any>();
for (const node of prof.nodes) { nodeById.set(node.id, node); for (const c of node.children ?? []) parent.set(c, node.id); }
const keyOf = (cf: any) => `${cf.functionName || "(anon)"} ${cf.url.replace(/.*node_modules\//, "nm/").replace(/.*\/work\/main\//, "")}:${cf.lineNumber}`;
let t = 0; let total = 0;
const endTime = prof.timeDeltas.reduce((a: number, b: number) => a + b, 0);
prof.samples.forEach((id: number, i: number) => {
  const d = prof.timeDeltas[i] ?? 0; t += d;
  if (t < endTime - 8_000_000) return;
  total += d;
  const node = nodeById.get(id);
  const cf = node.callFrame;
  self.set(keyOf(cf), (self.get(keyOf(cf)) ?? 0) + d);
  const f = cf.url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, "$1").replace(/.*\/work\/main\//, "") || cf.functionName;
  byFile.set(f, (byFile.get(f) ?? 0) + d);
  const seen = new Set<string>();
  for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) { const k = keyOf(nodeById.get(n).callFrame); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + d); } }
});
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join("\n");
console.log(top(byFile, 20)); console.log("---- self"); console.log(top(self, 25)); console.log("---- inclusive"); console.log(top(incl, 70));
// children of a function of interest
const focus = process.env.FOCUS;
if (focus) {
  const under = new Map<string, number>();
  let t2 = 0; let tot = 0;
  prof.samples.forEach((id: number, i: number) => {
    const d = prof.timeDeltas[i] ?? 0; t2 += d;
    if (t2 < endTime - 8_000_000) return;
    const chain: string[] = [];
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) chain.push(keyOf(nodeById.get(n).callFrame));
    const at = chain.findIndex((k) => k.startsWith(focus));
    if (at <= 0) return;
    tot += d;
    const child = chain[at - 1]!; const leaf = chain[0]!;
    under.set(`${child}  <- leaf ${leaf}`, (under.get(`${child}  <- leaf ${leaf}`) ?? 0) + d);
  });
  console.log("FOCUS", focus, (100 * tot / total).toFixed(1));
  console.log([...under].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(100 * v / total).toFixed(2)}% ${k}`).join("\n"));
}
