import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The spec's route table; only routes that work are listed (later issues add theirs).
export default [
  index("routes/home.tsx"),
  route("auth", "routes/auth.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("profile", "routes/profile.tsx"),
  route("payment-settings", "routes/payment-settings.tsx"),
  route("add-payment-method", "routes/add-payment-method.tsx"),
  route("admin-dashboard", "routes/admin-dashboard.tsx"),
  route("api/thai-address", "routes/api.thai-address.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
