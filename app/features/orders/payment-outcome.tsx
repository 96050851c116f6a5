import type { OrderOutcome } from "../../../domain/orders/viewed-order";
import { CheckCircle2, Clock, Heart, Sparkles } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { paymentSuccessTexts } from "./payment-success-texts";
import { formatBaht } from "../../../domain/shared/money";
import { OrderStatusBadge, PaymentStatusBadge } from "../../ui/status-badges";
import { ShareButtons } from "./share-buttons";
import { ButtonLink } from "../../ui/button-link";
import { TitledSection } from "../../ui/titled-section";
import { TextList } from "../../ui/text-list";

const m = paymentSuccessTexts;

/** The next steps for the order's real state, never a made-up "paid". */
export function nextStepsFor(order: OrderOutcome | null): readonly string[] {
  if (!order || order.status === "cancelled") return m.stepsGeneric;
  if (order.paymentStatus === "paid") return m.stepsPaid;
  if (order.paymentStatus === "pending") return m.stepsPending;
  if (order.paymentMethod === "cod") return m.stepsCod;
  return order.awaitsPayment ? m.stepsUnpaid : m.stepsGeneric;
}

function headingFor(order: OrderOutcome | null, fallback: string): string {
  if (!order || order.status === "cancelled") return fallback;
  if (order.paymentStatus === "paid") return m.successTitle;
  if (order.paymentStatus === "pending") return m.pendingTitle;
  if (order.awaitsPayment) return m.unpaidTitle;
  return fallback;
}

/** The order's number, amount and states, with the way on (pay now, or the order page). */
export function OrderOutcomeCard({ order }: { order: OrderOutcome }) {
  return (
    <section aria-label={m.orderNumber} className="space-y-3 rounded-2xl border border-brand-100 bg-white p-5 text-left shadow-sm">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-500">{m.orderNumber}</dt>
          <dd className="font-mono text-base font-semibold tracking-wide" data-testid="outcome-order-number">
            {order.orderNumber}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">{m.total}</dt>
          <dd className="text-base font-bold text-brand-700">{formatBaht(order.totalAmount)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-gray-500">{m.paymentStatus}</dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            <PaymentStatusBadge status={order.paymentStatus} />
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {order.awaitsPayment ? (
          <Link
            to={`/payment-confirmation?order=${encodeURIComponent(order.orderNumber)}`}
            className="rounded-full bg-brand-500 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-600"
          >
            {m.payNow}
          </Link>
        ) : null}
        <Link
          to={`/orders/${encodeURIComponent(order.orderNumber)}`}
          className="rounded-full border border-brand-300 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {m.viewOrder}
        </Link>
      </div>
    </section>
  );
}

export function NextSteps({ order }: { order: OrderOutcome | null }) {
  return (
    <TitledSection id="next-steps-title" title={m.nextSteps} className="rounded-2xl bg-brand-50/60 p-5 text-left" headingClassName="font-semibold">
      <TextList lines={nextStepsFor(order)} className="mt-2 list-decimal space-y-1 pl-5 text-sm text-gray-700" ordered />
    </TitledSection>
  );
}

function OutcomeIcon({ order }: { order: OrderOutcome | null }) {
  if (order?.paymentStatus === "paid") return <CheckCircle2 className="mx-auto size-14 text-emerald-500" aria-hidden />;
  if (order && order.status !== "cancelled" && order.paymentStatus !== "refunded") return <Clock className="mx-auto size-14 text-amber-500" aria-hidden />;
  return <Heart className="mx-auto size-14 text-brand-500" aria-hidden />;
}

const MOVE_ON_AFTER_MS = 3000;

/**
 * On to `url` 3 seconds after the page was opened. Scripts do it with a timer that leaving the
 * page cancels (a refresh would still fire after the shopper had moved on inside the app);
 * without scripts a `<noscript>` refresh does it, which the CSP allows (it is no script). Counted
 * from the document's start when this is the page that was loaded, as hydration comes later.
 */
function MoveOnAfterThreeSeconds({ url }: { url: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const [loaded] = performance.getEntriesByType("navigation");
    const elapsed = loaded?.name === window.location.href ? performance.now() : 0;
    const timer = window.setTimeout(() => void navigate(url, { replace: true }), Math.max(0, MOVE_ON_AFTER_MS - elapsed));
    return () => window.clearTimeout(timer);
  }, [navigate, url]);
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${MOVE_ON_AFTER_MS / 1000};url=${url}`} />
    </noscript>
  );
}

/** /payment-success: the real state of the order, then on to /thank-you after 3 seconds. */
export function PaymentSuccessPage({ order, thankYouUrl }: { order: OrderOutcome | null; thankYouUrl: string }) {
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-12 text-center">
      <MoveOnAfterThreeSeconds url={thankYouUrl} />
      <OutcomeIcon order={order} />
      <h1 className="text-2xl font-bold">{headingFor(order, m.thankYouTitle)}</h1>
      {order ? <OrderOutcomeCard order={order} /> : <p className="text-gray-600">{m.genericThanks}</p>}
      <NextSteps order={order} />
      <p className="text-sm text-gray-500" role="status">
        {m.redirecting}{" "}
        <Link to={thankYouUrl} className="font-semibold text-brand-700 underline">
          {m.goOnNow}
        </Link>
      </p>
    </div>
  );
}

/** /thank-you: next steps, lipstick tips, sharing the shop, and the way back to shopping. */
export function ThankYouPage({ order, shopUrl }: { order: OrderOutcome | null; shopUrl: string }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <div className="space-y-2 text-center">
        <OutcomeIcon order={order} />
        <h1 className="text-2xl font-bold">{m.thankYouTitle}</h1>
        <p className="text-gray-600">{order ? headingFor(order, m.genericThanks) : m.genericThanks}</p>
      </div>
      {order ? <OrderOutcomeCard order={order} /> : null}
      <NextSteps order={order} />
      <section aria-labelledby="tips-title" className="rounded-2xl border border-brand-100 bg-white p-5">
        <h2 id="tips-title" className="flex items-center gap-2 font-semibold">
          <Sparkles className="size-5 text-brand-500" aria-hidden />
          {m.tipsTitle}
        </h2>
        <TextList lines={m.tips} className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700" />
      </section>
      <ShareButtons shopUrl={shopUrl} />
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" label={m.backHome} tone="secondary" />
        <ButtonLink to="/products" label={m.viewProducts} />
      </div>
    </div>
  );
}
