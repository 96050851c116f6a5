import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ONLY_FORM, type FormReply } from "../../../domain/shared/form-contract";
import { PAYMENT_PROOF_MAX_BYTES } from "../../../domain/payments/payment-limits";
import { fileTexts } from "../../../domain/shared/file-texts";
import { paymentTexts } from "../../../domain/payments/payment-texts";
import { THAI_BANKS } from "../../../domain/payments/thai-banks";
import { ChoiceOptions, SubmitButton } from "../../ui/form-controls";
import { FieldError, fieldErrorProps, FormAlert, formAlertId, sentValueOf } from "../../ui/form-reply";

const m = paymentTexts;
const FORM_ID = "proof-form";
const ACCEPT = "image/jpeg,image/png,image/gif,application/pdf,.jpg,.jpeg,.png,.gif,.pdf";

/**
 * A plain multipart form, so it works before (or without) scripts. With scripts, a missing
 * or oversized file is caught here first, sparing a 5 MB+ upload on a phone connection; the
 * server checks presence, size and content again either way.
 */
export function ProofUploadForm({ result }: { result: FormReply | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  // A file caught here before uploading is answered the way the server answers it.
  const [localReply, setLocalReply] = useState<FormReply | null>(null);
  // The chosen slip's name, shown beside the shop's own Thai button (the native one speaks the browser's language).
  const [chosenName, setChosenName] = useState<string | null>(null);
  const reply = localReply ?? result;
  const refusal = reply && !reply.ok ? reply : null;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get("proof");
    const problem = !(file instanceof File) || file.size === 0 ? m.proofRequired : file.size > PAYMENT_PROOF_MAX_BYTES ? fileTexts.tooLarge : null;
    setLocalReply(problem ? { ok: false, intent: ONLY_FORM, message: problem, field: "proof" } : null);
    if (problem) event.preventDefault();
  };

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
      aria-describedby={refusal ? formAlertId(FORM_ID) : undefined}
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-700">
        <Upload className="size-5" aria-hidden />
        {m.proofTitle}
      </h2>
      <div className="space-y-1">
        <label htmlFor="proof" className="block text-sm font-medium">
          {m.proofFile} <span className="text-red-600">*</span>
        </label>
        {/* The file input stays real (it works without scripts, and keyboards reach it), only
            visually hidden: its label below is the Thai button a tap opens it with (issue 24). */}
        <div className="flex flex-wrap items-center gap-3">
          <input
            id="proof"
            name="proof"
            type="file"
            accept={ACCEPT}
            required
            onChange={(event) => setChosenName(event.currentTarget.files?.[0]?.name ?? null)}
            {...fieldErrorProps(reply, FORM_ID, "proof", "proof-hint proof-chosen")}
            className="peer sr-only"
          />
          <label
            htmlFor="proof"
            className="cursor-pointer rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500"
          >
            {m.chooseSlipFile}
          </label>
          <span id="proof-chosen" className="min-w-0 break-all text-sm text-gray-700" data-testid="proof-chosen">
            {chosenName ?? m.noSlipChosen}
          </span>
        </div>
        <p id="proof-hint" className="text-xs text-gray-500">
          {fileTexts.proofTypesHint} · {fileTexts.proofTooLargeHint}
        </p>
        <FieldError reply={reply} formId={FORM_ID} name="proof" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="transferTime" className="block text-sm font-medium">
            {m.transferTime}
          </label>
          {/* The shop's own Thai field, not datetime-local: its picker speaks the phone's language (issue 24). */}
          <input
            id="transferTime"
            name="transferTime"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="23/11/2569 14:05"
            defaultValue={sentValueOf(reply, "transferTime")}
            {...fieldErrorProps(reply, FORM_ID, "transferTime", "transferTime-hint")}
            className="block w-full rounded-lg border border-gray-300 px-3 py-2"
          />
          <p id="transferTime-hint" className="text-xs text-gray-600">
            {m.transferTimeHint}
          </p>
          <FieldError reply={reply} formId={FORM_ID} name="transferTime" />
        </div>
        <div className="space-y-1">
          <label htmlFor="bankName" className="block text-sm font-medium">
            {m.transferBank}
          </label>
          <select
            id="bankName"
            name="bankName"
            defaultValue={sentValueOf(reply, "bankName")}
            {...fieldErrorProps(reply, FORM_ID, "bankName")}
            className="block w-full rounded-lg border border-gray-300 px-3 py-2"
          >
            <option value="">{m.chooseBank}</option>
            <ChoiceOptions values={THAI_BANKS} label={(bank) => bank} />
          </select>
          <FieldError reply={reply} formId={FORM_ID} name="bankName" />
        </div>
      </div>
      <FormAlert reply={reply} formRef={formRef} id={formAlertId(FORM_ID)} />
      {refusal?.message === m.proofSubmitFailed ? <p className="text-sm text-red-800">{m.proofSubmitFailedHint}</p> : null}
      <SubmitButton busy={busy} tone="strong">
        {busy ? m.sending : m.submitProof}
      </SubmitButton>
    </Form>
  );
}
