import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The spec's route table; only routes that work are listed (later issues add theirs).
export default [
  index("routes/home.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:idOrSlug", "routes/product.tsx"),
  // The spec's /product/{id}: the same page (and loader) under a second route id.
  route("product/:idOrSlug", "routes/product.tsx", { id: "routes/product-by-id" }),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("reviews", "routes/reviews.tsx"),
  route("promotions", "routes/promotions.tsx"),
  route("auth", "routes/auth.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("api/security-log", "routes/api.security-log.ts"),
  route("admin-dashboard", "routes/admin-dashboard.tsx"),
  route("contact", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  route("lipstick-info", "routes/lipstick-info.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("profile", "routes/profile.tsx"),
  route("payment-settings", "routes/payment-settings.tsx"),
  route("add-payment-method", "routes/add-payment-method.tsx"),
  route("api/thai-address", "routes/api.thai-address.ts"),
  // The /{product} landing page: answers only landing keys, 404 for any other single segment.
  route(":product", "routes/landing.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
