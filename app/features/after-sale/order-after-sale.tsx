import { Ban, ImageIcon, MessageSquareReply, Undo2 } from "lucide-react";
import { useRef } from "react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { RETURN_WINDOW_DAYS } from "../../../domain/after-sale/after-sale-policy";
import { AFTER_SALE_INTENTS } from "../../../domain/after-sale/after-sale-requests";
import { afterSaleTexts as t } from "../../../domain/after-sale/after-sale-texts";
import type { CreditNoteView, OrderAfterSale, RefundView, RequestView } from "../../../domain/after-sale/after-sale-view";
import { allowedKinds, requestPagePath } from "../../../domain/after-sale/request-page";
import { formatThaiDate, formatThaiDateTime } from "../../../domain/shared/dates";
import type { FormReply } from "../../../domain/shared/form-contract";
import { formatBaht } from "../../../domain/shared/money";
import { ButtonLink } from "../../ui/button-link";
import { IconSubmitButton, SubmitButton } from "../../ui/form-controls";
import { FormAlert, formAlertId, replyFor } from "../../ui/form-reply";
import { RequestStatusBadge } from "../../ui/status-badges";
import { TitledSection } from "../../ui/titled-section";
import { CANCEL_DIALOG_QUERY, CancelOrderDialog } from "./cancel-order-dialog";
import { DetailsField, PhotosField } from "./request-fields";

const CARD = "rounded-2xl border border-brand-100 bg-white p-5";

/**
 * The order page's "ยกเลิก เปลี่ยน หรือคืนสินค้า" (decision 104): only what the order's choices
 * allow now — cancel an unpaid order at once (the dialog), or ask (the request page) — the return
 * window, every request with its timeline, and the refunds made.
 */
export function OrderAfterSaleSection({
  orderNumber,
  afterSale,
  renderedAt,
  reply,
}: {
  orderNumber: string;
  afterSale: OrderAfterSale;
  renderedAt: string;
  reply: FormReply | null;
}) {
  const [search] = useSearchParams();
  const { choices, requests, refunds } = afterSale;
  const kinds = allowedKinds(choices);
  const returnUntil = choices.returnUntil;
  const cancelAnswer = replyFor(reply, AFTER_SALE_INTENTS.cancelNow);
  // `?cancel` (the link) or a refused cancellation opens the dialog.
  const showCancel = choices.cancelNow && (search.has(CANCEL_DIALOG_QUERY) || Boolean(cancelAnswer && !cancelAnswer.ok));
  if (!choices.cancelNow && kinds.length === 0 && !returnUntil && requests.length === 0 && refunds.length === 0) return null;
  return (
    <TitledSection id="after-sale-title" title={t.sectionTitle} className={`${CARD} space-y-4 text-sm`} headingClassName="font-semibold">
      {returnUntil ? (
        <p className="text-gray-700">
          {new Date(renderedAt).getTime() <= new Date(returnUntil).getTime()
            ? t.windowLine(RETURN_WINDOW_DAYS, formatThaiDate(returnUntil))
            : t.windowPassed(RETURN_WINDOW_DAYS)}
        </p>
      ) : null}
      {choices.cancelNow ? (
        <div className="space-y-2">
          <p className="text-gray-700">{t.cancelNowHint}</p>
          <ButtonLink to={`?${CANCEL_DIALOG_QUERY}`} keepScroll label={t.cancelNow} icon={Ban} tone="danger" className="min-h-11" />
        </div>
      ) : null}
      {kinds.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {kinds.map((kind) => (
            <ButtonLink key={kind} to={requestPagePath(orderNumber, { kind })} label={t.kinds[kind]} tone="secondary" small className="min-h-11" />
          ))}
        </div>
      ) : null}
      {requests.length > 0 ? (
        <div className="space-y-3">
          <h3 className="font-semibold">{t.requestsTitle}</h3>
          <ul className="space-y-3">
            {requests.map((request) => (
              <RequestCard key={request.id} orderNumber={orderNumber} request={request} reply={reply} />
            ))}
          </ul>
        </div>
      ) : null}
      {refunds.length > 0 ? <Refunds refunds={refunds} creditNotes={afterSale.creditNotes} /> : null}
      {showCancel ? <CancelOrderDialog orderNumber={orderNumber} reply={reply} /> : null}
    </TitledSection>
  );
}

/** One request: what was asked, where it stands, its steps, the staff's note, and what the member may still do. */
function RequestCard({ orderNumber, request, reply }: { orderNumber: string; request: RequestView; reply: FormReply | null }) {
  const canWithdraw = request.status === "open" || request.status === "needs-info";
  return (
    <li className="space-y-3 rounded-xl border border-gray-200 p-4" data-request={request.id}>
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{t.kinds[request.kind]}</span>
        <RequestStatusBadge status={request.status} />
      </p>
      <p className="text-xs text-gray-600">{t.requestedOn(formatThaiDateTime(request.createdAt))}</p>
      <RequestSummary request={request} />
      {request.staffNote ? <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{t.shopSaid(request.staffNote)}</p> : null}
      <RequestTimeline request={request} />
      {request.status === "needs-info" ? <AnswerForm orderNumber={orderNumber} request={request} /> : null}
      {canWithdraw ? <WithdrawForm request={request} reply={reply} /> : null}
    </li>
  );
}

