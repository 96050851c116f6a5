import { BadgeCheck, Ban, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { PAYMENT_NOTES_MAX, paymentNotesSchema, paymentReviewSchema } from "../../domain/admin/admin-forms";
import { listHref } from "../../domain/admin/admin-list";
import { formatThaiDateTime } from "../../domain/shared/dates";
import type { FormReply } from "../../domain/shared/form-contract";
import { adminPaymentTexts } from "../../domain/admin/admin-payment-texts";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";
import { formatBaht } from "../../domain/shared/money";
import { canReject, canVerify, PAYMENT_METHOD_LABELS, ORDER_PAYMENT_STATUS_LABELS, ORDER_STATUS_LABELS } from "../../domain/orders/order-status";
import { adminAction, dialogRow, dialogWrite, listParams } from "../../server/shop/admin/admin-route";
import { rejectPayment, savePaymentNotes } from "../../server/shop/admin/payment-review";
import { verifyPayment } from "../../server/shop/payments/payment-verification";
import { listPayments, loadPaymentDetail, type PaymentDetail } from "../../server/shop/admin/payments";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { PaymentReviewBadge } from "../ui/status-badges";
import { AdminDialog, ConfirmDialog, DialogField, DialogForm, fieldValue } from "../features/admin/kit/admin-dialog";
import { ADMIN_BUTTON, AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { DataTable, ListSearch, type Column } from "../features/admin/kit/data-table";
import { PersonCell } from "../features/admin/kit/person-cell";
import { privateMeta } from "../features/seo/page-meta";
import { sentValueOf } from "../ui/form-reply";
import { slipCheckTexts, slipCheckVerdictTexts, type SlipCheckRecord } from "../../domain/payments/slip-check";
import type { Route } from "./+types/admin-payments";
import { RowLink } from "../features/admin/kit/row-links";

const m = adminPaymentTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  // One dialog at a time: details, the slip full-screen, or the confirmation of a verify or a reject.
  const dialog = (["details", "slip", "verify", "reject"] as const).map((kind) => ({ kind, id: dialogRow(request, kind) })).find((entry) => entry.id);
  const [list, payment] = await Promise.all([listPayments(db, listParams(request)), dialog?.id ? loadPaymentDetail(db, dialog.id) : null]);
  return { list, dialog: dialog && payment ? { kind: dialog.kind, payment } : null, dialogMissing: Boolean(dialog && !payment) };
}

export const action = adminAction({
  verify: dialogWrite(paymentReviewSchema, "payment-updated", ({ db, admin, rowId }, review) => verifyPayment(db, admin, rowId(), review)),
  reject: dialogWrite(paymentReviewSchema, "payment-updated", ({ db, admin, rowId }, review) => rejectPayment(db, admin, rowId(), review)),
  notes: dialogWrite(paymentNotesSchema, "payment-notes-saved", ({ db, admin, rowId }, notes) => savePaymentNotes(db, admin, rowId(), notes)),
});

export const meta = privateMeta(m.title);

type Row = Pick<PaymentDetail, "id" | "orderNumber" | "status">;

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { list, dialog, dialogMissing } = loaderData;
  const { pathname } = useLocation();
  const here = { q: list.q, page: list.page };
  const closeHref = listHref(pathname, here);
  // Verify and reject: each opens its dialog for the row, and only while the slip's status allows it.
  const reviewLink = (row: Row, kind: "verify" | "reject") => (
    <ReviewLink
      to={listHref(pathname, here, { [kind]: row.id })}
      enabled={(kind === "verify" ? canVerify : canReject)(row.status)}
      label={m[kind]}
      orderNumber={row.orderNumber}
      kind={kind}
    />
  );
  const reviewLinks = (row: Row) => (
    <>
      {reviewLink(row, "verify")}
      {reviewLink(row, "reject")}
    </>
  );
  const columns: Column<(typeof list.rows)[number]>[] = [
    { header: m.orderNumber, cell: (row) => <span className="font-mono text-sm font-medium whitespace-nowrap">{row.orderNumber}</span> },
    { header: m.customer, cell: (row) => <PersonCell name={row.customerName} email={row.customerEmail} /> },
    { header: m.amount, className: "text-right whitespace-nowrap", cell: (row) => formatBaht(row.amount) },
    {
      header: m.method,
      cell: (row) => (
        <>
          <span className="block">{PAYMENT_METHOD_LABELS[row.paymentMethod]}</span>
          {row.bankName ? <span className="block text-xs text-gray-600">{row.bankName}</span> : null}
        </>
      ),
    },
    {
      header: m.status,
      cell: (row) => (
        <>
          <PaymentReviewBadge status={row.status} />
          {checkedByEye(row) ? <span className="mt-1 block text-xs font-semibold text-amber-800">{m.checkByEyeTag}</span> : null}
        </>
      ),
    },
    { header: m.date, className: "whitespace-nowrap", cell: (row) => formatThaiDateTime(row.createdAt) },
    {
      header: adminScreenTexts.actions,
      actions: true,
      className: "text-right whitespace-nowrap",
      cell: (row) => (
        <>
          <RowLink to={listHref(pathname, here, { details: row.id })} icon={FileText} text={m.details} label={`${m.details} ${row.orderNumber}`} keepScroll />
          {reviewLinks(row)}
        </>
      ),
    },
  ];
  return (
    <AdminScreen title={m.title}>
      <ListSearch q={list.q} label={m.searchPlaceholder} placeholder={m.searchPlaceholder} />
      {dialogMissing ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {m.notFound}
        </p>
      ) : null}
      <DataTable caption={m.title} columns={columns} list={list} rowKey={(row) => row.id} empty={m.noneFound} />
      {dialog?.kind === "details" ? (
        <AdminDialog title={`${m.details}: ${dialog.payment.orderNumber}`} closeHref={closeHref}>
          <PaymentDetails payment={dialog.payment} slipHref={listHref(pathname, here, { slip: dialog.payment.id })} />
          <PaymentNotesForm payment={dialog.payment} closeHref={closeHref} reply={actionData} />
          <div className="mt-5 flex flex-wrap justify-end gap-2 border-t border-gray-100 pt-4">{reviewLinks(dialog.payment)}</div>
        </AdminDialog>
      ) : null}
      {dialog?.kind === "slip" ? (
        <SlipDialog
          payment={dialog.payment}
          closeHref={listHref(pathname, here, { details: dialog.payment.id })}
          rejectHref={listHref(pathname, here, { reject: dialog.payment.id })}
          reply={actionData}
        />
      ) : null}
      {dialog?.kind === "verify" ? (
        <ConfirmDialog
          title={`${m.verify}: ${dialog.payment.orderNumber}`}
          message={m.verifyConfirm(dialog.payment.orderNumber, formatBaht(dialog.payment.amount))}
          closeHref={closeHref}
          intent="verify"
          id={dialog.payment.id}
          hidden={{ expectedStatus: dialog.payment.status }}
          confirmLabel={m.verify}
          tone="primary"
          reply={actionData}
        >
          {checkedByEye(dialog.payment) ? (
            <>
              <p className="mb-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{m.checkByEyeWarning}</p>
              <label className="flex items-start gap-2 text-sm font-medium text-gray-800">
                <input type="checkbox" name="checkedByEye" required className="mt-0.5 size-4" />
                {m.checkedByEye}
              </label>
            </>
          ) : null}
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === "reject" ? (
        <ConfirmDialog
          title={`${m.reject}: ${dialog.payment.orderNumber}`}
          message={m.rejectConfirm(dialog.payment.orderNumber)}
          closeHref={closeHref}
          intent="reject"
          id={dialog.payment.id}
          hidden={{ expectedStatus: dialog.payment.status }}
          confirmLabel={m.reject}
          reply={actionData}
        />
      ) : null}
    </AdminScreen>
  );
}

