import { Banknote, ClipboardCheck, FileText, PackageOpen, Truck } from "lucide-react";
import { Link, redirect } from "react-router";
import { AFTER_SALE_DIALOGS, AFTER_SALE_LIST_FILTERS, nextStaffStep, QUEUE_STATUS_FILTERS, type StaffStep } from "../../domain/admin/admin-after-sale";
import { adminAfterSaleTexts as x } from "../../domain/admin/admin-after-sale-texts";
import { decisionSchema, exchangeSchema, receivedLinesOf, receiveSchema, refundSchema } from "../../domain/after-sale/after-sale-requests";
import { afterSaleTexts as t } from "../../domain/after-sale/after-sale-texts";
import type { RequestQueueRow } from "../../domain/after-sale/after-sale-view";
import { formatThaiDateTime } from "../../domain/shared/dates";
import { refused } from "../../domain/shared/refusal";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { settings } from "../../server/platform/env";
import { noticeCookieHeader } from "../../server/platform/http/notice";
import { decideRequest, receiveReturn, sendExchange } from "../../server/shop/after-sale/staff-requests";
import { afterSaleFilesDir, chosenFiles } from "../../server/shop/after-sale/request-files";
import { loadAfterSaleQueue, recordStaffRefund } from "../../server/shop/admin/after-sale";
import { adminAction, dialogWrite } from "../../server/shop/admin/admin-route";
import { RequestDetailView, RequestStatusBadge } from "../features/admin/after-sale/request-detail";
import { AFTER_SALE_STAFF_INTENTS as I, DecisionForm, ExchangeForm, ReceiveForm, RefundForm } from "../features/admin/after-sale/request-forms";
import { AdminDialog } from "../features/admin/kit/admin-dialog";
import { AdminScreenError } from "../features/admin/kit/admin-screen";
import { StatusFilter, type Column } from "../features/admin/kit/data-table";
import { ListScreen, useListLinks } from "../features/admin/kit/list-screen";
import { RowLink } from "../features/admin/kit/row-links";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.after-sale";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAfterSaleQueue(database(), request);
}

/** Each step staff take on a request (decision 104): decide, receive the parcel, refund (with its slip), send the exchange. */
export const action = adminAction(
  {
    [I.decide]: dialogWrite(decisionSchema, "request-decided", ({ db, admin }, decision) => decideRequest(db, admin, decision)),
    [I.receive]: async ({ db, admin, form, parse, answer, refuse }) => {
      const parsed = parse(receiveSchema);
      if (!parsed.ok) return parsed.reply;
      const lines = receivedLinesOf(form.entries());
      if (!lines) return refuse(refused(422, x.countsInvalid));
      return answer(await receiveReturn(db, admin, parsed.value, lines), "request-received");
    },
    [I.refund]: async ({ db, admin, form, parse, answer }) => {
      const parsed = parse(refundSchema);
      if (!parsed.ok) return parsed.reply;
      const result = await recordStaffRefund(db, admin, parsed.value, chosenFiles(form.getAll("slip")), afterSaleFilesDir(settings().dataDir));
      // A refund of the order itself was asked for on the order's page: back there.
      if (!result.ok || parsed.value.requestId) return answer(result, "refund-recorded");
      return redirect(`/admin-orders/${encodeURIComponent(result.value.orderNumber)}`, { headers: { "Set-Cookie": noticeCookieHeader("refund-recorded") } });
    },
    [I.exchange]: dialogWrite(exchangeSchema, "exchange-sent", ({ db, admin }, exchange) => sendExchange(db, admin, exchange)),
  },
  { listFilters: AFTER_SALE_LIST_FILTERS },
);

export const meta = privateMeta(x.title);

const STEP_ICONS = { decide: ClipboardCheck, receive: PackageOpen, refund: Banknote, exchange: Truck } as const;
const STATUS_OPTIONS = QUEUE_STATUS_FILTERS.map(
  (status) => [status, status === "running" ? x.running : status === "all" ? x.all : t.statuses[status]] as const,
);

