import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest comes with the page (a few KB compressed): no /__manifest
  // request, and no link scanning, while a phone hydrates (decision 015).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