/** A waiting proof without a readable slip QR: nothing but staff's look at the bank account vouches for it (decision 056). */
function checkedByEye(payment: Pick<PaymentDetail, "status" | "slipQrStatus">) {
  return payment.status === "pending" && payment.slipQrStatus !== "found";
}

/** Spec §4: verify is disabled once verified, reject once rejected (and once verified — decision 034). */
function ReviewLink({
  to,
  enabled,
  label,
  orderNumber,
  kind,
}: {
  to: string;
  enabled: boolean;
  label: string;
  orderNumber: string;
  kind: "verify" | "reject";
}) {
  const Icon = kind === "verify" ? BadgeCheck : Ban;
  const className = kind === "verify" ? ADMIN_BUTTON.row : ADMIN_BUTTON.rowDanger;
  if (!enabled) {
    return (
      <button type="button" disabled aria-label={`${label} ${orderNumber}`} className={`${className} cursor-not-allowed opacity-40`}>
        <Icon className="size-4" aria-hidden />
        {label}
      </button>
    );
  }
  return (
    <Link to={to} preventScrollReset className={className} aria-label={`${label} ${orderNumber}`}>
      <Icon className="size-4" aria-hidden />
      {label}
    </Link>
  );
}

/** The slip provider's answer as staff read it: the verdict, then what the bank confirmed (decision 110). */
function slipCheckRows({ verdict, answer }: SlipCheckRecord): [string, ReactNode][] {
  const t = slipCheckTexts;
  const rows: [string, ReactNode][] = [[t.verdict, <strong key="verdict">{slipCheckVerdictTexts[verdict]}</strong>]];
  if (!answer) return rows;
  return [
    ...rows,
    [t.amount, formatBaht(answer.amount)],
    [t.receiver, [answer.receiverName, ...answer.receiverAccounts].filter(Boolean).join(" · ") || "—"],
    [t.sender, [answer.senderName, answer.senderBank].filter(Boolean).join(" · ") || "—"],
    [t.transferredAt, formatThaiDateTime(new Date(answer.transferredAt))],
    [
      t.reference,
      <span key="provider-ref" className="font-mono">
        {answer.reference}
      </span>,
    ],
  ];
}

