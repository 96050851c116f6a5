import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startShopProcess } from "./shop-process";

declare module "vitest" {
  export interface ProvidedContext {
    shopUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** The server's DATA_DIR, for journeys that check what it stored (uploads). */
    dataDir: string;
    /** "off" in the e2e-tricks-off project (decision 062): journeys that need a trick skip there. */
    renderingTricks: "on" | "off";
  }
}

const ADMIN_EMAIL = "admin@e2e.test";
const ADMIN_PASSWORD = "E2e-Admin-Pass-1!";

/** One production server for the journeys, with its own embedded PostgreSQL in a temp dir. */
export default function setup(project: TestProject) {
  return startJourneyShop(project, {});
}

/** The journeys' shop, with extra settings (the rendering tricks switched off, say). */
export async function startJourneyShop(project: TestProject, extraSettings: Record<string, string>, renderingTricks: "on" | "off" = "on") {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-e2e-"));
  await chmod(dataDir, 0o755);
  const shop = await startShopProcess({ DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, ...extraSettings });
  project.provide("shopUrl", shop.url);
  project.provide("adminEmail", ADMIN_EMAIL);
  project.provide("adminPassword", ADMIN_PASSWORD);
  project.provide("dataDir", dataDir);
  project.provide("renderingTricks", renderingTricks);
  return async () => {
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
