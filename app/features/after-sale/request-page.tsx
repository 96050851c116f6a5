import { ArrowLeft, Send } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { REFUND_WITHIN_DAYS } from "../../../domain/after-sale/after-sale-policy";
import { AFTER_SALE_INTENTS, REASONS_OF, RETURN_WANTS, type RequestKind } from "../../../domain/after-sale/after-sale-requests";
import { afterSaleTexts as t } from "../../../domain/after-sale/after-sale-texts";
import type { AfterSaleLine, RequestView } from "../../../domain/after-sale/after-sale-view";
import type { OrderRequestPage, RequestPageView } from "../../../domain/after-sale/request-page";
import { fieldErrorOf, type FormReply } from "../../../domain/shared/form-contract";
import { formatThaiMobile } from "../../../domain/shared/thai-contact";
import { PERSON_INPUTS } from "../account/person-inputs";
import { fieldHintId, LabeledField, SubmitButton, TEXT_INPUT_CLASS } from "../../ui/form-controls";
import { FieldError, fieldErrorProps, FormAlert, formAlertId, replyFor, sentValueOf } from "../../ui/form-reply";
import { MessagePage } from "../../ui/message-page";
import { DetailsField, PhotosField, ReasonSelect } from "./request-fields";

const FORM_ID = "after-sale-request";

/**
 * `/order-request?order=<n>&kind=<kind>` (decision 104): the member's form for one kind of
 * request, or `&answer=<requestId>` the answer to what staff asked. Plain multipart form posts,
 * so it works without scripts; the server judges it all again against the locked order.
 */
export function RequestPage({ page, view, reply }: { page: OrderRequestPage; view: RequestPageView; reply: FormReply | null }) {
  const orderPath = `/orders/${encodeURIComponent(page.orderNumber)}`;
  if (view.kind === "not-allowed") {
    return <MessagePage title={t.kindNotAllowed} hint={t.kindNotAllowedHint} link={{ to: orderPath, label: t.backToOrder }} />;
  }
  const title = view.kind === "answer" ? t.answerTitle : t.kinds[view.requestKind];
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <Link to={orderPath} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t.backToOrder}
      </Link>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-sm text-gray-600">
          <span className="whitespace-nowrap font-mono">{t.forOrder(page.orderNumber)}</span>
        </p>
      </header>
      {view.kind === "answer" ? (
        <AnswerForm request={view.request} reply={replyFor(reply, AFTER_SALE_INTENTS.answer)} />
      ) : (
        <NewRequestForm page={page} kind={view.requestKind} reply={replyFor(reply, AFTER_SALE_INTENTS.request)} />
      )}
    </div>
  );
}

/** The form's frame: a multipart post to this page, its alert first, the button last. */
function RequestForm({ intent, reply, label, children }: { intent: string; reply: FormReply | undefined; label: string; children: ReactNode }) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      aria-label={label}
      className="space-y-5 rounded-2xl border border-brand-100 bg-white p-5"
    >
      <input type="hidden" name="intent" value={intent} />
      <FormAlert reply={reply} formRef={formRef} id={formAlertId(FORM_ID)} />
      {children}
      <SubmitButton busy={busy} icon={Send} tone="strong">
        {intent === AFTER_SALE_INTENTS.answer ? t.sendAnswer : t.send}
      </SubmitButton>
    </Form>
  );
}

function AnswerForm({ request, reply }: { request: RequestView; reply: FormReply | undefined }) {
  const asked = [...request.steps].reverse().find((step) => step.step === "asked")?.note ?? request.staffNote;
  return (
    <RequestForm intent={AFTER_SALE_INTENTS.answer} reply={reply} label={t.answerTitle}>
      <input type="hidden" name="requestId" value={request.id} />
      <p className="text-sm text-gray-700">{t.kinds[request.kind]}</p>
      {asked ? <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t.shopSaid(asked)}</p> : null}
      <DetailsField formId={FORM_ID} reply={reply} label={t.answerLabel} />
      <PhotosField formId={FORM_ID} reply={reply} />
    </RequestForm>
  );
}

function NewRequestForm({ page, kind, reply }: { page: OrderRequestPage; kind: RequestKind; reply: FormReply | undefined }) {
  return (
    <RequestForm intent={AFTER_SALE_INTENTS.request} reply={reply} label={t.kinds[kind]}>
      <input type="hidden" name="kind" value={kind} />
      {kind === "cancel" ? (
        <>
          <p className="text-sm text-gray-700">{t.cancelIntro}</p>
          <ReasonSelect formId={FORM_ID} reply={reply} reasons={REASONS_OF.cancel} label={t.cancelReasonLabel} />
        </>
      ) : null}
      {kind === "change-address" ? <AddressFields shipping={page.shipping} reply={reply} /> : null}
      {kind === "change-shade" ? <ShadeFields lines={page.afterSale.lines} reply={reply} /> : null}
      {kind === "return" ? <ReturnFields lines={page.afterSale.lines} reply={reply} /> : null}
      <DetailsField formId={FORM_ID} reply={reply} />
      {kind === "return" ? <PhotosField formId={FORM_ID} reply={reply} /> : null}
    </RequestForm>
  );
}

/** A labelled text field of this form, its error under it, what was sent shown again. */
function TextField({
  name,
  label,
  reply,
  stored,
  extra = {},
}: {
  name: string;
  label: string;
  reply: FormReply | undefined;
  stored: string;
  extra?: { type?: string; inputMode?: "tel" | "numeric"; maxLength?: number; autoComplete?: string; multiline?: boolean };
}) {
  const id = `${FORM_ID}-${name}`;
  const { multiline, ...input } = extra;
  const common = { id, name, defaultValue: sentValueOf(reply, name, stored), className: TEXT_INPUT_CLASS, ...fieldErrorProps(reply, FORM_ID, name) };
  return (
    <LabeledField id={id} label={label}>
      {multiline ? (
        <textarea {...common} rows={2} maxLength={input.maxLength} autoComplete={input.autoComplete} />
      ) : (
        <input {...common} type="text" {...input} />
      )}
      <FieldError reply={reply} formId={FORM_ID} name={name} />
    </LabeledField>
  );
}