function PaymentDetails({ payment, slipHref }: { payment: PaymentDetail; slipHref: string }) {
  const proofUrl = `/payment-proofs/${payment.id}`;
  const rows: [string, ReactNode][] = [
    [m.status, <PaymentReviewBadge key="status" status={payment.status} />],
    [m.orderNumber, `${payment.orderNumber} · ${ORDER_STATUS_LABELS[payment.orderStatus]} · ${ORDER_PAYMENT_STATUS_LABELS[payment.orderPaymentStatus]}`],
    [m.customer, `${payment.customerName} (${payment.customerEmail})`],
    [m.amount, formatBaht(payment.amount)],
    [m.method, PAYMENT_METHOD_LABELS[payment.paymentMethod]],
    [m.reference, payment.reference ?? "—"],
    [m.bank, payment.bankName ?? "—"],
    [m.accountNumber, payment.accountNumber ?? "—"],
    [m.transferDate, payment.transferDate ? formatThaiDateTime(payment.transferDate) : "—"],
    [m.slipQr, payment.slipQrStatus ? m.slipQrStatus[payment.slipQrStatus] : "—"],
  ];
  if (payment.slipTransactionRef) {
    rows.push(
      [m.slipBank, payment.slipBankCode ?? "—"],
      [
        m.slipReference,
        <span key="ref" className="font-mono">
          {payment.slipTransactionRef}
        </span>,
      ],
    );
    rows.push([
      "",
      payment.slipSeenOnOrders.length > 0 ? (
        <strong key="seen" role="alert" className="text-red-700">
          {m.slipSeenElsewhere(payment.slipSeenOnOrders.join(", "))}
        </strong>
      ) : (
        m.slipNotSeenElsewhere
      ),
    ]);
  }
  if (payment.slipCheck) rows.push(...slipCheckRows(payment.slipCheck));
  if (payment.verifiedByEmail && payment.verifiedAt) rows.push(["", m.verifiedBy(payment.verifiedByEmail, formatThaiDateTime(payment.verifiedAt))]);
  return (
    <div className="space-y-4">
      {checkedByEye(payment) ? <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">{m.checkByEyeWarning}</p> : null}
      {payment.expiresAt && payment.status === "pending" ? <p className="text-sm text-gray-700">{m.expiresAt(formatThaiDateTime(payment.expiresAt))}</p> : null}
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value], index) => (
          <div key={`${label}-${index}`} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-label={m.proof}>
        <h3 className="mb-2 text-sm font-semibold text-gray-700">{m.proof}</h3>
        {payment.proofKind === "image" ? (
          <Link
            to={slipHref}
            preventScrollReset
            aria-label={m.slipFullScreen(payment.orderNumber)}
            className="block rounded-xl focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            <img src={proofUrl} alt={m.proofImageAlt(payment.orderNumber)} className="max-h-[60dvh] w-full rounded-xl border border-gray-200 object-contain" />
          </Link>
        ) : payment.proofKind === "pdf" ? (
          <a href={proofUrl} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
            {m.openProofPdf}
          </a>
        ) : (
          <p className="text-sm text-gray-600">{m.noProof}</p>
        )}
      </section>
    </div>
  );
}

