import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The spec's route table; only routes that work are listed (later issues add theirs).
export default [
  index("routes/home.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:idOrSlug", "routes/product.tsx"),
  // The spec's /product/{id}: the same page (and loader) under a second route id.
  route("product/:idOrSlug", "routes/product.tsx", { id: "routes/product-by-id" }),
  route("cart", "routes/cart.tsx"),
  route("auth", "routes/auth.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("admin-dashboard", "routes/admin-dashboard.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
