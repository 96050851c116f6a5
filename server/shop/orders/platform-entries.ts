import type { FeatureEntries } from "../../platform/http/feature-entries";
import { orderConfirmationHtml } from "./order-confirmation-mail";

/** The ordering pages' entries in the platform's lists (decision 060). */
export const orderEntries: FeatureEntries = {
  privateFirstSegments: ["checkout", "thank-you", "orders"],
  mailHtmlTemplates: [orderConfirmationHtml],
};
