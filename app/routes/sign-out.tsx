import { redirect } from "react-router";
import { signOutEverywhere } from "../../server/platform/auth/password-sign-in";
import type { Route } from "./+types/sign-out";

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOutEverywhere(request);
  return redirect("/auth", { headers });
}

export function loader() {
  return redirect("/");
}
