import type { ReactNode } from "react";
import { Form } from "react-router";
import { adminAfterSaleTexts as x } from "../../../../domain/admin/admin-after-sale-texts";
import { REFUND_METHODS } from "../../../../domain/after-sale/after-sale-requests";
import { REQUEST_PHOTO_MAX_BYTES, REQUEST_PHOTO_MIME_TYPES } from "../../../../domain/after-sale/after-sale-policy";
import { afterSaleTexts as t } from "../../../../domain/after-sale/after-sale-texts";
import type { RequestLineView } from "../../../../domain/after-sale/after-sale-view";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { formatBaht, satangToBaht, type Satang } from "../../../../domain/shared/money";
import { replyFor } from "../../../ui/form-reply";
import { DialogField, DialogForm, fieldValue, useDialogFormPost } from "../kit/admin-dialog";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { CarrierField } from "../orders/carrier-field";

/** The intents of the queue's forms, one per step staff take. */
export const AFTER_SALE_STAFF_INTENTS = { decide: "decide", receive: "receive", refund: "refund", exchange: "exchange" } as const;

const FORM_HEADING = "mb-2 text-base font-semibold";

/** A step's form under its heading, the section named by it. */
function StepSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={FORM_HEADING}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** What a step's form on one request is given: the request, where the dialog closes to, the action's reply. */
type RequestStepProps = { requestId: string; closeHref: string; reply: FormReply | undefined };

const REQUEST_STEPS = {
  receive: { title: x.receiveTitle, hint: x.receiveHint, submitLabel: t.receive },
  exchange: { title: x.exchangeTitle, hint: x.exchangeHint, submitLabel: t.sendExchange },
} as const;

/** A step on one request in its own section: the request's id, the step's hint, then its fields (given the step's own reply). */
function RequestStepForm({
  step,
  requestId,
  closeHref,
  reply,
  fields,
}: RequestStepProps & { step: keyof typeof REQUEST_STEPS; fields: (own: FormReply | undefined) => ReactNode }) {
  const intent = AFTER_SALE_STAFF_INTENTS[step];
  const { title, hint, submitLabel } = REQUEST_STEPS[step];
  const own = replyFor(reply, intent);
  return (
    <StepSection id={`${intent}-title`} title={title}>
      <DialogForm closeHref={closeHref} intent={intent} reply={own} submitLabel={submitLabel}>
        <input type="hidden" name="requestId" value={requestId} />
        <p className="text-sm text-gray-700">{hint}</p>
        {fields(own)}
      </DialogForm>
    </StepSection>
  );
}

/**
 * Approve, refuse or ask for more about an open request: one note and three buttons, each posting
 * its `decision` (the button pressed). A refusal or a question needs the note (the server says so).
 */
export function DecisionForm({ requestId, reply }: { requestId: string; reply: FormReply | undefined }) {
  const intent = AFTER_SALE_STAFF_INTENTS.decide;
  const { busy, own, formError, formRef, action } = useDialogFormPost(reply, intent);
  return (
    <Form ref={formRef} method="post" action={action} noValidate className="space-y-3" aria-labelledby="decide-title">
      <h3 id="decide-title" className={FORM_HEADING}>
        {x.decideTitle}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="requestId" value={requestId} />
      {formError ? (
        <p role="alert" tabIndex={-1} className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <DialogField name="note" label={x.decideNote} type="textarea" reply={own} hint={x.decideHint} />
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        <button type="submit" name="decision" value="ask" disabled={busy} className={ADMIN_BUTTON.secondary}>
          {t.askMore}
        </button>
        <button type="submit" name="decision" value="refuse" disabled={busy} className={ADMIN_BUTTON.danger}>
          {t.refuse}
        </button>
        <button type="submit" name="decision" value="approve" disabled={busy} className={ADMIN_BUTTON.primary}>
          {t.approve}
        </button>
      </div>
    </Form>
  );
}

/** A returned parcel: per line, how many go back on the shelf and how many are written off (all back on the shelf unless changed). */
export function ReceiveForm({ lines, ...step }: RequestStepProps & { lines: readonly RequestLineView[] }) {
  return (
    <RequestStepForm
      step="receive"
      {...step}
      fields={(own) => (
        <>
          {lines.map((line) => {
            const name = x.lineOf(line.name, line.colorName, line.quantity);
            return (
              <div key={line.itemId} className="grid gap-3 sm:grid-cols-2">
                <DialogField
                  name={`restock:${line.itemId}`}
                  label={x.restockOf(name)}
                  type="number"
                  reply={own}
                  defaultValue={fieldValue(own, `restock:${line.itemId}`, String(line.quantity))}
                />
                <DialogField
                  name={`writeoff:${line.itemId}`}
                  label={x.writeOffOf(name)}
                  type="number"
                  reply={own}
                  defaultValue={fieldValue(own, `writeoff:${line.itemId}`, "0")}
                />
              </div>
            );
          })}
          <DialogField name="note" label={x.receiveNote} type="textarea" reply={own} />
        </>
      )}
    />
  );
}

const METHOD_OPTIONS = REFUND_METHODS.map((method) => [method, t.refundMethods[method]] as const);

/** Money back: the amount (the suggestion filled in), how it went, its reference or slip, a note. Without `requestId`: a refund of the order itself. */
export function RefundForm({
  orderId,
  requestId,
  suggested,
  closeHref,
  reply,
  heading = true,
}: {
  orderId: string;
  requestId: string | null;
  suggested: Satang;
  closeHref: string;
  reply: FormReply | undefined;
  heading?: boolean;
}) {
  const own = replyFor(reply, AFTER_SALE_STAFF_INTENTS.refund);
  const form = (
    <DialogForm closeHref={closeHref} intent={AFTER_SALE_STAFF_INTENTS.refund} reply={own} submitLabel={t.refund} encType="multipart/form-data">
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="requestId" value={requestId ?? ""} />
      <DialogField
        name="amount"
        label={t.refundAmountLabel}
        inputMode="decimal"
        reply={own}
        defaultValue={fieldValue(own, "amount", satangToBaht(suggested).toFixed(2))}
        hint={x.refundSuggested(formatBaht(suggested))}
      />
      <DialogField name="method" label={t.refundMethodLabel} reply={own} defaultValue={fieldValue(own, "method", "promptpay")} options={METHOD_OPTIONS} />
      <DialogField name="reference" label={t.refundReferenceLabel} reply={own} />
      <DialogField
        name="slip"
        label={t.refundSlipLabel}
        type="file"
        accept={REQUEST_PHOTO_MIME_TYPES.join(",")}
        reply={own}
        hint={x.refundSlipHint(REQUEST_PHOTO_MAX_BYTES / (1024 * 1024))}
      />
      <DialogField name="note" label={t.refundNoteLabel} type="textarea" reply={own} />
    </DialogForm>
  );
  if (!heading) return form;
  return (
    <StepSection id="refund-title" title={x.refundTitle}>
      {form}
    </StepSection>
  );
}

/** An exchange's new parcel: carrier and tracking number. */
export function ExchangeForm(step: RequestStepProps) {
  return (
    <RequestStepForm
      step="exchange"
      {...step}
      fields={(own) => (
        <>
          <CarrierField reply={own} />
          <DialogField name="trackingNumber" label={x.trackingNumber} reply={own} />
        </>
      )}
    />
  );
}
