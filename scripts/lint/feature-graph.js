// The shop's import map by feature folder (issue 34): which folder's code imports which. Read by the
// ESLint rule house/no-feature-cycle and by `npm run import-map`. Tests and their fixtures are left
// out: they may reach across features to build a case; the shop's own code may not go in circles.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The folders that are a unit of the map, by the path they start with. */
const UNITS = [
  { prefix: "server/platform/", depth: 1 },
  { prefix: "server/shop/", depth: 1 },
  { prefix: "domain/", depth: 1 },
  { prefix: "app/features/", depth: 1 },
];

const SOURCE = /\.(ts|tsx)$/;
const TEST_CODE = /(\.test\.tsx?$|\/test-support\/|\/test-fixtures\.ts$|\/test-fixtures\/)/;

/** The unit a repository path belongs to ("server/shop/orders"), or null outside the map. */
export function unitOf(file) {
  const normal = file.split(path.sep).join("/");
  for (const { prefix } of UNITS) {
    if (!normal.startsWith(prefix)) continue;
    const rest = normal.slice(prefix.length).split("/");
    if (rest.length < 2) return null; // a loose file beside the folders (domain/texts.test.ts)
    return prefix + rest[0];
  }
  return null;
}

export function isTestCode(file) {
  return TEST_CODE.test(file.split(path.sep).join("/"));
}

function walk(root, dir, out) {
  for (const name of readdirSync(path.join(root, dir))) {
    const relative = dir ? `${dir}/${name}` : name;
    const full = path.join(root, relative);
    if (statSync(full).isDirectory()) {
      if (name !== "node_modules" && name !== "migrations" && name !== "demo-images") walk(root, relative, out);
    } else if (SOURCE.test(name)) out.push(relative);
  }
  return out;
}

const SPECIFIER =
  /(?:^|[^\w.])(?:import|export)\s[^"';]*?from\s*["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)|^import\s+["'](\.{1,2}\/[^"']+)["']/gm;

/** Resolves a relative specifier of `file` to a repository path, or null. */
export function resolveImport(root, file, specifier) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/** Every edge between two units: Map<from, Map<to, "file → specifier">> (one example each). */
export function featureGraph(root) {
  const graph = new Map();
  for (const top of ["server", "domain", "app"]) {
    for (const file of walk(root, top, [])) {
      const from = unitOf(file);
      if (!from || isTestCode(file)) continue;
      const text = readFileSync(path.join(root, file), "utf8");
      for (const match of text.matchAll(SPECIFIER)) {
        const specifier = match[1] ?? match[2] ?? match[3];
        const target = resolveImport(root, file, specifier);
        const to = target && unitOf(target);
        if (!to || to === from) continue;
        if (!graph.has(from)) graph.set(from, new Map());
        if (!graph.get(from).has(to)) graph.get(from).set(to, `${file} imports ${specifier}`);
      }
    }
  }
  return graph;
}

/** A path of units from `from` back to `to` in the graph (the cycle an import would close), or null. */
export function pathBetween(graph, from, to) {
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length) {
    const trail = queue.shift();
    const last = trail[trail.length - 1];
    for (const next of graph.get(last)?.keys() ?? []) {
      if (next === to) return [...trail, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return null;
}
