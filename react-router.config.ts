import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest comes with the page (a few KB compressed): no /__manifest
  // request, and no link scanning, while a phone hydrates (decision 015).
  routeDiscovery: { mode: "initial" },
  // React Router v8's behaviour, taken now (decision 019).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: loaders would see `/profile.data?_routes=…` in request.url, and requireUser
    // (server/platform/auth/guards.ts) builds the after-sign-in target from it. Turn on once the
    // guards take the loaders' normalised `url` argument.
    v8_passThroughRequests: false,
  },
} satisfies Config;
