import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this; migrations are applied by the app at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/platform/db/schema/index.ts",
  out: "./server/platform/db/migrations",
});
