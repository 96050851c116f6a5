import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Journeys that start a shop of their own share nothing with the other journeys' shop: collected
 * from their text (a journey joins by calling one of these), they run in a run of their own beside
 * the shared shop's journeys (`scripts/test.mjs`), which must take their turns one by one.
 */
const OWN_SHOP_JOURNEYS = readdirSync("tests/e2e")
  .filter((file) => file.endsWith(".test.ts") && /\b(provideOwnShopDatabase|startOwnShop)\(/.test(readFileSync(`tests/e2e/${file}`, "utf8")))
  .map((file) => `tests/e2e/${file}`);

/**
 * Unit files share their worker's modules (`isolate: false`): importing the server's modules anew
 * for each of some 260 files was half the unit run (346 s of import beside 328 s of tests). A file
 * that needs modules and a process of its own — it replaces a module with `vi.mock`, or checks a
 * registry before anything registered, or times its own event loop, and says `fresh modules` in a
 * comment — runs isolated, in a project of its own.
 */
const UNIT_INCLUDE = ["domain/**/*.test.ts", "server/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"];
const FRESH_MODULE_FILES = [...new Set(UNIT_INCLUDE.map((pattern) => pattern.split("/")[0]!))]
  .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => `${folder}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?mock\(|\bfresh modules\b/.test(readFileSync(file, "utf8")));

/** Both unit projects run in one Vitest run, on one PostgreSQL each, with the same settings. */
const UNIT_SETTINGS = {
  environment: "node",
  // Each file has its own database: as many at once as the machine has cores (Vitest's
  // default leaves one core out, which on a 2-core machine runs them one by one).
  maxWorkers: Math.max(2, os.availableParallelism()),
  globalSetup: ["./server/platform/db/test-support/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * A journey's `expect.poll` waits up to 10 s for what a person would see (Vitest's default is 1 s):
 * on a loaded machine a page can take longer than a second to show what it will show, and a poll
 * that gives up then fails a journey that would pass (the LINE sign-in journey did, decision 115).
 */
const JOURNEY_EXPECT = { poll: { timeout: 10_000 } };

// The projects: fast unit/integration tests (domain rules, server modules against a real
// PostgreSQL), browser journeys against the production build, and the operations tests.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "unit", include: UNIT_INCLUDE, exclude: FRESH_MODULE_FILES, isolate: false, ...UNIT_SETTINGS },
      },
      {
        test: { name: "unit-isolated", include: FRESH_MODULE_FILES, ...UNIT_SETTINGS },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: OWN_SHOP_JOURNEYS,
          environment: "node",
          globalSetup: ["./tests/e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: JOURNEY_EXPECT,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "e2e-own-shops",
          include: OWN_SHOP_JOURNEYS,
          environment: "node",
          globalSetup: ["./tests/e2e/support/global-setup-own-shops.ts"],
          // Each is one long journey (a payment time running out, an order from cart to refund) on a
          // shop of its own, run beside the shared journeys: on a loaded two-core machine the
          // after-sale journey took 62 s and others 45–51 s. A step that hangs still fails on its own wait.
          testTimeout: 150_000,
          hookTimeout: 120_000,
          expect: JOURNEY_EXPECT,
          fileParallelism: false,
        },
      },
      {
        // A handful of journeys against a shop with every rendering trick off (decision 062):
        // storefront, cart, checkout, sign-in, one back-office journey. Run by `npm test` after
        // the journeys above, on its own shop.
        test: {
          name: "e2e-tricks-off",
          include: [
            "tests/e2e/storefront-basics.test.ts",
            "tests/e2e/shopping-cart.test.ts",
            "tests/e2e/checkout.test.ts",
            "tests/e2e/accounts-and-access.test.ts",
            "tests/e2e/admin-products.test.ts",
          ],
          environment: "node",
          globalSetup: ["./tests/e2e/support/global-setup-tricks-off.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: JOURNEY_EXPECT,
          fileParallelism: false,
        },
      },
      {
        // Several instances, HAProxy, nginx, backups and faults (issue 13): run by `npm test`
        // after the journeys, on their own, so their load never slows a journey down.
        test: {
          name: "ops",
          include: ["tests/ops/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