/** The checkout's address fields, under the checkout's names, filled with where the order goes now. */
function AddressFields({ shipping, reply }: { shipping: OrderRequestPage["shipping"]; reply: FormReply | undefined }) {
  return (
    <>
      <p className="text-sm text-gray-700">{t.changeAddressIntro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label={t.firstName} reply={reply} stored={shipping.firstName} extra={PERSON_INPUTS.firstName} />
        <TextField name="lastName" label={t.lastName} reply={reply} stored={shipping.lastName} extra={PERSON_INPUTS.lastName} />
        <TextField name="phone" label={t.phone} reply={reply} stored={formatThaiMobile(shipping.phone)} extra={PERSON_INPUTS.phone} />
      </div>
      <TextField name="address" label={t.addressLine} reply={reply} stored={shipping.address} extra={PERSON_INPUTS.address} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="city" label={t.province} reply={reply} stored={shipping.city} extra={{ maxLength: 100, autoComplete: "address-level1" }} />
        <TextField
          name="postalCode"
          label={t.postalCode}
          reply={reply}
          stored={shipping.postalCode}
          extra={{ inputMode: "numeric", maxLength: 5, autoComplete: "postal-code" }}
        />
      </div>
    </>
  );
}

const lineLabel = (line: AfterSaleLine) => `${line.name} (${line.colorName})`;

/** Per line, its product's shades, the current one chosen. */
function ShadeFields({ lines, reply }: { lines: readonly AfterSaleLine[]; reply: FormReply | undefined }) {
  return (
    <>
      <p className="text-sm text-gray-700">{t.changeShadeIntro}</p>
      {lines
        .filter((line) => line.shades.length > 0)
        .map((line) => {
          const name = `shade:${line.itemId}`;
          const id = `${FORM_ID}-shade-${line.itemId}`;
          const shades = line.shades.includes(line.colorName) ? line.shades : [line.colorName, ...line.shades];
          return (
            <LabeledField key={line.itemId} id={id} label={t.newShadeOf(lineLabel(line))}>
              <select
                id={id}
                name={name}
                defaultValue={sentValueOf(reply, name, line.colorName)}
                className={TEXT_INPUT_CLASS}
                {...fieldErrorProps(reply, FORM_ID, name)}
              >
                {shades.map((shade) => (
                  <option key={shade} value={shade}>
                    {shade === line.colorName ? t.currentShade(shade) : shade}
                  </option>
                ))}
              </select>
              <FieldError reply={reply} formId={FORM_ID} name={name} />
            </LabeledField>
          );
        })}
      <ReasonSelect formId={FORM_ID} reply={reply} reasons={REASONS_OF["change-shade"]} preset={REASONS_OF["change-shade"][0]} />
    </>
  );
}

/** Per line a quantity up to what is still the member's, the reason, refund or exchange, the seal. */
function ReturnFields({ lines, reply }: { lines: readonly AfterSaleLine[]; reply: FormReply | undefined }) {
  const wantedError = fieldErrorOf(reply, "wanted");
  return (
    <>
      <p className="text-sm text-gray-700">{t.returnIntro(REFUND_WITHIN_DAYS)}</p>
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-gray-700">{t.linesLabel}</legend>
        {lines
          .filter((line) => line.returnable > 0)
          .map((line) => {
            const name = `qty:${line.itemId}`;
            const id = `${FORM_ID}-qty-${line.itemId}`;
            return (
              <LabeledField key={line.itemId} id={id} label={t.quantityOf(lineLabel(line))} hint={t.returnableOf(line.returnable)}>
                <input
                  id={id}
                  name={name}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.returnable}
                  step={1}
                  defaultValue={sentValueOf(reply, name, "0")}
                  className={`${TEXT_INPUT_CLASS} max-w-32`}
                  {...fieldErrorProps(reply, FORM_ID, name, fieldHintId(id))}
                />
                <FieldError reply={reply} formId={FORM_ID} name={name} />
              </LabeledField>
            );
          })}
      </fieldset>
      <ReasonSelect formId={FORM_ID} reply={reply} reasons={REASONS_OF.return} />
      <fieldset aria-describedby={wantedError ? `${FORM_ID}-wanted-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-gray-700">{t.wantedLabel}</legend>
        <div className="flex flex-col gap-2">
          {RETURN_WANTS.map((wanted) => (
            <label
              key={wanted}
              className="flex min-h-11 items-center gap-3 rounded-xl border border-gray-200 px-4 py-2 has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name="wanted" value={wanted} defaultChecked={sentValueOf(reply, "wanted") === wanted} className="size-5 accent-brand-600" />
              {t.wanted[wanted]}
            </label>
          ))}
        </div>
        <FieldError reply={reply} formId={FORM_ID} name="wanted" />
      </fieldset>
      <div>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="sealed"
            value="yes"
            defaultChecked={sentValueOf(reply, "sealed") === "yes"}
            className="size-5 accent-brand-600"
            {...fieldErrorProps(reply, FORM_ID, "sealed", `${FORM_ID}-sealed-hint`)}
          />
          <span className="text-sm font-medium">{t.sealedLabel}</span>
        </label>
        <p id={`${FORM_ID}-sealed-hint`} className="text-xs text-gray-500">
          {t.sealedHint}
        </p>
        <FieldError reply={reply} formId={FORM_ID} name="sealed" />
      </div>
    </>
  );
}
