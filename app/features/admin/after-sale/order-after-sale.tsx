import { Banknote } from "lucide-react";
import { Link } from "react-router";
import { AFTER_SALE_DIALOGS, requestsOfOrderHref, type StaffOrderAfterSale } from "../../../../domain/admin/admin-after-sale";
import { adminAfterSaleTexts as x } from "../../../../domain/admin/admin-after-sale-texts";
import { afterSaleTexts as t } from "../../../../domain/after-sale/after-sale-texts";
import { formatThaiDateTime } from "../../../../domain/shared/dates";
import { formatBaht } from "../../../../domain/shared/money";
import { TitledSection } from "../../../ui/titled-section";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { RequestStatusBadge } from "./request-detail";

/**
 * An order's after-sale part on its staff page (decision 104): its requests (each leading to the
 * queue searched for the order), its refunds with who sent them, and "คืนเงิน" for money left to
 * send back with no request waiting for it (the dialog lives on the queue, where the slip's body allowance is).
 */
export function OrderAfterSaleSection({ afterSale, className }: { afterSale: StaffOrderAfterSale; className: string }) {
  const queueHref = requestsOfOrderHref(afterSale.orderNumber);
  return (
    <TitledSection id="order-after-sale" title={x.orderSection} className={className}>
      {afterSale.requests.length === 0 ? (
        <p className="text-gray-600">{x.noRequests}</p>
      ) : (
        <ul className="space-y-2">
          {afterSale.requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-2">
              <RequestStatusBadge status={request.status} />
              <span>{x.requestLine(t.kinds[request.kind], formatThaiDateTime(request.createdAt))}</span>
            </li>
          ))}
        </ul>
      )}
      {afterSale.requests.length > 0 ? (
        <Link to={queueHref} className="mt-2 inline-block font-medium text-brand-700 underline">
          {x.seeRequests}
        </Link>
      ) : null}
      <h3 className="mt-4 mb-1 font-semibold">{x.refundsTitle}</h3>
      <p className="text-gray-600">
        {x.paid} {formatBaht(afterSale.paid)} · {x.refunded} {formatBaht(afterSale.refundedAmount)}
      </p>
      {afterSale.refunds.length === 0 ? (
        <p className="mt-1 text-gray-600">{x.noRefunds}</p>
      ) : (
        <ul className="mt-2 space-y-2" aria-label={x.refundsTitle}>
          {afterSale.refunds.map((refund) => (
            <li key={refund.id} className="rounded-xl bg-gray-50 p-3">
              <p className="font-medium">
                {formatBaht(refund.amount)} · {t.refundMethods[refund.method]}
              </p>
              {refund.reference ? <p className="text-gray-700">{x.refundReference(refund.reference)}</p> : null}
              {refund.note ? <p className="whitespace-pre-line break-words text-gray-700">{refund.note}</p> : null}
              <p className="text-gray-600">{x.refundBy(refund.refundedByEmail, formatThaiDateTime(refund.createdAt))}</p>
              {refund.slipUrl ? (
                <a href={refund.slipUrl} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
                  {x.refundSlip}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {afterSale.refundable ? (
        <Link to={`${queueHref}&${AFTER_SALE_DIALOGS.refundOrder}=${afterSale.orderId}`} className={`${ADMIN_BUTTON.secondary} mt-3`}>
          <Banknote className="size-4" aria-hidden />
          {x.refundOrder}
        </Link>
      ) : null}
    </TitledSection>
  );
}