/** /admin/after-sale: the members' requests after the sale, the running ones first-come first-served; each row's link opens its dialog. */
export default function AdminAfterSale({ loaderData, actionData }: Route.ComponentProps) {
  const { list, status, detail, refundOrder } = loaderData;
  const links = useListLinks(list);
  const stepLink = (row: RequestQueueRow) => {
    const step: StaffStep | null = nextStaffStep(row);
    const text = x.steps[step ?? "none"];
    return (
      <RowLink
        to={links.to({ [AFTER_SALE_DIALOGS.request]: row.id })}
        icon={step ? STEP_ICONS[step] : FileText}
        text={text}
        label={x.stepAria(text, row.orderNumber)}
        keepScroll
      />
    );
  };
  const columns: Column<RequestQueueRow>[] = [
    {
      header: x.orderNumber,
      cell: (row) => (
        <Link to={`/admin-orders/${encodeURIComponent(row.orderNumber)}`} className="font-mono font-medium whitespace-nowrap text-brand-700 hover:underline">
          {row.orderNumber}
        </Link>
      ),
    },
    { header: x.customer, cell: (row) => row.customerName },
    {
      header: x.kind,
      cell: (row) => (
        <>
          <span className="block">{t.kinds[row.kind]}</span>
          {row.wanted ? <span className="block text-xs text-gray-600">{t.wanted[row.wanted]}</span> : null}
        </>
      ),
    },
    { header: x.reason, cell: (row) => t.reasons[row.reason] },
    { header: x.status, cell: (row) => <RequestStatusBadge status={row.status} /> },
    {
      header: x.waitingSince,
      className: "whitespace-nowrap",
      cell: (row) => <time dateTime={new Date(row.createdAt).toISOString()}>{formatThaiDateTime(row.createdAt)}</time>,
    },
    { header: x.photos, className: "whitespace-nowrap", cell: (row) => x.photoCount(row.photoCount) },
    { header: x.steps.none, actions: true, className: "text-right whitespace-nowrap", cell: stepLink },
  ];
  const step = detail ? nextStaffStep(detail.request) : null;
  return (
    <ListScreen
      title={x.title}
      texts={x}
      screen={loaderData}
      columns={columns}
      reply={actionData}
      filters={<StatusFilter id="request-status-filter" label={x.statusFilter} value={status} options={STATUS_OPTIONS} />}
    >
      {detail ? (
        <AdminDialog title={x.dialogTitle(t.kinds[detail.request.kind], detail.order.orderNumber)} closeHref={links.closeHref}>
          <RequestDetailView detail={detail} />
          <div className="mt-5 border-t border-gray-200 pt-4">
            {step === "decide" ? <DecisionForm requestId={detail.request.id} reply={actionData} /> : null}
            {step === "receive" ? (
              <ReceiveForm requestId={detail.request.id} lines={detail.request.lines} closeHref={links.closeHref} reply={actionData} />
            ) : null}
            {step === "refund" ? (
              <RefundForm
                orderId={detail.order.id}
                requestId={detail.request.id}
                suggested={detail.suggestedRefund}
                closeHref={links.closeHref}
                reply={actionData}
              />
            ) : null}
            {step === "exchange" ? <ExchangeForm requestId={detail.request.id} closeHref={links.closeHref} reply={actionData} /> : null}
            {step === null ? <p className="text-sm text-gray-600">{x.nothingToDo}</p> : null}
          </div>
        </AdminDialog>
      ) : null}
      {refundOrder ? (
        <AdminDialog title={x.refundOrderTitle(refundOrder.orderNumber)} closeHref={links.closeHref}>
          <p className="mb-3 text-sm text-gray-700">{x.refundOrderIntro}</p>
          <RefundForm
            orderId={refundOrder.orderId}
            requestId={null}
            suggested={refundOrder.left}
            closeHref={links.closeHref}
            reply={actionData}
            heading={false}
          />
        </AdminDialog>
      ) : null}
    </ListScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={x.title} message={x.loadFailed} />;
}
