import { CART_SIGNED_OUT_COOKIE_SET } from "../../domain/orders/member-cart";
import { redirect } from "react-router";
import { signOutEverywhere } from "../../server/platform/auth/password-sign-in";
import type { Route } from "./+types/sign-out";

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOutEverywhere(request);
  // The browser drops its copy of the member's cart (decision 109).
  headers.append("Set-Cookie", CART_SIGNED_OUT_COOKIE_SET);
  return redirect("/auth", { headers });
}

export function loader() {
  return redirect("/");
}