function RequestSummary({ request }: { request: RequestView }) {
  const { address } = request;
  return (
    <div className="space-y-1 text-gray-700">
      {request.kind === "change-address" ? null : <p>{t.reasonLine(t.reasons[request.reason])}</p>}
      {request.wanted ? <p>{t.wantedLine(t.wanted[request.wanted])}</p> : null}
      {request.lines.length > 0 ? (
        <ul className="list-inside list-disc">
          {request.lines.map((line) => (
            <li key={line.itemId}>
              {line.newColorName ? t.shadeChangeOf(line.name, line.colorName, line.newColorName) : t.lineOf(line.name, line.colorName, line.quantity)}
            </li>
          ))}
        </ul>
      ) : null}
      {address ? (
        <p>
          {t.newAddressLine}: {address.firstName} {address.lastName} · {address.phone} · {address.address} {address.city} {address.postalCode}
        </p>
      ) : null}
      {request.details ? <p className="whitespace-pre-line">{t.youSaid(request.details)}</p> : null}
      {request.photoUrls.length > 0 ? (
        <div>
          <p className="sr-only">{t.photosOf}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {request.photoUrls.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener" className="block size-16 overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
                  <img src={url} alt={t.photoAlt(index + 1)} loading="lazy" className="size-full object-cover" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The request's steps, oldest first: what happened, who, their note and the Bangkok time. */
function RequestTimeline({ request }: { request: RequestView }) {
  const id = `request-${request.id}-timeline`;
  return (
    <section aria-labelledby={id}>
      <h4 id={id} className="text-xs font-semibold text-gray-600">
        {t.timelineTitle}
      </h4>
      <ol className="mt-2 space-y-2 border-l-2 border-brand-100 pl-4">
        {request.steps.map((step, index) => (
          <li key={`${step.step}-${index}`} data-step={step.step}>
            <p>
              <span data-step-label className="font-medium">
                {t.steps[step.step]}
              </span>{" "}
              <span className="text-gray-600">· {t.stepBy[step.actor]}</span>
            </p>
            {step.note ? <p className="whitespace-pre-line text-gray-700">{step.note}</p> : null}
            <time className="block text-xs text-gray-600" dateTime={step.at}>
              {formatThaiDateTime(step.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * "ส่งข้อมูลเพิ่ม": posted, photos and all, to the request page — the one path whose body may carry
 * photos; a refusal is shown there, in the same form.
 */
function AnswerForm({ orderNumber, request }: { orderNumber: string; request: RequestView }) {
  const navigation = useNavigation();
  const formId = `answer-${request.id}`;
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === AFTER_SALE_INTENTS.answer;
  return (
    <Form
      method="post"
      action={requestPagePath(orderNumber, { answer: request.id })}
      encType="multipart/form-data"
      noValidate
      className="space-y-3 rounded-lg bg-brand-50/50 p-3"
      aria-label={t.answerTitle}
    >
      <input type="hidden" name="intent" value={AFTER_SALE_INTENTS.answer} />
      <input type="hidden" name="requestId" value={request.id} />
      <DetailsField formId={formId} reply={undefined} label={t.answerLabel} />
      <PhotosField formId={formId} reply={undefined} />
      <SubmitButton busy={busy} icon={MessageSquareReply} className="w-full sm:w-auto">
        {t.sendAnswer}
      </SubmitButton>
    </Form>
  );
}

/** "ยกเลิกคำขอนี้": back to the order page with a notice, or its refusal here. */
function WithdrawForm({ request, reply }: { request: RequestView; reply: FormReply | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const answer = replyFor(reply, AFTER_SALE_INTENTS.withdraw);
  return (
    <Form ref={formRef} method="post" noValidate className="space-y-2">
      <FormAlert reply={answer} formRef={formRef} id={formAlertId(`withdraw-${request.id}`)} />
      <input type="hidden" name="intent" value={AFTER_SALE_INTENTS.withdraw} />
      <input type="hidden" name="requestId" value={request.id} />
      <IconSubmitButton
        icon={Undo2}
        label={t.withdraw}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gray-300 px-5 py-2 font-semibold text-gray-700 hover:bg-gray-50"
      />
    </Form>
  );
}

function Refunds({ refunds, creditNotes }: { refunds: readonly RefundView[]; creditNotes: readonly CreditNoteView[] }) {
  return (
    <div>
      <h3 className="font-semibold">{t.refundsTitle}</h3>
      <ul className="mt-2 space-y-2">
        {refunds.map((refund) => (
          <li key={refund.id} className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
            <p>{t.refundLine(formatBaht(refund.amount), t.refundMethods[refund.method], formatThaiDate(refund.createdAt))}</p>
            {refund.reference ? <p className="text-xs">{t.refundReference(refund.reference)}</p> : null}
            {refund.slipUrl ? (
              <a href={refund.slipUrl} target="_blank" rel="noopener" className="mt-1 inline-flex min-h-11 items-center gap-1 font-semibold underline">
                <ImageIcon className="size-4" aria-hidden />
                {t.viewSlip}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {creditNotes.length > 0 ? (
        // The full tax invoice corrected for each refund (decision 103): printable, like the invoice.
        <ul className="mt-2 space-y-1">
          {creditNotes.map((note) => (
            <li key={note.creditNoteNumber}>
              <a href={note.url} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                {t.creditNoteLink(note.creditNoteNumber, formatBaht(note.amount))}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
