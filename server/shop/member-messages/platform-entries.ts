import type { FeatureEntries } from "../../platform/http/feature-entries";

/** Members' messages' entries in the platform's lists (decision 060, 105): the LINE messages page and the back-in-stock alerts' pages. */
export const memberMessageEntries: FeatureEntries = {
  privateFirstSegments: ["line-messages", "back-in-stock"],
};
