import { paymentTexts } from "../../domain/payments/payment-texts";
import { currentUser, signInRedirect } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { paymentOutcome } from "../../server/shop/orders/order-pages";
import { PaymentSuccessPage } from "../features/orders/payment-outcome";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/payment-success";

/** The real order of `?order=` (owner or admin), or a generic thank-you; never a made-up number. */
export async function loader({ request }: Route.LoaderArgs) {
  const answer = await paymentOutcome(database(), await currentUser(request), new URL(request.url).searchParams.get("order"));
  if (answer.kind === "sign-in") throw signInRedirect(request);
  const order = answer.kind === "order" ? answer.order : null;
  return { order, thankYouUrl: order ? `/thank-you?order=${encodeURIComponent(order.orderNumber)}` : "/thank-you" };
}

export const meta = privateMeta(paymentTexts.successTitle);

export default function PaymentSuccessRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentSuccessPage order={loaderData.order} thankYouUrl={loaderData.thankYouUrl} />;
}
