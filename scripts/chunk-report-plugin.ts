import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

/** Where the client build's chunk report goes: beside build/client, so it is never served. */
export const CHUNK_REPORT_FILE = "build/client-chunks.json";

export type ChunkReport = Record<string, { modules: Record<string, number>; imports: string[]; dynamicImports: string[] }>;

/**
 * Records which source modules went into which browser chunk (and their rendered sizes), so
 * `npm run js-budget` can prove that no back-office or server code reaches storefront pages.
 */
export function chunkReport(): Plugin {
  let root = process.cwd();
  let report: ChunkReport = {};
  return {
    name: "shop-chunk-report",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      report = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        report[output.fileName] = {
          modules: Object.fromEntries(Object.entries(output.modules).map(([id, info]) => [relativeModuleId(root, id), info.renderedLength])),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        };
      }
    },
    async writeBundle() {
      const file = path.join(root, CHUNK_REPORT_FILE);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(report, null, 1));
    },
  };
}

function relativeModuleId(root: string, id: string) {
  const clean = id.replace(/^\0/, "").split("?")[0]!;
  // Packages by their name, wherever node_modules really is (it may be a symlink).
  const packageAt = clean.lastIndexOf("node_modules/");
  if (packageAt !== -1) return clean.slice(packageAt);
  return path.isAbsolute(clean) ? path.relative(root, clean) : clean;
}
