import type { ShopAuth } from "./shop-auth";

// Kept on globalThis so a module reload in development still finds the configured instance.
const holder = globalThis as { __shopAuth?: ShopAuth };

export function shopAuth(): ShopAuth {
  if (!holder.__shopAuth) throw new Error("Auth is not configured yet: startShop() must run first.");
  return holder.__shopAuth;
}

export function installShopAuth(auth: ShopAuth | undefined) {
  holder.__shopAuth = auth;
}
