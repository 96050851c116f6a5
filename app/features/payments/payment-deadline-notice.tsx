import { AlarmClock } from "lucide-react";
import { formatPaymentDeadline, paymentTimeLeft } from "../../../domain/payments/payment-deadline";
import { paymentTexts } from "../../../domain/payments/payment-texts";
import { useNow } from "../../ui/use-now";

const m = paymentTexts;

/**
 * "กรุณาชำระภายใน 27 พ.ย. 2569 14:30 น." and the time left, ticking each second. The server
 * and the hydrating render both count from `renderedAt`, so the HTML already shows the right
 * figures and nothing jumps; without scripts it stays at the time the page was opened.
 */
export function PaymentDeadlineNotice({ deadline, renderedAt }: { deadline: string; renderedAt: string }) {
  const left = paymentTimeLeft(deadline, useNow(renderedAt));
  return (
    <section
      aria-label={m.payBy(formatPaymentDeadline(deadline))}
      className={`flex items-start gap-3 rounded-2xl p-4 ${left ? "bg-amber-50 text-amber-950" : "bg-red-50 text-red-900"}`}
      data-testid="payment-deadline"
    >
      <AlarmClock className="mt-0.5 size-6 shrink-0" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold">
          {m.payBy("")}
          <time dateTime={deadline} className="whitespace-nowrap">
            {formatPaymentDeadline(deadline)}
          </time>
        </p>
        {left ? (
          <p className="text-sm">
            {m.timeLeft} {/* A timer, not a live region: announcing every second would drown everything else out. */}
            <span role="timer" className="font-mono text-lg font-bold tabular-nums">
              {left}
            </span>
          </p>
        ) : (
          <p className="text-sm font-semibold">{m.paymentTimeOver}</p>
        )}
      </div>
    </section>
  );
}
