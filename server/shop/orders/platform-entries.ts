import type { FeatureEntries } from "../../platform/http/feature-entries";

/** The ordering pages' entries in the platform's lists (decision 060). */
export const orderEntries: FeatureEntries = {
  privateFirstSegments: ["checkout", "thank-you", "orders"],
};
