import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";
import { CHUNK_REPORT_FILE, type ChunkReport } from "./chunk-report-plugin";

/** The bar (issue 26, decision 084): a first storefront visit loads at most this much JavaScript, compressed. */
export const FIRST_VISIT_JS_BUDGET_BYTES = 140 * 1024;

/** Loaded on first use, never with a page (decision 084): the toasts' library and the live stream. */
export const LOADED_ON_FIRST_USE: ReadonlyArray<RegExp> = [/^node_modules\/sonner\//, /^app\/features\/live\/live-connection\.ts$/];

/** Source modules that must never reach a storefront page's chunks. */
export const FORBIDDEN_IN_STOREFRONT: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  { pattern: /^app\/routes\/admin/, why: "back-office route" },
  { pattern: /^app\/features\/admin/, why: "back-office feature" },
  { pattern: /^server\//, why: "server code" },
];

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] };
type ReactRouterManifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

export type JsFile = { file: string; raw: number; gzip: number; brotli: number };
export type FirstVisitJs = {
  pathname: string;
  routeIds: string[];
  files: JsFile[];
  total: { raw: number; gzip: number; brotli: number };
  /** Source modules in those files, when the build wrote its chunk report. */
  modules: string[] | undefined;
  forbidden: Array<{ module: string; file: string; why: string }>;
};

export function clientBuildDir(root = process.cwd()) {
  return path.join(root, "build/client");
}

/** Reads React Router's browser manifest (`build/client/assets/manifest-<hash>.js`). */
export function readRouterManifest(clientDir: string): ReactRouterManifest {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build first.`);
  const source = readFileSync(path.join(assets, file), "utf8");
  const json = source
    .slice(source.indexOf("=") + 1)
    .trim()
    .replace(/;$/, "");
  return JSON.parse(json) as ReactRouterManifest;
}

/**
 * Every JavaScript file the browser loads when `pathname` is the first page it opens: the
 * client entry, the matched routes' modules, and everything those import statically
 * (dynamic `import()`s, such as the signed-in profile menu, load later and are not counted).
 */
export function measureFirstVisitJs(pathname: string, root = process.cwd()): FirstVisitJs {
  const clientDir = clientBuildDir(root);
  const manifest = readRouterManifest(clientDir);
  const matches = matchRoutes(routeTree(manifest), pathname) ?? [];
  const routeIds = matches.map((match) => String(match.route.id));
  const start = [manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeIds) {
    const route = manifest.routes[id]!;
    start.push(route.module, ...(route.imports ?? []));
  }
  const files = staticImportClosure(clientDir, start).map((file) => measureFile(clientDir, file));
  const total = files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip, brotli: sum.brotli + file.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

  const report = readChunkReport(root);
  const modules = report ? files.flatMap((file) => Object.keys(report[file.file]?.modules ?? {})) : undefined;
  const forbidden: FirstVisitJs["forbidden"] = [];
  for (const file of files) {
    for (const module of Object.keys(report?.[file.file]?.modules ?? {})) {
      const rule = FORBIDDEN_IN_STOREFRONT.find(({ pattern }) => pattern.test(module));
      if (rule) forbidden.push({ module, file: file.file, why: rule.why });
    }
  }
  // Without the report, at least no back-office route module may be among the files.
  for (const route of Object.values(manifest.routes)) {
    const file = route.module.replace(/^\//, "");
    if (/admin/.test(route.id) && files.some((loaded) => loaded.file === file)) {
      forbidden.push({ module: route.id, file, why: "back-office route" });
    }
  }
  return { pathname, routeIds, files, total, modules, forbidden };
}

// Pages share most of their files; each is compressed once per process.
const measured = new Map<string, JsFile>();

function measureFile(clientDir: string, file: string): JsFile {
  const fullPath = path.join(clientDir, file);
  const source = readFileSync(fullPath);
  const key = `${fullPath}:${source.length}`;
  let sizes = measured.get(key);
  if (!sizes) {
    sizes = {
      file,
      raw: source.length,
      // The forms the build writes beside each asset and the server sends
      // (scripts/precompress-plugin.ts): the bytes a phone really downloads.
      gzip: gzipSync(source, { level: 9 }).length,
      brotli: brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }).length,
    };
    measured.set(key, sizes);
  }
  return sizes;
}

export function readChunkReport(root = process.cwd()): ChunkReport | undefined {
  const file = path.join(root, CHUNK_REPORT_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ChunkReport) : undefined;
}

function routeTree(manifest: ReactRouterManifest): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: build(route.id) },
    );
  return build(undefined);
}

// `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"` — not `import("./x.js")`.
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

function staticImportClosure(clientDir: string, start: string[]): string[] {
  const seen = new Set<string>();
  const queue = start.map((file) => file.replace(/^\//, ""));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(path.join(clientDir, file), "utf8");
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const target = match[1]!;
      queue.push(target.startsWith("/") ? target.slice(1) : path.posix.join(path.posix.dirname(file), target));
    }
  }
  return [...seen].sort();
}
