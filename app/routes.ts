import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The spec's route table; only routes that work are listed (later issues add theirs).
export default [
  index("routes/home.tsx"),
  route("reviews", "routes/reviews.tsx"),
  route("promotions", "routes/promotions.tsx"),
  route("auth", "routes/auth.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("admin-dashboard", "routes/admin-dashboard.tsx"),
  // The /{product} landing page: answers only landing keys, 404 for any other single segment.
  route(":product", "routes/landing.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
