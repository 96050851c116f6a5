import type { ReactNode } from "react";
import { Link } from "react-router";
import { adminAfterSaleTexts as x } from "../../../../domain/admin/admin-after-sale-texts";
import type { RequestDetail } from "../../../../domain/after-sale/after-sale-view";
import { afterSaleTexts as t } from "../../../../domain/after-sale/after-sale-texts";
import type { RequestStatus } from "../../../../domain/after-sale/after-sale-requests";
import { formatThaiDateTime } from "../../../../domain/shared/dates";
import { formatBaht } from "../../../../domain/shared/money";
import { EmailText } from "../../../ui/email-text";

const BADGE = "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";
const REQUEST_STATUS_STYLES: Record<RequestStatus, string> = {
  open: "bg-amber-50 text-amber-800 ring-amber-200",
  "needs-info": "bg-sky-50 text-sky-800 ring-sky-200",
  approved: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  received: "bg-violet-50 text-violet-800 ring-violet-200",
  closed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  refused: "bg-red-50 text-red-700 ring-red-200",
  withdrawn: "bg-gray-100 text-gray-700 ring-gray-200",
};

/** A request's status as a badge, in the feature's own words. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span className={`${BADGE} ${REQUEST_STATUS_STYLES[status]}`} data-request-status={status}>
      {t.statuses[status]}
    </span>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-gray-100 pt-3">
      <h3 className="mb-1 text-sm font-semibold text-gray-700">{title}</h3>
      {children}
    </section>
  );
}

/**
 * What staff read before deciding a request (decision 104): its state and the member's words,
 * its lines (and the shades or address asked for), the photos (private links), its timeline, the
 * order's money and the shopper's history with the shop.
 */
export function RequestDetailView({ detail }: { detail: RequestDetail }) {
  const { request, order, history } = detail;
  const left = Math.max(0, order.paid - order.refundedAmount);
  return (
    <div className="space-y-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <RequestStatusBadge status={request.status} />
        <span>{t.reasons[request.reason]}</span>
        <span className="text-gray-600">{formatThaiDateTime(request.createdAt)}</span>
      </p>
      <p>
        <span className="font-medium">{order.customerName}</span> <EmailText email={order.email} className="text-gray-600" />
      </p>
      <Part title={x.memberWords}>
        <p className="whitespace-pre-line break-words">{request.details || x.noWords}</p>
        {request.wanted ? (
          <p className="mt-1">
            {x.wanted}: <strong>{t.wanted[request.wanted]}</strong>
          </p>
        ) : null}
      </Part>
      {request.lines.length > 0 ? (
        <Part title={x.lines}>
          <ul className="list-disc space-y-0.5 pl-5">
            {request.lines.map((line) => (
              <li key={line.itemId}>
                {x.lineOf(line.name, line.colorName, line.quantity)}
                {line.newColorName ? <strong className="ml-1">→ {x.newShade(line.newColorName)}</strong> : null}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {request.address ? (
        <Part title={x.newAddress}>
          <p>
            {request.address.firstName} {request.address.lastName} · {request.address.phone}
          </p>
          <p>
            {request.address.address} {request.address.city} {request.address.postalCode}
          </p>
        </Part>
      ) : null}
      {request.photoUrls.length > 0 ? (
        <Part title={x.photos}>
          <ul className="flex flex-wrap gap-2">
            {request.photoUrls.map((url, index) => (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener"
                  aria-label={x.openPhoto(index + 1)}
                  className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-400"
                >
                  <img
                    src={url}
                    alt={x.photoAlt(index + 1)}
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-20 rounded-lg border border-gray-200 bg-gray-100 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      <Part title={x.timeline}>
        <ol className="space-y-1.5 border-l-2 border-brand-100 pl-3">
          {request.steps.map((step, index) => (
            <li key={index}>
              <time dateTime={step.at} className="block text-xs text-gray-500">
                {formatThaiDateTime(step.at)} · {step.actor === "member" ? x.byMember : x.byStaff}
              </time>
              <span className="font-medium">{t.steps[step.step]}</span>
              {step.note ? <span className="block whitespace-pre-line break-words text-gray-700">{step.note}</span> : null}
            </li>
          ))}
        </ol>
      </Part>
      <Part title={x.money}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
          <dt className="text-gray-600">{x.orderTotal}</dt>
          <dd>{formatBaht(order.totalAmount)}</dd>
          <dt className="text-gray-600">{x.paid}</dt>
          <dd>{formatBaht(order.paid)}</dd>
          <dt className="text-gray-600">{x.refunded}</dt>
          <dd>{formatBaht(order.refundedAmount)}</dd>
          <dt className="text-gray-600">{x.left}</dt>
          <dd className="font-semibold">{formatBaht(left)}</dd>
        </dl>
        <Link to={`/admin-orders/${encodeURIComponent(order.orderNumber)}`} className="mt-1 inline-block font-medium text-brand-700 underline">
          {x.openOrder}
        </Link>
      </Part>
      <Part title={x.history}>
        <p>{x.historyOrders(history.orders, history.delivered)}</p>
        <p>{x.historySpent(formatBaht(history.spent))}</p>
        <p>{x.historyRequests(history.requests, history.refusedOrWithdrawn)}</p>
      </Part>
    </div>
  );
}
