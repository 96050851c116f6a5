import { defineConfig } from "vitest/config";

// Two projects: fast unit/integration tests (domain rules, server modules against a
// real PostgreSQL) and browser journeys against the production build.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "server/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./server/platform/db/test-support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
