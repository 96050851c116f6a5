import { describe, expect, it } from "vitest";
import type { FeatureEntries } from "./platform/http/feature-entries";
import { SHOP_FEATURES } from "./shop-registry";

// Every feature's declarations, found on disk: one left out of SHOP_FEATURES would never reach the platform.
const declared = import.meta.glob<Record<string, FeatureEntries>>("./shop/*/platform-entries.ts", { eager: true });

describe("the shop registry", () => {
  it("collects every feature's platform-entries.ts", () => {
    expect(Object.keys(declared).length).toBeGreaterThan(0);
    for (const [file, module] of Object.entries(declared)) {
      for (const entries of Object.values(module)) expect(SHOP_FEATURES, file).toContain(entries);
    }
  });
});