/**
 * The slip over the whole screen (`?slip=<id>`, decision 080): the picture as large as the screen
 * allows, zoomed with two fingers (the page's viewport allows it, `touch-action` lets the
 * picture take the pinch), and at the bottom, under the thumb, the review: verify posts at once
 * (the slip in sight is what a confirmation would ask about; a slip without a readable QR still
 * asks for the tick), reject opens its confirmation. Closing goes back to the details.
 */
function SlipDialog({
  payment,
  closeHref,
  rejectHref,
  reply,
}: {
  payment: PaymentDetail;
  closeHref: string;
  rejectHref: string;
  reply: FormReply | undefined;
}) {
  const location = useLocation();
  const own = reply?.intent === "verify" && !reply.ok ? reply : undefined;
  const verifiable = canVerify(payment.status);
  return (
    <AdminDialog
      title={`${m.proof}: ${payment.orderNumber}`}
      closeHref={closeHref}
      fullScreen
      footer={
        <Form method="post" action={location.pathname + location.search} noValidate className="space-y-2">
          <p className="text-sm text-gray-700">
            {m.amount} <strong className="whitespace-nowrap">{formatBaht(payment.amount)}</strong> · <PaymentReviewBadge status={payment.status} />
          </p>
          {own ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-2 text-sm text-red-800">
              {own.message}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="id" value={payment.id} />
          <input type="hidden" name="expectedStatus" value={payment.status} />
          {verifiable && checkedByEye(payment) ? (
            <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-gray-800">
              <input type="checkbox" name="checkedByEye" required className="size-5" />
              {m.checkedByEye}
            </label>
          ) : null}
          <div className="grid grid-cols-2 gap-2 [&>*]:min-h-12 [&>*]:w-full [&>*]:justify-center">
            {verifiable ? (
              <button type="submit" className={ADMIN_BUTTON.primary} aria-label={`${m.verify} ${payment.orderNumber}`}>
                <BadgeCheck className="size-5" aria-hidden />
                {m.verify}
              </button>
            ) : null}
            <ReviewLink to={rejectHref} enabled={canReject(payment.status)} label={m.reject} orderNumber={payment.orderNumber} kind="reject" />
          </div>
        </Form>
      }
    >
      {payment.proofKind === "image" ? (
        <img
          src={`/payment-proofs/${payment.id}`}
          alt={m.proofImageAlt(payment.orderNumber)}
          className="mx-auto h-full w-full touch-pinch-zoom object-contain"
        />
      ) : (
        <p className="p-5 text-sm text-gray-600">{payment.proofKind === "pdf" ? m.openProofPdf : m.noProof}</p>
      )}
    </AdminDialog>
  );
}

/**
 * The staff's notes on the payment, editable in any status (decision 038). The notes the
 * dialog shows go along hidden, so a note written meanwhile is not overwritten unseen.
 */
function PaymentNotesForm({ payment, closeHref, reply }: { payment: PaymentDetail; closeHref: string; reply: FormReply | undefined }) {
  const own = reply?.intent === "notes" ? reply : undefined;
  return (
    <div className="mt-5 border-t border-gray-100 pt-4">
      <DialogForm closeHref={closeHref} intent="notes" id={payment.id} reply={own} submitLabel={m.saveNotes}>
        <input type="hidden" name="expectedNotes" value={sentValueOf(own, "expectedNotes", payment.adminNotes ?? "")} />
        <DialogField
          name="adminNotes"
          label={m.adminNotes}
          type="textarea"
          reply={own}
          defaultValue={fieldValue(own, "adminNotes", payment.adminNotes)}
          hint={m.notesHint(PAYMENT_NOTES_MAX)}
        />
      </DialogForm>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.loadFailed} />;
}
