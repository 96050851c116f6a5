import { TitledSection } from "../../ui/titled-section";
import { Check, CircleAlert, ExternalLink, PackageCheck } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";
import { OrderSheetDialog } from "../../ui/order-sheet-dialog";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import type { FormReply } from "../../../domain/shared/form-contract";
import { carrierTrackingUrl, SHIPPING_CARRIER_LABELS } from "../../../domain/orders/order-status";
import { canConfirmDelivery, CONFIRM_DELIVERY, orderTimeline, type TimelineStep } from "../../../domain/orders/order-tracking";
import { orderTrackingTexts } from "../../../domain/orders/order-tracking-texts";
import { ButtonLink } from "../../ui/button-link";
import { CopyButton } from "../../ui/copy-button";
import { FormAlert, replyFor } from "../../ui/form-reply";
import { orderPageTexts } from "./texts";
import type { OrderView } from "./order-view";

const m = orderTrackingTexts;

const STATE_TEXT = { done: m.stepDone, current: m.stepCurrent, upcoming: m.stepUpcoming, outstanding: m.stepOutstanding } as const;

function StepTime({ step }: { step: TimelineStep }) {
  if (step.state === "upcoming" || step.state === "outstanding") return null;
  if (!step.at) return <span className="block text-xs text-gray-600">{m.noTime}</span>;
  return (
    <time className="block text-xs text-gray-600" dateTime={step.at.toISOString()}>
      {formatThaiDateTime(step.at)}
    </time>
  );
}

/**
 * สั่งซื้อ → ชำระแล้ว → กำลังแพ็ค → จัดส่ง → ได้รับ with each step's Bangkok time (decision 071): an
 * ordered list, the step the order is at carrying aria-current="step". A cancelled order has
 * no timeline (the page says it was cancelled, and why).
 */
export function OrderTimeline({ order }: { order: OrderView }) {
  const timeline = orderTimeline(order);
  if (timeline.kind === "cancelled") return null;
  return (
    <TitledSection
      id="order-timeline-title"
      title={m.timelineTitle}
      className="rounded-2xl border border-brand-100 bg-white p-5"
      headingClassName="mb-3 font-semibold"
    >
      <ol className="space-y-3">
        {timeline.steps.map((step) => {
          const reached = step.state === "done" || step.state === "current";
          const outstanding = step.state === "outstanding";
          return (
            <li
              key={step.key}
              data-step={step.key}
              data-state={step.state}
              aria-current={step.state === "current" ? "step" : undefined}
              className="flex items-start gap-3"
            >
              <span
                aria-hidden
                className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${
                  step.state === "current"
                    ? "border-brand-600 bg-brand-600 text-white"
                    : reached
                      ? "border-emerald-600 bg-emerald-600 text-white"
                      : outstanding
                        ? "border-red-600 bg-red-50 text-red-700"
                        : "border-gray-300 bg-white"
                }`}
              >
                {reached ? <Check className="size-3.5" /> : outstanding ? <CircleAlert className="size-3.5" /> : null}
              </span>
              <span className="min-w-0">
                <span
                  data-step-label
                  className={`block text-sm ${step.state === "current" ? "font-bold text-brand-800" : reached ? "font-medium" : outstanding ? "font-medium text-red-700" : "text-gray-600"}`}
                >
                  {step.label}
                  <span className="sr-only"> ({STATE_TEXT[step.state]})</span>
                </span>
                <StepTime step={step} />
              </span>
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}

/**
 * The parcel once it has left: carrier, the tracking number (selectable, and a copy button),
 * the carrier's own tracking page, and "ได้รับสินค้าแล้ว" while it is on its way — a plain POST
 * form through the one form contract, so it works without JavaScript.
 */
export function ParcelTracking({ order, reply }: { order: OrderView; reply: FormReply | null }) {
  const [search] = useSearchParams();
  const { shipment } = order;
  if (!shipment) return null;
  const carrier = SHIPPING_CARRIER_LABELS[shipment.carrier];
  const trackingUrl = carrierTrackingUrl(shipment.carrier, shipment.trackingNumber);
  const answer = replyFor(reply, CONFIRM_DELIVERY);
  return (
    <TitledSection
      id="order-shipment-title"
      title={orderPageTexts.shipmentTitle}
      className="space-y-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-sm"
      headingClassName="font-semibold"
    >
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-gray-700">{orderPageTexts.carrier}</dt>
          <dd>{carrier}</dd>
        </div>
        <div>
          <dt className="text-gray-700">{orderPageTexts.trackingNumber}</dt>
          <dd className="font-mono text-base font-semibold tracking-wide break-all select-all">{shipment.trackingNumber}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={shipment.trackingNumber} what={m.copyTracking} />
        {trackingUrl ? (
          <a
            href={trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-1 font-semibold text-brand-700 underline underline-offset-2"
          >
            {m.trackWithCarrier(carrier)}
            <ExternalLink className="size-4" aria-hidden />
            <span className="sr-only">{m.opensInNewTab}</span>
          </a>
        ) : null}
      </div>
      {canConfirmDelivery(order.status) ? (
        <div className="space-y-2 border-t border-emerald-200 pt-4">
          <FormAlert reply={answer} />
          <p className="text-gray-700">{m.confirmDeliveryHint}</p>
          {/* A link that opens the confirmation (issue 40): one tap never completes the order, with or without scripts. */}
          <ButtonLink to={`?${CONFIRM_DELIVERY_QUERY}`} keepScroll label={m.confirmDelivery} icon={PackageCheck} tone="strong" className="min-h-11" />
          {search.has(CONFIRM_DELIVERY_QUERY) ? <ConfirmDeliveryDialog orderNumber={order.orderNumber} /> : null}
        </div>
      ) : (
        <>
          {order.deliveryConfirmedByMember ? <p className="font-medium text-emerald-800">{m.deliveredByMember}</p> : null}
          <FormAlert reply={answer} />
        </>
      )}
    </TitledSection>
  );
}

/** The query that opens the delivery confirmation: a link, so it opens without scripts too. */
export const CONFIRM_DELIVERY_QUERY = "confirm-delivery";

/** "ได้รับสินค้าแล้ว" asks once more in the one dialog (decision 061), rendered open by the server. */
function ConfirmDeliveryDialog({ orderNumber }: { orderNumber: string }) {
  const back = `/orders/${encodeURIComponent(orderNumber)}`;
  return (
    <OrderSheetDialog back={back} title={m.confirmDeliveryTitle} description={m.confirmDeliveryQuestion(orderNumber)}>
      <Form method="post" action={back} noValidate className="mt-4 flex flex-col gap-2">
        <button
          type="submit"
          name="intent"
          value={CONFIRM_DELIVERY}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white shadow hover:bg-brand-700"
        >
          <PackageCheck className="size-5" aria-hidden />
          {m.confirmDeliveryYes}
        </button>
        <Link
          to={back}
          replace
          preventScrollReset
          className="rounded-full border border-gray-300 px-8 py-3 text-center font-semibold text-gray-700 hover:bg-gray-50"
        >
          {m.confirmDeliveryNotYet}
        </Link>
      </Form>
    </OrderSheetDialog>
  );
}
