import { paymentSuccessTexts } from "../features/orders/payment-success-texts";
import { currentUser, signInRedirect } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { absoluteUrl } from "../../server/platform/http/public-url";
import { paymentOutcome } from "../../server/shop/orders/order-pages";
import { ThankYouPage } from "../features/orders/payment-outcome";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/thank-you";

export async function loader({ request }: Route.LoaderArgs) {
  const answer = await paymentOutcome(database(), await currentUser(request), new URL(request.url).searchParams.get("order"));
  if (answer.kind === "sign-in") throw signInRedirect(request);
  // Share buttons share the shop's public home page, never this private page.
  return { order: answer.kind === "order" ? answer.order : null, shopUrl: absoluteUrl("/") };
}

export const meta = privateMeta(paymentSuccessTexts.thankYouTitle);

export default function ThankYouRoute({ loaderData }: Route.ComponentProps) {
  return <ThankYouPage order={loaderData.order} shopUrl={loaderData.shopUrl} />;
}
